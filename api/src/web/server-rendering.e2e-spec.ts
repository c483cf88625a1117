import { SERVER_ENTRY_FILE } from '@marketplace/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { addCategory, listProduct, productForm } from '../testing/catalogue.js';
import { makeDeal } from '../testing/deals.js';
import { DATABASE_TARGETS, type TestContext, createTestContext } from '../testing/test-app.js';
import { PageRenderer } from './page-renderer.js';
import { WebModule } from './web.module.js';

/** The repository's own builds of the shell and the storefront (Nx builds them before this suite). */
const REPOSITORY = fileURLToPath(new URL('../../../', import.meta.url));

/** The apps whose pages are public; the seller's and admin's remotes are not. */
const PUBLIC_APPS = ['shell', 'mfe-storefront'];
/** Every app: only with all of them does the server know an address is no page at all. */
const EVERY_APP = [...PUBLIC_APPS, 'mfe-seller', 'mfe-admin'];

/** A web root holding copies of the real builds of `apps`, so a test may break one. */
function copyOfBuilds(apps = PUBLIC_APPS): string {
  const webRoot = mkdtempSync(join(tmpdir(), 'marketplace-ssr-'));
  for (const folder of apps) {
    cpSync(join(REPOSITORY, folder, 'dist'), join(webRoot, folder, 'dist'), { recursive: true });
  }
  return webRoot;
}

/**
 * These suites look at what a render produces, so a request waits for it however slow the
 * machine; the production wait (SERVER_RENDER_WAIT_MS) has its own test below.
 */
const WAIT_FOR_EVERY_RENDER = { SERVER_RENDER_WAIT_MS: '20000' };

async function listen(app: NestFastifyApplication): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
}

/**
 * A page as a crawler gets it: one request, no browser, no script run, no cookie. `headers`: a
 * visitor's (one who has been here before sends a cookie).
 */
async function pageAt(base: string, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, { headers: { accept: 'text/html', ...headers } });
  const html = await response.text();
  const root =
    /<div id="root">([\s\S]*)<\/div>(?:<script data-src=[\s\S]*?<\/script>)?<\/body>/.exec(
      html,
    )?.[1] ?? '';
  return {
    status: response.status,
    html,
    root,
    contentSecurityPolicy: response.headers.get('content-security-policy') ?? '',
  };
}

