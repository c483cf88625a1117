import { DEMO, signIn } from '../support/accounts';
import { freePort } from '../support/free-port';
import { type MarketplaceServer, startMarketplaceServer } from '../support/marketplace-server';
import { remoteBuildFolder } from '../support/repository';
import { serveStaticOrigin } from '../support/static-origin';
import { expect, expectNoSeriousAccessibilityProblems, test as journeyTest } from '../support/test';

const test = journeyTest.extend<object, { storefrontPort: number; marketplace: MarketplaceServer }>(
  {
    // Where the storefront is said to be, and where nothing answers until the test starts it.
    storefrontPort: [async ({}, use) => use(await freePort()), { scope: 'worker' }],
    marketplace: [
      async ({ storefrontPort }, use) => {
        const server = await startMarketplaceServer({
          REMOTE_STOREFRONT_URL: `http://localhost:${storefrontPort}/`,
        });
        await use(server);
        await server.stop();
      },
      { scope: 'worker', timeout: 90_000 },
    ],
    baseURL: async ({ marketplace }, use) => use(marketplace.url),
  },
);

test('with the storefront unreachable, only its area falls back and everything else works', async ({
  page,
  storefrontPort,
  journey,
}) => {
  await page.goto('/');
  const fallback = page.getByRole('alert').filter({ hasText: 'This section is unavailable' });
  await expect(fallback).toBeVisible();
  await expect(page.getByRole('link', { name: 'Blog' })).toBeVisible();
  await expectNoSeriousAccessibilityProblems(page);
  await journey.capture('storefront-unavailable');

  // Sign-in and another remote's pages still work.
  await signIn(page, DEMO.seller);
  await page.goto('/dashbord/myproduct');
  await expect(page.getByRole('heading', { name: 'My Products', level: 1 })).toBeVisible();

  // Once the storefront is reachable again, Retry brings its page back without a reload.
  await page.goto('/');
  await expect(fallback).toBeVisible();
  const storefrontHost = await serveStaticOrigin(remoteBuildFolder('storefront'), {
    port: storefrontPort,
  });
  try {
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome to the marketplace' })).toBeVisible();
    await journey.capture('storefront-back-after-retry');
  } finally {
    await storefrontHost.stop();
  }
});
