import type { Browser, Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { DEMO, signIn } from '../support/accounts';
import { type MarketplaceServer, startMarketplaceServer } from '../support/marketplace-server';
import { buildRemoteVariant } from '../support/remote-variant';
import { REPOSITORY_ROOT, remoteBuildFolder } from '../support/repository';
import { myProductRow } from '../support/seller';
import { type StaticOrigin, serveStaticOrigin } from '../support/static-origin';
import { expect, expectNoSeriousAccessibilityProblems, test as journeyTest } from '../support/test';

/** The seller team's next version: today's seller remote plus a dashboard page and its entry. */
const NEXT_SELLER_VERSION = {
  remote: 'seller',
  overlay: join(REPOSITORY_ROOT, 'e2e', 'fixtures', 'seller-next-version'),
  exposes: {
    './routes': './src/next-routes.ts',
    './SalesSummaryPage': './src/pages/SalesSummaryPage.tsx',
  },
} as const;

/** The seller remote's own host, and what its team uploads to it: one build folder at a time. */
class SellerHost {
  private constructor(
    private readonly folder: string,
    private readonly origin: StaticOrigin,
  ) {}

  static async start() {
    const folder = await mkdtemp(join(tmpdir(), 'marketplace-seller-host-'));
    return new SellerHost(folder, await serveStaticOrigin(folder));
  }

  get url() {
    return this.origin.url;
  }

  /** Replaces every file on the host with `build`'s, as an upload to a CDN bucket would. */
  async deploy(build: string) {
    await rm(this.folder, { recursive: true, force: true });
    await cp(build, this.folder, { recursive: true });
  }

  async stop() {
    await this.origin.stop();
    await rm(this.folder, { recursive: true, force: true });
  }
}

const test = journeyTest.extend<object, { sellerHost: SellerHost; marketplace: MarketplaceServer }>(
  {
    sellerHost: [
      async ({}, use) => {
        const host = await SellerHost.start();
        await host.deploy(remoteBuildFolder('seller'));
        await use(host);
        await host.stop();
      },
      { scope: 'worker' },
    ],
    marketplace: [
      async ({ sellerHost }, use) => {
        const server = await startMarketplaceServer({ REMOTE_SELLER_URL: `${sellerHost.url}/` });
        await use(server);
        await server.stop();
      },
      { scope: 'worker', timeout: 90_000 },
    ],
    baseURL: async ({ marketplace }, use) => use(marketplace.url),
  },
);

/** Every file under `folder` with the SHA-256 of its content, by its path inside `folder`. */
async function hashFiles(folder: string): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    hashes[relative(folder, path)] = createHash('sha256')
      .update(await readFile(path))
      .digest('hex');
  }
  return hashes;
}

const dashboardMenu = (page: Page) => page.getByRole('navigation', { name: 'Dashboard menu' });

/** On a phone: the page fits, axe finds nothing serious, and the menu drawer lists it. */
async function expectTheNewPageToFitAPhone(browser: Browser, baseURL: string, screenshot: string) {
  const phone = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const login = await phone.request.post('/api/auth/login', {
    data: { email: DEMO.seller.email, password: DEMO.seller.password },
  });
  expect(login.ok()).toBe(true);
  const page = await phone.newPage();
  await page.goto('/dashbord/salessummary');
  await expect(page.getByRole('heading', { name: 'Sales Summary', level: 1 })).toBeVisible();
  await expect(page.getByRole('definition').first()).toHaveText(/^\d+$/);
  const { documentWidth, windowWidth } = await page.evaluate(() => ({
    documentWidth: document.documentElement.scrollWidth,
    windowWidth: document.documentElement.clientWidth,
  }));
  expect(documentWidth).toBeLessThanOrEqual(windowWidth);
  await expectNoSeriousAccessibilityProblems(page);
  await page.screenshot({ path: screenshot, fullPage: true });
  await page.getByRole('button', { name: 'Dashboard menu' }).tap();
  await expect(dashboardMenu(page).getByRole('link', { name: 'Sales Summary' })).toBeInViewport();
  await page.screenshot({ path: screenshot.replace(/\.png$/, '-menu.png') });
  await phone.close();
}

test('the seller team ships a dashboard page and its menu entry with no shell release', async ({
  page,
  browser,
  baseURL,
  sellerHost,
  journey,
}, testInfo) => {
  // Room for building the seller remote once more (about 20 s on CI's two cores).
  test.setTimeout(180_000);
  const shellBuild = join(REPOSITORY_ROOT, 'shell', 'dist');
  const shellBefore = await hashFiles(shellBuild);
  const storefrontBefore = await hashFiles(remoteBuildFolder('storefront'));
  expect(Object.keys(shellBefore)).toContain('index.html');

  await signIn(page, DEMO.seller);
  await page.goto('/dashbord/myproduct');
  await expect(dashboardMenu(page).getByRole('link', { name: 'My Product' })).toBeVisible();
  await expect(dashboardMenu(page).getByRole('link', { name: 'Sales Summary' })).toHaveCount(0);

  const nextVersion = await buildRemoteVariant(NEXT_SELLER_VERSION);
  try {
    await sellerHost.deploy(nextVersion.directory);
  } finally {
    await nextVersion.remove();
  }

  // The same shell, served by the same server; only the seller's host has new files.
  await page.reload();
  const entries = dashboardMenu(page).getByRole('link');
  await expect(entries.filter({ hasText: 'Sales Summary' })).toBeVisible();
  await expect(entries).toHaveText([
    'My Orders',
    'Messages',
    'Favourites',
    'Saved searches',
    'Settings',
    'My Product',
    'Add Product',
    /^Orders Received/,
    'Sales Summary',
  ]);
  await entries.filter({ hasText: 'Sales Summary' }).click();
  await expect(page).toHaveURL(/\/dashbord\/salessummary$/);
  await expect(page.getByRole('heading', { name: 'Sales Summary', level: 1 })).toBeVisible();
  await expect(page.getByRole('definition').first()).toHaveText(/^\d+$/);
  await journey.capture('new-page-from-the-new-seller-version');
  await expectTheNewPageToFitAPhone(browser, baseURL!, testInfo.outputPath('phone.png'));

  // The pages the seller had still come from the seller's host, in their new version.
  await page.goto('/dashbord/myproduct');
  await expect(myProductRow(page, 'Sony ZV-1 vlogging camera')).toBeVisible();

  // The storefront is untouched: still the marketplace's own copy, and still working.
  const storefrontScript = page.waitForResponse(
    (response) => response.url().includes('/remotes/storefront/') && response.url().endsWith('.js'),
  );
  await page.goto('/');
  await expect(
    page.getByRole('heading', { name: 'Welcome to the marketplace', level: 1 }),
  ).toBeVisible();
  expect((await storefrontScript).status()).toBe(200);

  expect(await hashFiles(shellBuild)).toEqual(shellBefore);
  expect(await hashFiles(remoteBuildFolder('storefront'))).toEqual(storefrontBefore);
});