/** A page's bytes as sent, not decoded (fetch would decompress them). */
function rawPageAt(base: string, path: string, acceptEncoding?: string) {
  return new Promise<{ encoding: string | undefined; vary: string | undefined; body: Buffer }>(
    (resolve, reject) => {
      const headers = {
        accept: 'text/html',
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      };
      request(`${base}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            encoding: response.headers['content-encoding'],
            vary: response.headers.vary,
            body: Buffer.concat(chunks),
          }),
        );
      })
        .on('error', reject)
        .end();
    },
  );
}

/**
 * The app, for the enclosing `describe`, on a copy of the builds that `alter` may break first;
 * its fields are set once the suite's first hook has run.
 */
function servedFromCopiedBuilds(
  databaseUrl: string | undefined,
  env: Record<string, string>,
  alter: (webRoot: string) => void = () => undefined,
  apps = PUBLIC_APPS,
) {
  const served = {} as { ctx: TestContext; base: string; webRoot: string };
  beforeAll(async () => {
    served.webRoot = copyOfBuilds(apps);
    alter(served.webRoot);
    served.ctx = await createTestContext(databaseUrl, { WEB_ROOT: served.webRoot, ...env });
    served.base = await listen(served.ctx.app);
    // The home page renders as the server starts, holding the one render slot meanwhile.
    await served.ctx.app.get(WebModule).homePageRendered;
    // Starting a database and loading every container takes a while on a busy machine.
  }, 120_000);
  afterAll(async () => {
    await served.ctx?.close();
    rmSync(served.webRoot, { recursive: true, force: true });
  });
  return served;
}

describe.each(DATABASE_TARGETS)('public pages rendered on the server, on %s', (_, databaseUrl) => {
  const served = servedFromCopiedBuilds(databaseUrl, WAIT_FOR_EVERY_RENDER);
  let category: string;

  beforeAll(async () => {
    const { ctx } = served;
    category = (await addCategory(ctx, `Bicycles ${Date.now()}`)).name;
    const seller = await ctx.signUp({ role: 'seller' });
    await listProduct(seller.client, category, {
      productName: 'Phoenix road bike',
      resellPrice: '12500',
    });
    await listProduct(seller.client, category, {
      productName: 'Duranta kids bike',
      resellPrice: '4200',
    });
  });

  it("a category page arrives with its listings' names, prices and structured data in the HTML", async () => {
    const page = await pageAt(served.base, `/producs/${encodeURIComponent(category)}`);

    expect(page.status).toBe(200);
    expect(page.root).toContain(`<h1`);
    expect(page.root).toContain(category);
    expect(page.root).toContain('Phoenix road bike');
    expect(page.root).toContain('Tk 12,500');
    expect(page.root).toContain('Duranta kids bike');
    expect(page.root).toContain('Tk 4,200');
    const jsonLd = JSON.parse(
      /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(page.html)?.[1] ?? 'null',
    );
    expect(
      jsonLd.itemListElement.map((entry: { item: { name: string } }) => entry.item.name),
    ).toEqual(['Duranta kids bike', 'Phoenix road bike']);
    // The styles of what was rendered, and the data the browser hydrates with, never a script to run.
    expect(page.html).toMatch(/<style[^>]*data-styled[^>]*>[^<]+<\/style>/);
    const state = JSON.parse(
      /<script type="application\/json" id="hydration-state">([^<]*)<\/script>/.exec(
        page.html,
      )?.[1] ?? 'null',
    );
    expect(Object.keys(state.manifests)).toEqual(['storefront']);
    expect(JSON.stringify(state.queries)).toContain('Phoenix road bike');
    expect(page.html).not.toMatch(/<script>/);
    // The listings' phone (productForm's) is in neither the markup nor the data hydrated from.
    expect(page.root).toContain('Sign in to see the phone');
    expect(page.html).not.toContain(productForm(category).phone);
  });

  it('starts the app from its one inline script, which the Content-Security-Policy allows by its hash', async () => {
    const page = await pageAt(served.base, `/producs/${encodeURIComponent(category)}`);
    const shellScript = /<script defer src="([^"]+)"><\/script>/.exec(
      readFileSync(join(REPOSITORY, 'shell', 'dist', 'index.html'), 'utf8'),
    )![1];

    // The build's script is no longer asked for from the head, before the page is painted...
    expect(page.html).not.toContain('<script defer');
    // ...but by the loader at the end of the body, which names it.
    const loader = /<script data-src="([^"]+)">([\s\S]*?)<\/script><\/body>/.exec(page.html);
    expect(loader?.[1]).toBe(shellScript);
    const hash = createHash('sha256').update(loader![2]!).digest('base64');
    expect(page.contentSecurityPolicy).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(page.contentSecurityPolicy).toContain(`'sha256-${hash}'`);

    // A page the browser renders asks for the script at once.
    expect((await pageAt(served.base, '/login')).html).toContain(
      `<script defer src="${shellScript}"></script>`,
    );
  });

  it('the home page, the blog and search results render on the server too', async () => {
    const home = await pageAt(served.base, '/');
    expect(home.root).toContain('Welcome to the marketplace');
    // A remote's pictures at the addresses the browser loads them from, not the server's files.
    expect(home.root).toMatch(/<img src="\/remotes\/storefront\/static\/media\/banner-/);
    expect((await pageAt(served.base, '/blog')).root).toContain(
      'Tips for buying and selling second-hand',
    );
    const search = await pageAt(served.base, '/search?q=phoenix');
    expect(search.root).toContain('Phoenix road bike');
    expect(search.html).not.toContain(productForm(category).phone);
    expect(search.root).not.toContain('Duranta kids bike');
    // Its words count, a parameter it does not read does not.
    const other = await pageAt(served.base, '/search?q=duranta&utm_source=chat');
    expect(other.root).toContain('Duranta kids bike');
    expect(other.root).not.toContain('Phoenix road bike');
  });

  it('sends a page compressed, brotli before gzip, and plain to a client that takes neither', async () => {
    const path = `/producs/${encodeURIComponent(category)}`;
    const plain = await rawPageAt(served.base, path);
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString('utf8')).toContain('Phoenix road bike');

    const brotli = await rawPageAt(served.base, path, 'gzip, deflate, br');
    expect(brotli.encoding).toBe('br');
    expect(brotli.vary).toMatch(/accept-encoding/i);
    // The same page, in a fraction of the bytes a slow phone line would otherwise carry.
    expect(brotliDecompressSync(brotli.body).toString('utf8')).toBe(plain.body.toString('utf8'));
    expect(brotli.body.length).toBeLessThan(plain.body.length / 3);

    const gzip = await rawPageAt(served.base, path, 'br;q=0, gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(plain.body.toString('utf8'));
  });

  it('leaves sign-in screens and signed-in pages to the browser', async () => {
    for (const path of ['/login', '/dashbord/myorders']) {
      const page = await pageAt(served.base, path);
      expect(page.status).toBe(200);
      expect(page.html).toContain('<div id="root"></div>');
    }
  });
});

describe('a remote failing on the server', () => {
  const served = servedFromCopiedBuilds(undefined, WAIT_FOR_EVERY_RENDER, (webRoot) =>
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

/** A visitor who has been here before: a cookie, so no waiting for renders past the budget. */
const VISITOR = { cookie: 'returning=1' };

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

/** Asks `read` again until `done` holds of its answer (a render in the background), for at most `withinMs`. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, withinMs = 10_000) {
  const started = Date.now();
  let value = await read();
  while (!done(value)) {
    if (Date.now() - started > withinMs) throw new Error(`not done within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  return value;
}

describe.each(DATABASE_TARGETS)(
  'rendered pages as the catalogue changes, with the production settings, on %s',
  (_, databaseUrl) => {
    const served = servedFromCopiedBuilds(
      databaseUrl,
      { SERVER_RENDER_WARM_UP: 'true' },
      undefined,
      EVERY_APP,
    );
    let category: string;
    let otherCategory: string;
    let seller: Awaited<ReturnType<TestContext['signUp']>>;

    beforeAll(async () => {
      const { ctx } = served;
      category = (await addCategory(ctx, `Desks ${Date.now()}`)).name;
      otherCategory = (await addCategory(ctx, `Kettles ${Date.now()}`)).name;
      seller = await ctx.signUp({ role: 'seller' });
    });
    afterEach(() => jest.restoreAllMocks());

    const categoryPath = (name: string) => `/producs/${encodeURIComponent(name)}`;

    it('gives a crawler a cold category, search and seller page rendered on its first visit, right after a listing', async () => {
      await listProduct(seller.client, category, { productName: 'Rosewood writing desk' });

      for (const path of [categoryPath(category), '/search?q=rosewood', `/sellers/${seller.id}`]) {
        const page = await pageAt(served.base, path);
        expect({ path, status: page.status }).toEqual({ path, status: 200 });
        expect({ path, rendered: page.root.includes('Rosewood writing desk') }).toEqual({
          path,
          rendered: true,
        });
      }
    });

    it('serves the last render of a changed page while it renders again, then the new render', async () => {
      await listProduct(seller.client, category, { productName: 'Oak standing desk' });
      await until(
        () => pageAt(served.base, categoryPath(category)),
        (page) => page.root.includes('Oak standing desk'),
      );

      await listProduct(seller.client, category, { productName: 'Teak corner desk' });
      // At once, and still rendered: the page as it was, while it renders again behind it.
      const stale = await pageAt(served.base, categoryPath(category));
      expect(stale.root).toContain('Oak standing desk');
      expect(stale.root).not.toContain('Teak corner desk');
      const renewed = await until(
        () => pageAt(served.base, categoryPath(category)),
        (page) => page.root.includes('Teak corner desk'),
        1_000,
      );
      expect(renewed.root).toContain('Oak standing desk');
    });

    it('renders again only the pages that show what changed', async () => {
      const otherSeller = await served.ctx.signUp({ role: 'seller' });
      await listProduct(otherSeller.client, otherCategory, { productName: 'Steel kettle' });
      const pages = [
        categoryPath(category),
        categoryPath(otherCategory),
        '/search?q=desk',
        `/sellers/${seller.id}`,
        `/sellers/${otherSeller.id}`,
        '/',
        '/blog',
      ];
      for (const path of pages) expect((await pageAt(served.base, path)).root).not.toBe('');

      const renders = jest.spyOn(
        PageRenderer.prototype as unknown as { renderAfresh(url: string): Promise<unknown> },
        'renderAfresh',
      );
      await listProduct(seller.client, category, { productName: 'Walnut drafting desk' });
      for (const path of pages) expect((await pageAt(served.base, path)).root).not.toBe('');
      // The pages that show it have been rendered again, in the background.
      for (const path of [categoryPath(category), '/search?q=desk', `/sellers/${seller.id}`]) {
        await until(
          () => pageAt(served.base, path),
          (page) => page.root.includes('Walnut drafting desk'),
        );
      }
      const rendered = renders.mock.calls.map(([url]) => decodeURIComponent(url));
      expect(rendered.sort()).toEqual(
        [`/producs/${category}`, '/search?q=desk', `/sellers/${seller.id}`].sort(),
      );
    });

    it('shows a listing under Advertised products on the home page once its seller advertises it', async () => {
      const id = await listProduct(seller.client, category, { productName: 'Advertised bureau' });
      expect((await pageAt(served.base, '/')).root).not.toContain('Advertised bureau');

      expect((await seller.client.put(`/api/product/${id}`)).statusCode).toBe(200);
      const home = await until(
        () => pageAt(served.base, '/'),
        (page) => page.root.includes('Advertised bureau'),
        1_000,
      );
      expect(home.root).toContain('Advertised products');
    });

    it("shows a new review on the seller's profile page once the buyer rates the deal", async () => {
      const deal = await makeDeal(served.ctx, otherCategory, 'completed');
      const profile = `/sellers/${deal.seller.id}`;
      // Rendered after the deal completed, so no render from before the review is on its way.
      const before = await until(
        () => pageAt(served.base, profile),
        (page) => page.root.includes('Completed sales</dt><dd>1</dd>'),
      );
      expect(before.root).toContain('Nobody has reviewed');

      const rated = await deal.buyer.client.post(`/api/orders/${deal.orderId}/rating`, {
        stars: 5,
        comment: 'Punctual and friendly',
      });
      expect(rated.statusCode).toBe(201);
      await until(
        () => pageAt(served.base, profile),
        (page) => page.root.includes('Punctual and friendly'),
        1_000,
      );
    });

    it('renders the not-found page on the server, with its 404', async () => {
      for (const path of ['/no-such-page', '/producs/999999999', '/producs/No%20such%20shelf']) {
        const page = await pageAt(served.base, path);
        expect({ path, status: page.status }).toEqual({ path, status: 404 });
        expect(page.root).toContain('Page not found');
        expect(page.root).toContain('Back to homepage');
      }
    });

    it('renders a cold page for a visitor within SERVER_RENDER_WAIT_MS', async () => {
      await listProduct(seller.client, otherCategory, { productName: 'Copper kettle' });
      const started = performance.now();
      const page = await pageAt(served.base, `${categoryPath(otherCategory)}?page=1`, VISITOR);
      const tookMs = performance.now() - started;
      expect(page.root).toContain('Copper kettle');
      console.warn(`A cold category page rendered for a visitor in ${Math.round(tookMs)} ms`);
    });
  },
);

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
