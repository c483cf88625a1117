import { gzipSync } from 'node:zlib';
import { expect, test } from '../support/test';

test('the home page loads the federation runtime once and, of the seller and admin remotes, only their route manifests', async ({
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

  // Each remote's entry and its route manifest load (the shell builds its routes and menu from
  // them); beyond that, only the storefront's home page: no seller or admin page code.
  const exposedChunks = async (remote: string, exposed: string[]) => {
    const manifest = (await (await request.get(`/remotes/${remote}/mf-manifest.json`)).json()) as {
      exposes: { name: string; assets: { js: { sync: string[] } } }[];
    };
    return manifest.exposes
      .filter(({ name }) => exposed.includes(name))
      .flatMap(({ assets }) => assets.js.sync.map((file) => `/remotes/${remote}/${file}`));
  };
  expect(scripts).toContain('/remotes/storefront/remoteEntry.js');
  for (const [remote, exposed] of [
    ['storefront', ['routes', 'HomePage']],
    ['seller', ['routes']],
    ['admin', ['routes']],
  ] as const) {
    const allowed = await exposedChunks(remote, [...exposed]);
    expect(
      scripts.filter(
        (path) =>
          path.startsWith(`/remotes/${remote}/`) &&
          !path.endsWith('/remoteEntry.js') &&
          !allowed.includes(path),
      ),
    ).toEqual([]);
  }

  // Recorded for the performance budget: what a first visit downloads, gzip-compressed.
  let gzipBytes = 0;
  for (const path of scripts) {
    gzipBytes += gzipSync(await (await request.get(path)).body()).length;
  }
  const summary = `${scripts.length} files, ${gzipBytes} bytes gzip`;
  testInfo.annotations.push({ type: 'first-load JavaScript of /', description: summary });
  process.stdout.write(`First-load JavaScript of /: ${summary}\n`);
});
