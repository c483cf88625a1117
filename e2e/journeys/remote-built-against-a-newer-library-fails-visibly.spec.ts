import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEMO, signIn } from '../support/accounts';
import { type MarketplaceServer, startMarketplaceServer } from '../support/marketplace-server';
import { type RemoteVariantBuild, buildRemoteVariant } from '../support/remote-variant';
import { type StaticOrigin, serveStaticOrigin } from '../support/static-origin';
import { expect, test as journeyTest } from '../support/test';

interface ManifestShared {
  name: string;
  version: string;
  requiredVersion: string;
  singleton: boolean;
}

const test = journeyTest.extend<
  object,
  { sellerBuild: RemoteVariantBuild; sellerCdn: StaticOrigin; marketplace: MarketplaceServer }
>({
  // The seller remote as built by a team that already has @marketplace/ui 2.0.0 (a major the
  // shell does not provide yet): the same sources, compiled against its own copy of the library.
  sellerBuild: [
    async ({}, use) => {
      const build = await buildRemoteVariant({
        remote: 'seller',
        libraryVersions: { ui: '2.0.0' },
      });
      await use(build);
      await build.remove();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  sellerCdn: [
    async ({ sellerBuild }, use) => {
      const origin = await serveStaticOrigin(sellerBuild.directory);
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

test("a remote that needs a newer shared library than the shell's says its area is unavailable, and runs on no older copy", async ({
  page,
  sellerBuild,
  journey,
}) => {
  // What the build declared: the UI library's shared part (its page state) at
  // 2.0.0, needing ^2.0.0, while the shell has 1.1.0.
  const manifest = JSON.parse(
    await readFile(join(sellerBuild.directory, 'mf-manifest.json'), 'utf8'),
  ) as { shared: ManifestShared[] };
  expect(manifest.shared.find(({ name }) => name === '@marketplace/ui/page-state')).toMatchObject({
    version: '2.0.0',
    requiredVersion: '^2.0.0',
    singleton: true,
  });

  const federationErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') federationErrors.push(message.text());
  });

  await signIn(page, DEMO.seller);
  await page.goto('/dashbord/myproduct');
  await expect(
    page.getByRole('alert').filter({ hasText: 'This section is unavailable' }),
  ).toBeVisible();
  // Nothing of the seller's page rendered on the shell's older library.
  await expect(page.getByRole('heading', { name: 'My Products', level: 1 })).toHaveCount(0);
  // Why, for the team reading the console: the library, the version there and the one needed.
  expect(federationErrors.join('\n')).toMatch(
    /Version 1\.1\.0 .*@marketplace\/ui\/page-state does not satisfy the requirement of seller which needs \^2\.0\.0/,
  );
  await journey.capture('seller-area-unavailable');

  // Only the seller's area: the navbar and the other remotes' pages work on.
  await page
    .getByRole('navigation', { name: 'Dashboard menu' })
    .getByRole('link', { name: 'My Orders' })
    .click();
  await expect(page.getByRole('heading', { name: 'My Orders', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(
    page.getByRole('heading', { name: 'Welcome to the marketplace', level: 1 }),
  ).toBeVisible();
});
