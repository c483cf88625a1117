import { gzipSync } from 'node:zlib';
import { expect, test } from '../support/test';

test('the home page loads the federation runtime once and no seller or admin code', async ({
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

  expect(scripts.filter((path) => path.startsWith('/remotes/seller/'))).toEqual([]);
  expect(scripts.filter((path) => path.startsWith('/remotes/admin/'))).toEqual([]);
  // The storefront brings its entry and its page (the chunks its manifest lists for HomePage,
  // which may include code its pages share), nothing of its own React or libraries: those come
  // from the shell as shared singletons.
  const storefrontScripts = scripts.filter((path) => path.startsWith('/remotes/storefront/'));
  expect(storefrontScripts).toContain('/remotes/storefront/remoteEntry.js');
  const manifest = (await (await request.get('/remotes/storefront/mf-manifest.json')).json()) as {
    exposes: { name: string; assets: { js: { sync: string[] } } }[];
  };
  const homePageChunks = manifest.exposes
    .find(({ name }) => name === 'HomePage')!
    .assets.js.sync.map((file) => `/remotes/storefront/${file}`);
  expect(
    storefrontScripts.filter(
      (path) => !path.endsWith('/remoteEntry.js') && !homePageChunks.includes(path),
    ),
  ).toEqual([]);

  // Recorded for the performance budget: what a first visit downloads, gzip-compressed.
  let gzipBytes = 0;
  for (const path of scripts) {
    gzipBytes += gzipSync(await (await request.get(path)).body()).length;
  }
  const summary = `${scripts.length} files, ${gzipBytes} bytes gzip`;
  testInfo.annotations.push({ type: 'first-load JavaScript of /', description: summary });
  process.stdout.write(`First-load JavaScript of /: ${summary}\n`);
});
