import { createHash } from 'node:crypto';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { categorySchema, productSchema } from '@marketplace/contracts';
import { addCategory, listProduct, productForm } from '../testing/catalogue.js';
import {
  EVERY_APP,
  REPOSITORY,
  VISITOR,
  WAIT_FOR_EVERY_RENDER,
  pageAt,
  rawPageAt,
  servedFromCopiedBuilds,
  serverRendersCounted,
} from '../testing/rendered-pages.js';
import { DATABASE_TARGETS, type TestContext } from '../testing/test-app.js';
import { until } from '../testing/until.js';
import { makeDeal } from '../testing/deals.js';
import { PageRenderer } from './page-renderer.js';

/** The requests `server` receives from now on whose address starts with one of `prefixes`, until `stop`. */
function requestsReaching(server: Server, prefixes: readonly string[]) {
  const urls: string[] = [];
  const heard = (message: unknown) => {
    const { request, server: receiver } = message as { request: IncomingMessage; server: Server };
    const url = request.url ?? '';
    if (receiver === server && prefixes.some((prefix) => url.startsWith(prefix))) urls.push(url);
  };
  subscribe('http.server.request.start', heard);
  return { urls, stop: () => unsubscribe('http.server.request.start', heard) };
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

describe.each(DATABASE_TARGETS)(
  'rendered pages as the catalogue changes, with the production settings, on %s',
  (_, databaseUrl) => {
    const metricsToken = 'a metrics token for the rendered pages';
    const served = servedFromCopiedBuilds(
      databaseUrl,
      { SERVER_RENDER_WARM_UP: 'true', METRICS_TOKEN: metricsToken },
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

    const rendersIn = (turn: 'crawler' | 'renewal', outcome?: 'rendered' | 'unchanged') =>
      serverRendersCounted(served.base, metricsToken, turn, outcome);

    it("counts renders in the metrics by turn: a crawler's first visit, then the renewal a change starts", async () => {
      const shelf = (await addCategory(served.ctx, `Stools ${Date.now()}`)).name;
      const crawlerRenders = await rendersIn('crawler');
      expect((await pageAt(served.base, categoryPath(shelf))).status).toBe(200);
      expect(await rendersIn('crawler')).toBe(crawlerRenders + 1);

      const renewals = await rendersIn('renewal');
      await listProduct(seller.client, shelf, { productName: 'Bamboo bar stool' });
      await until(
        () => pageAt(served.base, categoryPath(shelf)),
        (page) => page.root.includes('Bamboo bar stool'),
      );
      expect(await rendersIn('renewal')).toBeGreaterThan(renewals);
    });

    it('serves a changed page its last render again, not rendered anew, while what it shows is the same', async () => {
      const searchPath = '/search?q=hammock';
      expect((await pageAt(served.base, searchPath)).root).toContain('hammock');
      const unchanged = await rendersIn('renewal', 'unchanged');
      const rendered = await rendersIn('renewal');

      // Every search page is stale after a listing; this one shows no more than before.
      await listProduct(seller.client, category, { productName: 'Pine bedside table' });
      await until(
        async () => {
          await pageAt(served.base, searchPath);
          return rendersIn('renewal', 'unchanged');
        },
        (count) => count > unchanged,
      );
      expect(await rendersIn('renewal')).toBe(rendered);

      await listProduct(seller.client, category, { productName: 'Cotton rope hammock' });
      await until(
        () => pageAt(served.base, searchPath),
        (page) => page.root.includes('Cotton rope hammock'),
      );
      expect(await rendersIn('renewal')).toBeGreaterThan(rendered);
    });

    it('renders the not-found page on the server, with its 404', async () => {
      for (const path of ['/no-such-page', '/producs/999999999', '/producs/No%20such%20shelf']) {
        const page = await pageAt(served.base, path);
        expect({ path, status: page.status }).toEqual({ path, status: 404 });
        expect(page.root).toContain('Page not found');
        expect(page.root).toContain('Back to homepage');
      }
    });

    it("renders a category page, the home page, search results and a seller's profile with the data the server read (every category, the results and the profile among it), asking the API for none of it", async () => {
      const shelf = (await addCategory(served.ctx, `Lamps ${Date.now()}`)).name;
      const id = await listProduct(seller.client, shelf, { productName: 'Brass desk lamp' });
      expect((await seller.client.put(`/api/product/${id}`)).statusCode).toBe(200);
      // The routes the category page's and the home page's lists and the search results are read
      // from over HTTP, and every category (the home page's categories, the search filters).
      const listReads = requestsReaching(served.ctx.app.getHttpServer(), [
        '/api/category/',
        '/api/category?',
        '/api/products?',
        '/api/advrtized',
        '/api/products/search',
        '/api/sellers/',
      ]);
      try {
        const category = await pageAt(served.base, categoryPath(shelf));
        expect(category.root).toContain('Brass desk lamp');
        // The browser hydrates from the data as the API's answers hold it.
        const hydrated = (
          JSON.parse(
            /<script type="application\/json" id="hydration-state">([^<]*)<\/script>/.exec(
              category.html,
            )?.[1] ?? 'null',
          ) as { queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] } }
        ).queries.queries;
        const dataOf = (kind: string) =>
          hydrated.find(({ queryKey }) => queryKey[1] === kind)?.state.data;
        expect(categorySchema.parse(dataOf('name')).name).toBe(shelf);
        const listed = productSchema
          .array()
          .parse((dataOf('category') as { items: unknown }).items);
        expect(listed.map((product) => product.productName)).toEqual(['Brass desk lamp']);
        const home = await until(
          () => pageAt(served.base, '/'),
          (page) => page.root.includes('Brass desk lamp'),
          1_000,
        );
        expect(home.root).toContain('Advertised products');
        const results = await pageAt(served.base, '/search?q=brass');
        expect(results.root).toContain('Brass desk lamp');
        // The filters offer every category, the new one among them.
        expect(results.root).toContain(`<option value="${shelf}">`);
        const filtered = await pageAt(
          served.base,
          `/search?q=brass&category=${encodeURIComponent(shelf)}&sort=price_asc`,
        );
        expect(filtered.root).toContain('Brass desk lamp');
        // A seller's profile, with the seller's listings for sale: rendered before the listing by
        // an earlier test, it is served stale while it renders again.
        const profile = await until(
          () => pageAt(served.base, `/sellers/${seller.id}`),
          (page) => page.root.includes('Brass desk lamp'),
          1_000,
        );
        expect(profile.root).toContain('For sale');
        expect(listReads.urls).toEqual([]);
      } finally {
        listReads.stop();
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
