import { addCategory } from '../testing/catalogue.js';
import { DATABASE_TARGETS, type TestContext, createTestContext } from '../testing/test-app.js';

describe.each(DATABASE_TARGETS)('categories on %s', (_, databaseUrl) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(databaseUrl);
  });
  afterAll(() => ctx.close());

  it('lists every category to anyone with _id, name and image, a page at a time', async () => {
    const phones = await addCategory(ctx, 'Phones');
    const furniture = await addCategory(ctx, 'Furniture');
    const books = await addCategory(ctx, 'Books');

    const all = await ctx.client().get('/api/category');
    expect(all.statusCode).toBe(200);
    expect(all.headers['x-total-count']).toBe('3');
    expect(all.json()).toEqual([
      { _id: phones.id, name: 'Phones', image: '/api/images/phones.webp' },
      { _id: furniture.id, name: 'Furniture', image: '/api/images/furniture.webp' },
      { _id: books.id, name: 'Books', image: '/api/images/books.webp' },
    ]);

    const page = await ctx.client().get('/api/category?limit=1&offset=1');
    expect(page.json()).toEqual([expect.objectContaining({ name: 'Furniture' })]);
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.headers.link).toContain('rel="next"');
  });

  it('finds a category by name whatever its case, and answers 404 for none', async () => {
    const phones = await addCategory(ctx, 'Mobile Phones');

    const lower = await ctx.client().get('/api/category/mobile%20phones');
    expect(lower.statusCode).toBe(200);
    expect(lower.json()).toEqual({
      _id: phones.id,
      name: 'Mobile Phones',
      image: '/api/images/mobile-phones.webp',
    });
    expect((await ctx.client().get('/api/category/MOBILE%20PHONES')).json().name).toBe(
      'Mobile Phones',
    );

    const none = await ctx.client().get('/api/category/mobile%20phone');
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Category not found',
    });
    const tooLong = await ctx.client().get(`/api/category/${'x'.repeat(61)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(JSON.stringify(tooLong.json().message)).toContain('category');
  });

  it('keeps names unique without regard to case', async () => {
    await addCategory(ctx, 'Cameras');
    await expect(addCategory(ctx, 'CAMERAS')).rejects.toThrow();
  });

  it('names a bad page size instead of guessing', async () => {
    const response = await ctx.client().get('/api/category?limit=500');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Bad Request');
    expect(JSON.stringify(response.json().message)).toContain('limit');
  });
});
