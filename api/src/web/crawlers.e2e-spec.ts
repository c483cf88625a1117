import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { SaxesParser } from 'saxes';
import { eq, sql } from 'drizzle-orm';
import { products, users } from '../database/schema.js';
import { addCategory, listProduct, orderForm } from '../testing/catalogue.js';
import { makeImage, multipartBody } from '../testing/images.js';
import { DATABASE_TARGETS, type TestContext, createTestContext } from '../testing/test-app.js';
import { until } from '../testing/until.js';
import { STOREFRONT_ROUTES, writeWebBuilds } from '../testing/web-builds.js';

const HTML = { accept: 'text/html,application/xhtml+xml' };

/** Every element's text by name, from a document that must be well-formed XML (saxes throws). */
function parseXml(xml: string): { root: string; texts: Map<string, string[]> } {
  const parser = new SaxesParser();
  const texts = new Map<string, string[]>();
  const open: string[] = [];
  let root = '';
  parser.on('opentag', (tag) => {
    if (!root) root = tag.name;
    open.push(tag.name);
  });
  parser.on('closetag', () => open.pop());
  parser.on('text', (text) => {
    const name = open.at(-1);
    if (name && text.trim()) texts.set(name, [...(texts.get(name) ?? []), text]);
  });
  parser.write(xml).close();
  return { root, texts };
}

/** Builds holding the storefront's routes (the other remotes none), in a folder of their own. */
function storefrontBuilds(): string {
  const webRoot = mkdtempSync(join(tmpdir(), 'marketplace-crawlers-'));
  writeWebBuilds(webRoot, {
    storefront: STOREFRONT_ROUTES,
    seller: { routes: [] },
    admin: { routes: [] },
  });
  return webRoot;
}

/** `<meta property|name="key" content="…">` values of a page. */
function metaOf(html: string, key: string): string | undefined {
  const tag = new RegExp(
    `<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`,
  );
  return tag.exec(html)?.[1];
}

