import { SERVER_ENTRY_FILE } from '@marketplace/contracts';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  VISITOR,
  WAIT_FOR_EVERY_RENDER,
  pageAt,
  servedFromCopiedBuilds,
  serverRendersCounted,
} from '../testing/rendered-pages.js';
import { addCategory, listProduct } from '../testing/catalogue.js';
import { until } from '../testing/until.js';

describe('a remote failing on the server', () => {
  const metricsToken = 'a metrics token for the failing remote';
  const served = servedFromCopiedBuilds(
    undefined,
    { ...WAIT_FOR_EVERY_RENDER, METRICS_TOKEN: metricsToken },
    (webRoot) =>
      writeFileSync(
        join(webRoot, 'mfe-storefront', 'dist', SERVER_ENTRY_FILE),
        "throw new Error('a broken deployment');\n",
      ),
  );

  it('still answers 200 with the rest of the page, and its area unavailable until the browser renders it', async () => {
    const page = await pageAt(served.base, '/blog');

    expect(page.status).toBe(200);
    expect(page.root).toContain('Skip to content');
    expect(page.root).toContain('aria-label="Marketplace home"');
    expect(page.root).toContain('This section is unavailable');
    expect(page.root).not.toContain('Tips for buying and selling second-hand');
  });

  it('renders a page whose area failed anew when it is renewed, though what it shows is the same', async () => {
    const renewals = (outcome: 'rendered' | 'unchanged') =>
      serverRendersCounted(served.base, metricsToken, 'renewal', outcome);
    const seller = await served.ctx.signUp({ role: 'seller' });
    const category = (await addCategory(served.ctx)).name;
    const searchPath = '/search?q=hammock';
    expect((await pageAt(served.base, searchPath)).root).toContain('This section is unavailable');
    const rendered = await renewals('rendered');

    // Every search page is stale after a listing; this one's results are the same.
    await listProduct(seller.client, category, { productName: 'Pine bedside table' });
    await until(
      async () => {
        await pageAt(served.base, searchPath);
        return renewals('rendered');
      },
      (count) => count > rendered,
    );
    expect(await renewals('unchanged')).toBe(0);
  });
});

describe('a render thread that dies', () => {
  // The shell's container ends the thread that loads it, as running out of memory would.
  const served = servedFromCopiedBuilds(undefined, WAIT_FOR_EVERY_RENDER, (webRoot) =>
    writeFileSync(join(webRoot, 'shell', 'dist', SERVER_ENTRY_FILE), 'process.exit(3);\n'),
  );

  it('leaves its pages to the browser, again and again, and the API answers on', async () => {
    for (const path of ['/blog', '/', '/search?q=lamp']) {
      const page = await pageAt(served.base, path);
      expect(page.status).toBe(200);
      expect(page.html).toContain('<div id="root"></div>');
      expect(page.html).toMatch(/<title>[^<]*</);
    }
    expect((await fetch(`${served.base}/api/health`)).status).toBe(200);
  });
});

/**
 * Makes the shell's server container run `fault` (a statement) the first time it loads, and
 * load as built after that: for the enclosing `describe`, to pass as `alter`.
 */
function shellContainerFailingOnce(name: string, fault: string) {
  const marker = join(tmpdir(), `marketplace-${name}-${process.pid}`);
  afterAll(() => rmSync(marker, { force: true }));
  return (webRoot: string) => {
    writeFileSync(marker, '');
    const entry = join(webRoot, 'shell', 'dist', SERVER_ENTRY_FILE);
    const once = `if (require('node:fs').existsSync(${JSON.stringify(marker)})) { require('node:fs').rmSync(${JSON.stringify(marker)}); ${fault} }\n`;
    writeFileSync(entry, once + readFileSync(entry, 'utf8'));
  };
}

describe('a render that never ends', () => {
  // The shell's container loops forever the first time it loads, as a deployment's bug might.
  const served = servedFromCopiedBuilds(
    undefined,
    { ...WAIT_FOR_EVERY_RENDER, REMOTE_LOAD_TIMEOUT_MS: '1000' },
    shellContainerFailingOnce('stuck-render', 'for (;;) {}'),
  );

  it('is stopped after five remote timeouts, and the next page renders again', async () => {
    // The stuck render holds the one render slot: the visitor gets the page the browser renders.
    const first = await pageAt(served.base, '/blog');
    expect(first.status).toBe(200);
    expect(first.root).toBe('');

    let home = await pageAt(served.base, '/');
    for (let attempt = 0; attempt < 100 && !home.root; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      home = await pageAt(served.base, '/');
    }
    expect(home.root).toContain('Welcome to the marketplace');
  }, 30_000);
});

describe('a render not done within SERVER_RENDER_WAIT_MS', () => {
  const served = servedFromCopiedBuilds(undefined, {
    SERVER_RENDER_WAIT_MS: '0',
    SERVER_RENDER_WARM_UP: 'true',
  });

  it('renders the home page as the server starts, so its very first visitor gets it rendered', async () => {
    const home = await pageAt(served.base, '/');
    expect(home.root).toContain('Welcome to the marketplace');
  });

  it('leaves that visitor the client-rendered page, with its status and head, and keeps the render for the next', async () => {
    const first = await pageAt(served.base, '/blog', VISITOR);
    expect(first.status).toBe(200);
    expect(first.html).toContain('<div id="root"></div>');
    expect(first.html).toMatch(/<title>[^<]*Blog/);

    // The render went on after that answer; a later visitor is served it from the cache.
    let later = first;
    for (let attempt = 0; attempt < 100 && !later.root; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      later = await pageAt(served.base, '/blog', VISITOR);
    }
    expect(later.root).toContain('Tips for buying and selling second-hand');
  });

  it('renders a page once whatever parameters it does not read, so a made-up one costs no render', async () => {
    // The search page's render asks the API, so it never settles within this suite's 0 ms wait.
    let searched = await pageAt(served.base, '/search?q=lamp', VISITOR);
    for (let attempt = 0; attempt < 100 && !searched.root; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      searched = await pageAt(served.base, '/search?q=lamp', VISITOR);
    }
    expect(searched.root).toContain('<h1');

    // Parameters the route's `query` does not name: the kept render answers at once.
    const shared = await pageAt(served.base, '/search?utm_source=chat&q=lamp&ref=42', VISITOR);
    expect(shared.root).toBe(searched.root);
    // A word it reads is another page, rendered in the background: this visitor gets the shell.
    expect((await pageAt(served.base, '/search?q=sofa', VISITOR)).root).toBe('');
  });
});

describe('a render that fails once', () => {
  // The shell's container ends its thread the first time it loads, as a passing fault would.
  const served = servedFromCopiedBuilds(
    undefined,
    {},
    shellContainerFailingOnce('failing-render', 'process.exit(3);'),
  );

  it('is not kept as final: the page is rendered again after a short back-off', async () => {
    const first = await pageAt(served.base, '/blog');
    expect(first.status).toBe(200);
    expect(first.root).toBe('');

    const retried = await until(
      () => pageAt(served.base, '/blog'),
      (page) => page.root !== '',
      5_000,
    );
    expect(retried.root).toContain('Tips for buying and selling second-hand');
  });
});
