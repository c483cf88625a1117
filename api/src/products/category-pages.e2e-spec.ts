import { sql } from 'drizzle-orm';
import { addCategory, orderForm } from '../testing/catalogue.js';
import { DATABASE_TARGETS, type TestContext, createTestContext } from '../testing/test-app.js';

type Card = { _id: string };

describe.each(DATABASE_TARGETS)("SPEC.md's category pages by offset on %s", (_, databaseUrl) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(databaseUrl);
  });
  afterAll(() => ctx.close());

  const page = async (category: string, limit: number, offset: number) => {
    const response = await ctx
      .client()
      .get(
        `/api/products?${new URLSearchParams({ category, limit: String(limit), offset: String(offset) }).toString()}`,
      );
    expect(response.statusCode).toBe(200);
    return {
      ids: response.json<Card[]>().map((product) => product._id),
      total: response.headers['x-total-count'],
    };
  };

  it('answers a page at any depth as the same rows a walk from the start finds, with the kept total', async () => {
    const { id: categoryId, name: category } = await addCategory(ctx);
    const seller = await ctx.signUp({ role: 'seller' });
    await ctx.db.execute(sql`
      insert into products (seller_id, category_id, name, image, location, original_price,
        resell_price, years_of_use, phone, created_at)
      select ${Number(seller.id)}, ${Number(categoryId)}, 'Shelf ' || n, '/api/images/x.webp',
        'Dhaka', 100, n, '1 year', '01712345678', now() - make_interval(secs => n)
      from generate_series(1, 150) n`);

    const walk = [...(await page(category, 100, 0)).ids, ...(await page(category, 100, 100)).ids];
    expect(walk).toHaveLength(150);
    expect(new Set(walk).size).toBe(150);
    for (const offset of [0, 37, 120, 149]) {
      const { ids, total } = await page(category, 5, offset);
      expect(ids).toEqual(walk.slice(offset, offset + 5));
      expect(total).toBe('150');
    }
    expect((await page(category, 5, 150)).ids).toEqual([]);

    // An ordered listing leaves the list and its total at once; the pages behind it move up.
    const buyer = await ctx.signUp();
    const ordered = walk[10]!;
    expect((await buyer.client.post('/api/buyproduct', orderForm(ordered))).statusCode).toBe(201);
    const { ids, total } = await page(category, 1, 120);
    expect(ids).toEqual([walk[121]]);
    expect(total).toBe('149');
  });

  it("leaves out a suspended seller's listings at every offset, and from the total", async () => {
    const { id: categoryId, name: category } = await addCategory(ctx);
    const [kept, suspended] = [
      await ctx.signUp({ role: 'seller' }),
      await ctx.signUp({ role: 'seller' }),
    ];
    await ctx.db.execute(sql`
      insert into products (seller_id, category_id, name, image, location, original_price,
        resell_price, years_of_use, phone, created_at)
      select case when n % 3 = 0 then ${Number(suspended.id)}::bigint else ${Number(kept.id)}::bigint end,
        ${Number(categoryId)}, 'Lamp ' || n, '/api/images/x.webp', 'Dhaka', 100, n, '1 year',
        '01712345678', now() - make_interval(secs => n)
      from generate_series(1, 30) n`);
    const admin = await ctx.signUp({ admin: true });
    const suspension = await admin.client.post(`/api/users/${suspended.id}/suspend`, {
      reason: 'Listings copied from another shop',
    });
    expect(suspension.statusCode).toBe(200);

    const walk = (await page(category, 100, 0)).ids;
    expect(walk).toHaveLength(20);
    const { ids, total } = await page(category, 3, 18);
    expect(ids).toEqual(walk.slice(18));
    expect(total).toBe('20');
  });
});
