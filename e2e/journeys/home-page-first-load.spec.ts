import { gzipSync } from 'node:zlib';
import { expect, test } from '../support/test';

/**
 * The most script, gzip-compressed file by file, a first visit to `/` may download. Exact, so
 * any growth fails here: raise it only for a reason written in the commit, and never past the
 * 200 000 the product asks for (docs/architecture.md says where the bytes go).
 */
const FIRST_LOAD_BUDGET_BYTES = 200_000;

test('the home page loads the federation runtime once, no seller or admin code, within its byte budget', async ({
  page,
  request,
}, testInfo) => {
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome to the marketplace' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  // The shell reads every remote's route manifest as routes.json; beyond that, only the
  // storefront's entry and its home page: nothing of the seller or admin remotes.
  const exposedChunks = async (remote: string, exposed: string[]) => {
    const manifest = (await (await request.get(`/remotes/${remote}/mf-manifest.json`)).json()) as {
      exposes: { name: string; assets: { js: { sync: string[] } } }[];
    };
    return manifest.exposes
      .filter(({ name }) => exposed.includes(name))
      .flatMap(({ assets }) => assets.js.sync.map((file) => `/remotes/${remote}/${file}`));
  };
  expect(scripts).toContain('/remotes/storefront/remoteEntry.js');
  const homePage = await exposedChunks('storefront', ['HomePage']);
  expect(
    scripts.filter(
      (path) =>
        path.startsWith('/remotes/') &&
        path !== '/remotes/storefront/remoteEntry.js' &&
        !homePage.includes(path),
    ),
  ).toEqual([]);

  // What a first visit downloads, gzip-compressed, against the budget.
  let gzipBytes = 0;
  for (const path of scripts) {
    gzipBytes += gzipSync(await (await request.get(path)).body()).length;
  }
  const summary = `${scripts.length} files, ${gzipBytes} bytes gzip`;
  testInfo.annotations.push({ type: 'first-load JavaScript of /', description: summary });
  process.stdout.write(`First-load JavaScript of /: ${summary}\n`);
  expect(gzipBytes).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
});
