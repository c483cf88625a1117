import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { mkdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { type MarketplaceServer, startMarketplaceServer } from './marketplace-server';
import { rememberDataDir } from './outbox';
import { REPOSITORY_ROOT } from './repository';

/** The widths every journey is photographed at: a phone and a laptop. */
export const SCREENSHOT_WIDTHS = [390, 1280] as const;

export interface Journey {
  /**
   * Saves the page as it is now at each width, under e2e/screenshots/<journey>/<step>-<width>.png,
   * then puts the viewport back.
   */
  capture(step: string): Promise<void>;
  /** Where a screenshot of `step` taken by the journey itself goes (a dialog at one width). */
  pathOf(step: string): string;
}

/**
 * Fails on every serious or critical accessibility problem axe-core finds on the page as it is
 * now, listing each with the element involved.
 */
export async function expectNoSeriousAccessibilityProblems(page: Page): Promise<void> {
  const scan = async () => {
    // Scan the page at rest: mid-fade (a toast arriving, a dialog opening) its colours are
    // half-transparent, and axe would judge contrast on a frame nobody reads.
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getTiming().iterations === Infinity,
        ),
    );
    const { violations } = await new AxeBuilder({ page }).analyze();
    // One entry per element, so a second scan can confirm each on its own.
    return violations
      .filter(({ impact }) => impact === 'serious' || impact === 'critical')
      .flatMap(({ id, help, nodes }) =>
        nodes.map((node) => `${id}: ${help} (${node.target.join(' ')})`),
      );
  };
  let serious = await scan();
  // A toast may start to fade out while axe reads the page (a scan takes about a second): a
  // problem counts when a second scan at rest finds it again.
  if (serious.length > 0) {
    const again = await scan();
    serious = serious.filter((problem) => again.includes(problem));
  }
  expect(serious, `accessibility problems on ${page.url()}`).toEqual([]);
}

/** Set on `<html>` by the shell once the app has committed (shell/src/server-rendering). */
const INTERACTIVE = 'html[data-interactive]';

/** Waits until the page the browser holds answers input (see below). */
export async function waitForTheApp(page: Page): Promise<void> {
  await page.locator(INTERACTIVE).waitFor({ state: 'attached' });
}

const patched = Symbol('waits for the app');

/**
 * Every page of every context waits, after `goto` and `reload`, until the app answers input: a
 * server-rendered page shows its buttons before its scripts have run, and a press then does
 * nothing. A visitor waits for the page to respond; the journeys do too, rather than each
 * remembering to. Patched on the shared prototype, so pages from `browser.newContext()` wait too.
 */
function waitForTheAppAfterNavigation(page: Page): void {
  const prototype = Object.getPrototypeOf(page) as Page & { [patched]?: true };
  if (prototype[patched]) return;
  prototype[patched] = true;
  for (const method of ['goto', 'reload'] as const) {
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called with apply(this) below
    const navigate = prototype[method] as (this: Page, ...args: unknown[]) => Promise<unknown>;
    Object.defineProperty(prototype, method, {
      value: async function (this: Page, ...args: unknown[]) {
        const response = await navigate.apply(this, args);
        await waitForTheApp(this);
        return response;
      },
    });
  }
}

export const test = base.extend<{ journey: Journey; interactiveNavigation: void }>({
  interactiveNavigation: [
    async ({ page }, use) => {
      waitForTheAppAfterNavigation(page);
      await use();
    },
    { auto: true },
  ],

  // Known only once global setup has started the server.
  baseURL: async ({}, use) => use(process.env.E2E_BASE_URL),

  journey: async ({ page }, use, testInfo) => {
    const folder = join(
      REPOSITORY_ROOT,
      'e2e',
      'screenshots',
      basename(testInfo.file).replace(/\.spec\.ts$/, ''),
    );
    await mkdir(folder, { recursive: true });
    await use({
      async capture(step) {
        // The screenshots are for people to look at, and CI keeps no files. Two full-page shots a
        // capture were a sixth of the time of the journeys that take the most.
        if (process.env.CI) return;
        const original = page.viewportSize();
        for (const width of SCREENSHOT_WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          await page.screenshot({ path: join(folder, `${step}-${width}.png`), fullPage: true });
        }
        if (original) await page.setViewportSize(original);
      },
      pathOf: (step) => join(folder, `${step}.png`),
    });
  },
});

/**
 * The journeys of a file that changes what every other journey reads (verifies the demo seller,
 * fills the tables) run on a marketplace of their own, with a database of its own.
 */
export const testOnOwnMarketplace = testOnOwnMarketplaceWith({});

/** As testOnOwnMarketplace, its server started with `env` (a shorter timeout, say). */
export function testOnOwnMarketplaceWith(env: Record<string, string>) {
  return test.extend<object, { marketplace: MarketplaceServer }>({
    marketplace: [
      async ({}, use) => {
        const server = await startMarketplaceServer(env);
        rememberDataDir(server.url, server.dataDir);
        await use(server);
        await server.stop();
      },
      { scope: 'worker', timeout: 90_000 },
    ],
    baseURL: async ({ marketplace }, use) => use(marketplace.url),
  });
}

export { expect };
