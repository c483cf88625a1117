import { DEMO, signIn } from '../support/accounts';
import { type MarketplaceServer, startMarketplaceServer } from '../support/marketplace-server';
import { remoteBuildFolder } from '../support/repository';
import { type StaticOrigin, serveStaticOrigin } from '../support/static-origin';
import { expect, test as journeyTest } from '../support/test';

const test = journeyTest.extend<object, { adminCdn: StaticOrigin; marketplace: MarketplaceServer }>(
  {
    // The admin remote's build on its own static host, as a team deploying it separately would.
    adminCdn: [
      async ({}, use) => {
        const origin = await serveStaticOrigin(remoteBuildFolder('admin'));
        await use(origin);
        await origin.stop();
      },
      { scope: 'worker' },
    ],
    marketplace: [
      async ({ adminCdn }, use) => {
        const server = await startMarketplaceServer({ REMOTE_ADMIN_URL: `${adminCdn.url}/` });
        await use(server);
        await server.stop();
      },
      { scope: 'worker', timeout: 90_000 },
    ],
    baseURL: async ({ marketplace }, use) => use(marketplace.url),
  },
);

test('the shell loads the admin pages from the origin its runtime config names', async ({
  page,
  adminCdn,
  journey,
}) => {
  const config = await (await page.request.get('/runtime-config.json')).json();
  expect(config.remotes.admin).toBe(`${adminCdn.url}/mf-manifest.json`);

  await signIn(page, DEMO.admin);
  const fromCdn = page.waitForResponse(
    (response) => response.url().startsWith(`${adminCdn.url}/`) && response.url().endsWith('.js'),
  );
  await page.goto('/dashbord/alluser');
  await expect(page.getByRole('heading', { name: 'All Users', level: 1 })).toBeVisible();
  expect((await fromCdn).status()).toBe(200);
  await journey.capture('admin-page-from-second-origin');

  // The other remotes still come from the marketplace's own origin.
  await page.goto('/dashbord/myorders');
  await expect(page.getByRole('heading', { name: 'My Orders', level: 1 })).toBeVisible();
});