describe.each(DATABASE_TARGETS)('what crawlers and link previews read, on %s', (_, databaseUrl) => {
  let ctx: TestContext;
  let webRoot: string;
  let category: string;
  let seller: Awaited<ReturnType<TestContext['signUp']>>;

  beforeAll(async () => {
    webRoot = storefrontBuilds();
    ctx = await createTestContext(databaseUrl, {
      WEB_ROOT: webRoot,
      TRUSTED_ORIGINS: 'http://market.example',
    });
    category = (await addCategory(ctx, `Bicycles ${Date.now()}`)).name;
    seller = await ctx.signUp({ role: 'seller' });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });

  /** A listing with a real uploaded cover photo. */
  async function listWithPhoto(overrides: Record<string, unknown> = {}) {
    const { payload, headers } = multipartBody(await makeImage('png', 900, 700), {
      filename: 'bike.png',
      contentType: 'image/png',
    });
    const upload = await seller.client.post('/api/images', payload, { headers });
    const cover = upload.json().data.url as string;
    return {
      id: await listProduct(seller.client, category, { productImage: cover, ...overrides }),
      cover,
    };
  }

  it('robots.txt lets crawlers read the catalogue and names the sitemap', async () => {
    const robots = await get('/robots.txt', { host: 'market.example' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.body).toContain('User-agent: *');
    expect(robots.body).toContain('Disallow: /dashbord');
    expect(robots.body).toContain('Allow: /api/images/');
    expect(robots.body).toContain('Sitemap: http://market.example/sitemap.xml');
  });

  it('a Host header of another site changes no link in robots, sitemap or canonical', async () => {
    const robots = await get('/robots.txt', { host: 'evil.example' });
    expect(robots.body).not.toContain('evil.example');
    const index = await get('/sitemap.xml', { host: 'evil.example' });
    expect(index.body).not.toContain('evil.example');
    const page = await get(`/producs/${encodeURIComponent(category)}`, {
      ...HTML,
      host: 'evil.example',
    });
    expect(page.body).not.toContain('evil.example');
    expect(page.body).toContain(
      `<link rel="canonical" href="http://localhost:${ctx.config.PORT}/producs/`,
    );
  });

  it('the sitemap is an index of valid XML files that list every category and a fresh listing', async () => {
    const id = await listProduct(seller.client, category, { productName: 'Fresh road bike' });

    const index = await get('/sitemap.xml', { host: 'market.example' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('application/xml');
    const parsedIndex = parseXml(index.body);
    expect(parsedIndex.root).toBe('sitemapindex');
    const files = parsedIndex.texts.get('loc') ?? [];
    expect(files).toContain('http://market.example/sitemap-pages.xml');
    const listingFile = `http://market.example/sitemap-listings-${Math.ceil(Number(id) / 50_000)}.xml`;
    expect(files).toContain(listingFile);

    const pages = parseXml((await get('/sitemap-pages.xml', { host: 'market.example' })).body);
    expect(pages.root).toBe('urlset');
    expect(pages.texts.get('loc')).toEqual(
      expect.arrayContaining([
        'http://market.example/',
        'http://market.example/blog',
        `http://market.example/producs/${encodeURIComponent(category)}`,
      ]),
    );

    // Compressed for clients that accept it, as crawlers do.
    const listings = await get(new URL(listingFile).pathname, {
      host: 'market.example',
      'accept-encoding': 'gzip',
    });
    expect(listings.statusCode).toBe(200);
    expect(listings.headers['content-encoding']).toBe('gzip');
    const parsed = parseXml(gunzipSync(listings.rawPayload).toString('utf8'));
    expect(parsed.root).toBe('urlset');
    expect(parsed.texts.get('loc')).toContain(`http://market.example/producs/${id}`);
    expect(parsed.texts.get('lastmod')?.every((date) => !Number.isNaN(Date.parse(date)))).toBe(
      true,
    );
  });

  it('a sold or withdrawn listing leaves the sitemap; a file past the last id is empty; a malformed one is 404', async () => {
    const id = await listProduct(seller.client, category);
    expect((await seller.client.delete(`/api/delete/${id}`)).statusCode).toBe(200);
    const file = `/sitemap-listings-${Math.ceil(Number(id) / 50_000)}.xml`;
    expect(parseXml((await get(file)).body).texts.get('loc') ?? []).not.toContainEqual(
      expect.stringContaining(`/producs/${id}`),
    );
    const beyond = parseXml((await get('/sitemap-listings-999999.xml')).body);
    expect(beyond.root).toBe('urlset');
    expect(beyond.texts.get('loc')).toBeUndefined();
    expect((await get('/sitemap-listings-0.xml')).statusCode).toBe(404);
    expect((await get('/sitemap-listings-x.xml')).statusCode).toBe(404);
  });

  it('a product address answers without a session with its preview tags, and never the phone number', async () => {
    const { id, cover } = await listWithPhoto({
      productName: 'Phoenix "Road" <bike>',
      resellPrice: '12500',
      location: 'Mirpur 10',
      phone: '01755512345',
    });
    const page = await get(`/producs/${id}`, { ...HTML, host: 'market.example' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['set-cookie']).toBeUndefined();
    const html = page.body;
    expect(html).toContain(
      '<title>Phoenix &quot;Road&quot; &lt;bike&gt;, Tk 12,500 · Marketplace</title>',
    );
    expect(html).toContain(`<link rel="canonical" href="http://market.example/producs/${id}">`);
    expect(metaOf(html, 'og:type')).toBe('product');
    expect(metaOf(html, 'og:title')).toBe(
      'Phoenix &quot;Road&quot; &lt;bike&gt;, Tk 12,500 · Marketplace',
    );
    expect(metaOf(html, 'og:description')).toContain('Mirpur 10');
    expect(metaOf(html, 'description')).toContain('Tk 12,500');
    expect(metaOf(html, 'product:price:amount')).toBe('12500');
    expect(metaOf(html, 'product:price:currency')).toBe('BDT');
    expect(metaOf(html, 'product:availability')).toBe('instock');
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(html, 'og:image:width')).toBe('1200');
    expect(metaOf(html, 'og:image:height')).toBe('630');
    const image = metaOf(html, 'og:image')!;
    expect(image).toBe(`http://market.example${cover.replace(/\.webp$/, '.preview.jpg')}`);
    expect(metaOf(html, 'twitter:image')).toBe(image);
    expect(html).not.toContain('01755512345');
    expect(html).not.toContain('0175');
    // The shell still boots in the page, which asks a visitor to sign in for the details.
    expect(html).toContain('<div id="root"></div>');

    // The preview picture is made at the size previews use, as JPEG, and kept.
    const picture = await get(new URL(image).pathname);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    const sharp = (await import('sharp')).default;
    expect(await sharp(picture.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 630,
    });
    expect((await get(new URL(image).pathname)).rawPayload.equals(picture.rawPayload)).toBe(true);
  });

  it("a listing's phone is in no page or file a crawler reads: pages, their JSON-LD, the sitemap", async () => {
    const phone = '01766604321';
    const id = await listProduct(seller.client, category, { productName: 'Hero Sprint', phone });
    expect((await seller.client.put(`/api/product/${id}`)).statusCode).toBe(200);
    const index = parseXml((await get('/sitemap.xml')).body).texts.get('loc') ?? [];
    const files = index.map((address) => new URL(address).pathname);
    for (const path of [
      '/',
      `/producs/${encodeURIComponent(category)}`,
      `/producs/${id}`,
      '/sitemap.xml',
      ...files,
    ]) {
      const answer = await get(path, HTML);
      expect([path, answer.statusCode]).toEqual([path, 200]);
      expect([path, answer.body]).not.toEqual([path, expect.stringContaining(phone)]);
    }
    // The category's JSON-LD names the listing, and only what the public may read of it. A page
    // answered before the listing is served while it renews (stale-while-revalidate, bounded).
    const categoryPage = await until(
      async () => (await get(`/producs/${encodeURIComponent(category)}`, HTML)).body,
      (html) => html.includes('Hero Sprint'),
      10_000,
    );
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(categoryPage)![1]!;
    expect(jsonLd).toContain('Hero Sprint');
    expect(jsonLd).not.toContain('telephone');
  });

  it('a reserved listing says so in its preview', async () => {
    const { id } = await listWithPhoto();
    const buyer = await ctx.signUp();
    const order = await buyer.client.post('/api/buyproduct', orderForm(id));
    expect(order.statusCode).toBe(201);
    const page = await get(`/producs/${id}`, HTML);
    expect(page.statusCode).toBe(200);
    expect(metaOf(page.body, 'product:availability')).toBe('pending');
  });

  it('a category page has its own title, description and canonical address, whatever the case asked', async () => {
    const page = await get(`/producs/${encodeURIComponent(category.toUpperCase())}`, {
      ...HTML,
      host: 'market.example',
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<title>${category}, second-hand · Marketplace</title>`);
    expect(page.body).toContain(
      `<link rel="canonical" href="http://market.example/producs/${encodeURIComponent(category)}">`,
    );
    expect(metaOf(page.body, 'description')).toContain(category.toLowerCase());
    expect(metaOf(page.body, 'robots')).toBeUndefined();
    // One description: the build's default gives way to the page's.
    expect(page.body.match(/<meta name="description"/g)).toHaveLength(1);
    expect(page.body.match(/<title>/g)).toHaveLength(1);
  });

  it("a category page's HTML carries its listings' names, prices and JSON-LD before any script", async () => {
    const { name: shelf } = await addCategory(ctx, `Guitars ${Date.now()}`);
    await listProduct(seller.client, shelf, {
      productName: 'Yamaha C40 guitar',
      resellPrice: '7500',
    });
    await listProduct(seller.client, shelf, {
      productName: 'Fender </script> strap',
      resellPrice: '900',
    });
    const page = await get(`/producs/${encodeURIComponent(shelf)}`, {
      ...HTML,
      host: 'market.example',
    });
    expect(page.statusCode).toBe(200);
    const html = page.body;
    const jsonLdAt = html.indexOf('<script type="application/ld+json">');
    expect(jsonLdAt).toBeGreaterThan(-1);
    // Before the app's script, whether the head asks for it or the loader at the end of the body.
    expect(jsonLdAt).toBeLessThan(html.search(/<script (?:defer|data-src)/));
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!;
    // No listing's text can end the element early.
    expect(json).not.toContain('</script>');
    const list = JSON.parse(json);
    expect(list).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      numberOfItems: 2,
    });
    expect(list.itemListElement).toEqual([
      expect.objectContaining({
        position: 1,
        item: expect.objectContaining({
          '@type': 'Product',
          name: 'Fender </script> strap',
          offers: expect.objectContaining({
            '@type': 'Offer',
            price: 900,
            priceCurrency: 'BDT',
            availability: 'https://schema.org/InStock',
          }),
        }),
      }),
      expect.objectContaining({
        position: 2,
        item: expect.objectContaining({
          name: 'Yamaha C40 guitar',
          url: expect.stringMatching(/^http:\/\/market\.example\/producs\/\d+$/),
          offers: expect.objectContaining({ price: 7500 }),
        }),
      }),
    ]);

    // Page 2 of the list is its own page, positions going on from page 1.
    const second = await get(`/producs/${encodeURIComponent(shelf)}?page=2`, HTML);
    expect(second.body).toContain(`?page=2">`);
    expect(second.body).toContain('"numberOfItems":2,"itemListElement":[]');
  });

  it('a page answer is kept, and a listing, removal or sale anywhere renews it', async () => {
    const { name: shelf } = await addCategory(ctx, `Lamps ${Date.now()}`);
    const pageOf = async () => (await get(`/producs/${encodeURIComponent(shelf)}`, HTML)).body;
    // The listing is answered once this process heard the database announce it.
    const first = await listProduct(seller.client, shelf, { productName: 'Brass desk lamp' });
    expect(await pageOf()).toContain('"name":"Brass desk lamp"');

    // Written behind the API's back with the database's triggers off (so nothing announces it),
    // the answer kept is what visitors get until the TTL…
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx
        .update(products)
        .set({ name: 'Renamed quietly' })
        .where(eq(products.id, Number(first)));
    });
    expect(await pageOf()).toContain('"name":"Brass desk lamp"');

    // …while any listing through the API renews it, in this process and every other.
    await listProduct(seller.client, shelf, { productName: 'Paper floor lamp' });
    const renewed = await until(pageOf, (html) => html.includes('"name":"Paper floor lamp"'));
    expect(renewed).toContain('"name":"Renamed quietly"');
    expect(renewed).toContain('"numberOfItems":2');
  });

  it('the home page lists its advertised listings as JSON-LD', async () => {
    const id = await listProduct(seller.client, category, { productName: 'Advertised tandem' });
    expect((await seller.client.put(`/api/product/${id}`)).statusCode).toBe(200);
    // A home page answered before is served while it renews (stale-while-revalidate, bounded).
    const home = {
      body: await until(
        async () => (await get('/', HTML)).body,
        (html) => html.includes('"name":"Advertised tandem"'),
        10_000,
      ),
    };
    expect(home.body).toContain('"@type":"ItemList"');
    // Its largest picture is fetched from the HTML, from the remote's own folder.
    expect(home.body).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/remotes/storefront/static/media/hero-480.0123abcdef.webp" imagesrcset="/remotes/storefront/static/media/hero-480.0123abcdef.webp 480w, /remotes/storefront/static/media/hero-960.abcdef0123.webp 960w" imagesizes="100vw">',
    );
    expect(home.body).toContain('"name":"Advertised tandem"');
  });

  it('unknown addresses, categories and listings answer 404 with the shell; removed listings 410', async () => {
    for (const url of [
      '/no-such-page',
      '/dashbord/no-such-page',
      '/producs/No%20such%20category',
      '/producs/999999999',
    ]) {
      const page = await get(url, HTML);
      expect({ url, status: page.statusCode }).toEqual({ url, status: 404 });
      expect(page.body).toContain('<div id="root"></div>');
      expect(page.body).toContain('<title>Page not found · Marketplace</title>');
      expect(metaOf(page.body, 'robots')).toBe('noindex');
    }

    const id = await listProduct(seller.client, category);
    expect((await seller.client.delete(`/api/delete/${id}`)).statusCode).toBe(200);
    const removed = await get(`/producs/${id}`, HTML);
    expect(removed.statusCode).toBe(410);
    expect(removed.body).toContain('<div id="root"></div>');
    expect(metaOf(removed.body, 'robots')).toBe('noindex');
  });

  it("a suspended seller's listing is not found, since it may come back", async () => {
    const other = await ctx.signUp({ role: 'seller' });
    const id = await listProduct(other.client, category);
    await ctx.db
      .update(users)
      .set({ suspendedAt: new Date() })
      .where(eq(users.id, Number(other.id)));
    expect((await get(`/producs/${id}`, HTML)).statusCode).toBe(404);
  });

  it('pages behind a sign-in answer 200 for the shell to guard, and ask not to be indexed', async () => {
    for (const url of ['/dashbord/myorders', '/login', '/dashbord']) {
      const page = await get(url, HTML);
      expect({ url, status: page.statusCode }).toEqual({ url, status: 200 });
      expect(metaOf(page.body, 'robots')).toBe('noindex');
    }
    const home = await get('/', HTML);
    expect(home.statusCode).toBe(200);
    expect(metaOf(home.body, 'robots')).toBeUndefined();
  });
});

describe('page addresses while a remote cannot say which pages it has', () => {
  let ctx: TestContext;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'marketplace-crawlers-'));
    // The seller and admin remotes are not built: nobody can tell what they hold.
    writeWebBuilds(webRoot);
    ctx = await createTestContext(undefined, { WEB_ROOT: webRoot });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('answers 200 with the shell, which shows the unavailable panel, rather than a false 404', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/dashbord/myproduct', headers: HTML });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
  });
});

describe.each(DATABASE_TARGETS)('crawler files without PUBLIC_URL, on %s', (_, databaseUrl) => {
  let ctx: TestContext;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = storefrontBuilds();
    ctx = await createTestContext(databaseUrl, { WEB_ROOT: webRoot });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it("links to this machine, not to another site's Host, and shared caches key on Host", async () => {
    const get = (host: string) =>
      ctx.app.inject({ method: 'GET', url: '/robots.txt', headers: { host } });
    const foreign = await get('evil.example');
    expect(foreign.body).toContain(`Sitemap: http://localhost:${ctx.config.PORT}/sitemap.xml`);
    expect(foreign.body).not.toContain('evil.example');
    expect(foreign.headers.vary).toContain('Host');
    const local = await get('127.0.0.1:4200');
    expect(local.body).toContain('Sitemap: http://127.0.0.1:4200/sitemap.xml');
  });
});
