import { REMOTES } from '@marketplace/contracts';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMarketplaceServer } from '../support/marketplace-server';
import { buildRemoteVariant } from '../support/remote-variant';
import { REPOSITORY_ROOT, remoteNamed } from '../support/repository';
import { expect, test } from '../support/test';

const TODAY = 'Tips for buying and selling second-hand, from pricing to the meeting.';
const NEXT = 'Fresh advice for buying and selling second-hand, from the price to the handover.';

/** The storefront team's next version: one sentence of the blog page reworded. */
const NEXT_STOREFRONT_VERSION = {
  remote: 'storefront',
  edits: [{ file: 'src/features/blog/BlogList.tsx', replace: TODAY, with: NEXT }],
};

/** The shell's and every remote's production build, copied where the server publishes them from. */
async function copyOfBuilds(): Promise<string> {
  const webRoot = await mkdtemp(join(tmpdir(), 'marketplace-web-root-'));
  for (const folder of ['shell', ...REMOTES.map((remote) => remote.folder)]) {
    await cp(join(REPOSITORY_ROOT, folder, 'dist'), join(webRoot, folder, 'dist'), {
      recursive: true,
    });
  }
  return webRoot;
}

test('the storefront team ships a change that the server renders, with no shell or API release', async ({
  page,
}) => {
  // Building the storefront takes most of this.
  test.setTimeout(240_000);
  const webRoot = await copyOfBuilds();
  const server = await startMarketplaceServer({ WEB_ROOT: webRoot });
  const next = await buildRemoteVariant(NEXT_STOREFRONT_VERSION);
  try {
    /** The blog as a crawler reads it: the HTML, no script run. */
    const blogHtml = async () =>
      (await fetch(`${server.url}/blog`, { headers: { accept: 'text/html' } })).text();
    expect(await blogHtml()).toContain(TODAY);

    // The storefront's host folder gets the new build, as an upload would; the API process, the
    // shell and the other remotes stay as they are.
    const storefront = join(webRoot, remoteNamed('storefront').folder, 'dist');
    await rm(storefront, { recursive: true, force: true });
    await cp(next.directory, storefront, { recursive: true });

    // The server reads a remote's files again within ROUTE_MANIFEST_TTL_MS (10 s), and a kept
    // page is rendered afresh past its own 10 s.
    await expect
      .poll(blogHtml, { timeout: 60_000, intervals: [1_000] })
      .toMatch(new RegExp(`<div id="root">[\\s\\S]*${NEXT.replace(/[.]/g, '\\.')}`));
    expect(await blogHtml()).not.toContain(TODAY);

    // The browser hydrates the new markup with the new remote's scripts, without a mismatch.
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
        problems.push(message.text());
      }
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${server.url}/blog`);
    await expect(page.getByText(NEXT)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  } finally {
    await next.remove();
    await server.stop();
    await rm(webRoot, { recursive: true, force: true });
  }
});
