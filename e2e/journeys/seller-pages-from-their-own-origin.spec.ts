import { DEMO, signIn } from '../support/accounts';
import { type MarketplaceServer, startMarketplaceServer } from '../support/marketplace-server';
import { remoteBuildFolder } from '../support/repository';
import { myProductRow } from '../support/seller';
import { type StaticOrigin, serveStaticOrigin } from '../support/static-origin';
import { expect, test as journeyTest } from '../support/test';

const test = journeyTest.extend<
  object,
  { sellerCdn: StaticOrigin; marketplace: MarketplaceServer }
>({
  // The seller remote's build on a static host of its own, as its team would deploy it.
  sellerCdn: [
    async ({}, use) => {
      const origin = await serveStaticOrigin(remoteBuildFolder('seller'));
      await use(origin);
      await origin.stop();
    },
    { scope: 'worker' },
  ],
  marketplace: [
    async ({ sellerCdn }, use) => {
      const server = await startMarketplaceServer({ REMOTE_SELLER_URL: `${sellerCdn.url}/` });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ marketplace }, use) => use(marketplace.url),
});

test('the seller pages work when the seller remote is served from another origin', async ({
  page,
  sellerCdn,
}) => {
  const config = await (await page.request.get('/runtime-config.json')).json();
  expect(config.remotes.seller).toBe(`${sellerCdn.url}/mf-manifest.json`);

  await signIn(page, DEMO.seller);
  const fromCdn = page.waitForResponse(
    (response) => response.url().startsWith(`${sellerCdn.url}/`) && response.url().endsWith('.js'),
  );
  await page.goto('/dashbord/myproduct');
  expect((await fromCdn).status()).toBe(200);
  // Its calls still reach the marketplace's API: the demo seller's listings are there.
  await expect(myProductRow(page, 'Sony ZV-1 vlogging camera')).toBeVisible();

  await page.goto('/dashbord/addproduct');
  await expect(
    page.getByRole('form', { name: 'New product' }).getByLabel('Category'),
  ).toContainText('Cameras');
});
