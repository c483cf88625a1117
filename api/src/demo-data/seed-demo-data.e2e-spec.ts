import { count, eq } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { ImagesService } from '../images/images.service.js';
import { DATABASE_TARGETS, type TestContext, createTestContext } from '../testing/test-app.js';
import { categories, products, uploads, users } from '../database/schema.js';
import { seedDemoData } from './seed-demo-data.js';

describe.each(DATABASE_TARGETS)('demo data on %s', (_, databaseUrl) => {
  let ctx: TestContext;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'marketplace-seed-'));
    ctx = await createTestContext(databaseUrl, { DATA_DIR: dataDir });
    const loaded = await seedDemoData(ctx.db, ctx.app.get(ImagesService));
    expect(loaded).toMatchObject({ categories: 6, products: 24 });
  });
  afterAll(async () => {
    await ctx.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const totals = async () => ({
    users: (await ctx.db.select({ total: count() }).from(users))[0]!.total,
    categories: (await ctx.db.select({ total: count() }).from(categories))[0]!.total,
    products: (await ctx.db.select({ total: count() }).from(products))[0]!.total,
    uploads: (await ctx.db.select({ total: count() }).from(uploads))[0]!.total,
  });

  it('lists at least six categories, each with a picture served by the image service', async () => {
    const response = await ctx.client().get('/api/category');
    expect(response.statusCode).toBe(200);
    const list = response.json<Array<{ name: string; image: string }>>();
    expect(list.length).toBeGreaterThanOrEqual(6);
    for (const category of list) {
      const picture = await ctx.client().get(category.image);
      expect(picture.headers['content-type']).toBe('image/webp');
      expect(await sharp(picture.rawPayload).metadata()).toMatchObject({ width: 800, height: 600 });
    }
  });

  it('spreads 24 second-hand listings over every category, some advertised, some by a verified seller', async () => {
    const rows = await ctx.db
      .select({
        categoryId: products.categoryId,
        image: products.image,
        originalPrice: products.originalPrice,
        resellPrice: products.resellPrice,
        phone: products.phone,
        advertised: products.advertised,
        sellerVerified: users.verify,
      })
      .from(products)
      .innerJoin(users, eq(users.id, products.sellerId));
    expect(rows).toHaveLength(24);
    expect(new Set(rows.map((row) => row.categoryId)).size).toBe((await totals()).categories);
    expect(new Set(rows.map((row) => row.image)).size).toBe(24);
    for (const row of rows) {
      expect(Number.isInteger(row.resellPrice)).toBe(true);
      expect(row.resellPrice).toBeLessThan(row.originalPrice);
      expect(row.phone).toMatch(/^01\d{9}$/);
    }
    const advertised = rows.filter((row) => row.advertised).length;
    expect(advertised).toBeGreaterThan(0);
    expect(advertised).toBeLessThan(24);
    const byVerified = rows.filter((row) => row.sellerVerified).length;
    expect(byVerified).toBeGreaterThan(0);
    expect(byVerified).toBeLessThan(24);

    const home = await ctx.client().get('/api/advrtized');
    expect(home.statusCode).toBe(200);
    expect(home.json()).toHaveLength(advertised);
  });

  it('offers at least eight safe meeting spots, one near most demo listings', async () => {
    const spots = (await ctx.client().get('/api/meeting-spots?limit=100')).json<
      Array<{
        area: string;
        note: string;
      }>
    >();
    expect(spots.length).toBeGreaterThanOrEqual(8);
    expect(new Set(spots.map((spot) => spot.area)).size).toBeGreaterThanOrEqual(8);
    expect(spots.every((spot) => spot.note.length > 0)).toBe(true);
    const locations = (await ctx.db.select({ location: products.location }).from(products)).map(
      (row) => row.location.toLowerCase(),
    );
    const near = locations.filter((location) =>
      spots.some((spot) => location.includes(spot.area.toLowerCase())),
    );
    expect(near.length / locations.length).toBeGreaterThanOrEqual(0.75);
  });

  it.each([
    [
      'buyer@marketplace.test',
      'buyer-demo-pass',
      { isSeller: false, isAdmin: false, verify: false },
    ],
    [
      'seller@marketplace.test',
      'seller-demo-pass',
      { isSeller: true, isAdmin: false, verify: true },
    ],
    [
      'newseller@marketplace.test',
      'newseller-demo-pass',
      { isSeller: true, isAdmin: false, verify: false },
    ],
    [
      'admin@marketplace.test',
      'admin-demo-pass',
      { isSeller: false, isAdmin: true, verify: false },
    ],
  ])('signs in %s with the README password, its email proven', async (email, password, roles) => {
    const browser = ctx.client();
    expect((await browser.post('/api/auth/login', { email, password })).statusCode).toBe(200);
    const me = (await browser.get('/api/auth/me')).json();
    expect(me).toMatchObject({ email, ...roles, emailVerified: true });
    expect((await browser.get(me.photoURL)).headers['content-type']).toBe('image/webp');
  });

  it('adds nothing when seeded again', async () => {
    const before = await totals();
    expect(await seedDemoData(ctx.db, ctx.app.get(ImagesService))).toBeNull();
    expect(await totals()).toEqual(before);
  });
});
