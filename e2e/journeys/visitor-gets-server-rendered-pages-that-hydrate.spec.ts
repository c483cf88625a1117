import { type Browser, type BrowserContextOptions, devices } from '@playwright/test';
import { join } from 'node:path';
import { REPOSITORY_ROOT } from '../support/repository';
import { expect, test } from '../support/test';

/** A phone (touch, mobile viewport) and a laptop, as the issue asks. */
const CONTEXTS: Array<[string, BrowserContextOptions]> = [
  [
    'phone',
    {
      ...devices['Pixel 7'],
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    },
  ],
  ['desktop', { viewport: { width: 1280, height: 800 } }],
];

/**
 * Opens `path` in a fresh context, checks its content was in the HTML before any script ran,
 * and returns every error and warning the page logged once hydrated (React reports a hydration
 * mismatch as an error).
 */
async function visit(
  browser: Browser,
  options: BrowserContextOptions,
  path: string,
  baseURL: string,
) {
  const context = await browser.newContext({ ...options, baseURL });
  const page = await context.newPage();
  const logged: string[] = [];
  page.on('console', (message) => {
    // A signed-out visitor's session check answers 401, which the browser itself logs.
    if (message.text().startsWith('Failed to load resource')) return;
    if (message.type() === 'error' || message.type() === 'warning') logged.push(message.text());
  });
  page.on('pageerror', (error) => logged.push(error.message));
  // The server's heading, taken once the HTML is parsed and before the deferred scripts run.
  await page.addInitScript(() =>
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') {
        (window as { serverHeading?: Element | null }).serverHeading = document.querySelector('h1');
      }
    }),
  );
  const response = await page.goto(path);
  expect(response!.status()).toBe(200);
  const html = await response!.text();
  expect(/<div id="root">[\s\S]*<h1[\s\S]*<\/main>/.test(html), `${path} arrives rendered`).toBe(
    true,
  );
  await page.waitForLoadState('networkidle');
  // Hydrated, not rendered anew: React adopted the server's elements.
  const heading = await page.evaluate(() => {
    const taken = (window as { serverHeading?: Element | null }).serverHeading;
    return { taken: Boolean(taken), kept: taken === document.querySelector('h1') };
  });
  expect(heading, `${path} keeps the server's heading`).toEqual({ taken: true, kept: true });
  return { page, context, logged };
}

for (const [device, options] of CONTEXTS) {
  test(`the public pages arrive rendered and hydrate without a warning on a ${device}`, async ({
    browser,
    baseURL,
  }) => {
    const links = await visit(browser, options, '/', baseURL!);
    const category = await links.page
      .locator('#categories a[href^="/producs/"]')
      .first()
      .getAttribute('href');
    const seller = await links.page.locator('a[href^="/sellers/"]').first().getAttribute('href');
    await links.context.close();
    expect(links.logged).toEqual([]);

    for (const path of ['/', category!, seller!, '/search?q=phone', '/blog']) {
      const { page, context, logged } = await visit(browser, options, path, baseURL!);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.screenshot({
        path: join(
          REPOSITORY_ROOT,
          'e2e',
          'screenshots',
          'visitor-gets-server-rendered-pages-that-hydrate',
          `${device}-${path === '/' ? 'home' : path.replace(/[^a-z0-9]+/gi, '-').slice(1)}.png`,
        ),
        fullPage: true,
      });
      expect(logged, `what ${path} logged`).toEqual([]);
      await context.close();
    }
  });
}
