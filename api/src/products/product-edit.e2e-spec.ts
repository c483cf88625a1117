import { addCategory, listProduct, orderForm, productForm } from '../testing/catalogue.js';
import { DATABASE_TARGETS, type TestContext, createTestContext } from '../testing/test-app.js';

const photos = (count: number) =>
  Array.from({ length: count }, (_, index) => `/api/images/photo-${index}.webp`);

describe.each(DATABASE_TARGETS)('listings in full, and editing them, on %s', (_, databaseUrl) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(databaseUrl);
  });
  afterAll(() => ctx.close());

  describe('photos, description and condition', () => {
    it('keeps up to eight photos in order, the first as the cover', async () => {
      const { name: category } = await addCategory(ctx);
      const seller = await ctx.signUp({ role: 'seller' });
      const images = photos(8);
      const id = await listProduct(seller.client, category, {
        productImage: images[0],
        productImages: images,
        description: 'Bought in 2023. Works perfectly; the box is included.',
        condition: 'like new',
      });
      const detail = (await seller.client.get(`/api/producs/${id}`)).json();
      expect(detail).toMatchObject({
        productImage: images[0],
        productImages: images,
        description: 'Bought in 2023. Works perfectly; the box is included.',
        condition: 'like new',
      });
      // Cards carry the condition but not the description or every photo.
      const card = (
        await ctx.client().get(`/api/products?category=${encodeURIComponent(category)}`)
      ).json()[0];
      expect(card).toMatchObject({ _id: id, condition: 'like new', productImage: images[0] });
      expect(card.productImages).toBeUndefined();
    });

    it('refuses a ninth photo, a cover that is not the first photo, a long description, an unknown condition', async () => {
      const { name: category } = await addCategory(ctx);
      const seller = await ctx.signUp({ role: 'seller' });
      const cases: Array<[Record<string, unknown>, string]> = [
        [
          { productImage: photos(9)[0], productImages: photos(9) },
          'productImages must hold at most 8 images',
        ],
        [{ productImages: [] }, 'productImages must hold at least one image'],
        [
          { productImages: ['/api/images/other.webp'] },
          'productImages must start with productImage, the cover',
        ],
        [{ productImages: ['ftp://x/y.png'] }, 'productImages'],
        [{ description: 'x'.repeat(4001) }, 'description must be at most 4000 characters'],
        [{ condition: 'broken' }, 'condition must be one of'],
      ];
      for (const [fields, message] of cases) {
        const response = await seller.client.post('/api/products', productForm(category, fields));
        expect([fields, response.statusCode]).toEqual([fields, 400]);
        expect(JSON.stringify(response.json().message)).toContain(message);
      }
    });
  });

  describe('PATCH /api/product/:id', () => {
    it('lets the seller change every field, photos included, and shows a price drop', async () => {
      const { name: category } = await addCategory(ctx);
      const { name: other } = await addCategory(ctx);
      const seller = await ctx.signUp({ role: 'seller' });
      const id = await listProduct(seller.client, category, { resellPrice: '1200' });

      const edited = await seller.client.request('PATCH', `/api/product/${id}`, {
        productName: 'Walton fridge, 2 doors',
        productImages: ['/api/images/b.webp', '/api/images/a.webp'],
        resellPrice: '950',
        description: 'Now cheaper',
        condition: 'good',
        category: other,
        location: 'Khulna',
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
      const detail = (await seller.client.get(`/api/producs/${id}`)).json();
      expect(detail).toMatchObject({
        productName: 'Walton fridge, 2 doors',
        productImage: '/api/images/b.webp',
        productImages: ['/api/images/b.webp', '/api/images/a.webp'],
        resellPrice: 950,
        previousPrice: 1200,
        description: 'Now cheaper',
        condition: 'good',
        category: other,
        location: 'Khulna',
      });
      // The search finds it under its new name and category, with the drop on the card.
      const found = (
        await ctx.client().get(`/api/products/search?q=doors&category=${encodeURIComponent(other)}`)
      ).json();
      expect(found).toEqual([expect.objectContaining({ _id: id, previousPrice: 1200 })]);

      // A rise ends the "was" price; an edit without a price keeps it as it is.
      await seller.client.request('PATCH', `/api/product/${id}`, { resellPrice: 900 });
      expect((await seller.client.get(`/api/producs/${id}`)).json().previousPrice).toBe(950);
      await seller.client.request('PATCH', `/api/product/${id}`, { description: 'x' });
      expect((await seller.client.get(`/api/producs/${id}`)).json().previousPrice).toBe(950);
      await seller.client.request('PATCH', `/api/product/${id}`, { resellPrice: 1000 });
      expect((await seller.client.get(`/api/producs/${id}`)).json().previousPrice).toBeNull();
    });

    it('is for the seller of the listing only: 401, 403 and 404', async () => {
      const { name: category } = await addCategory(ctx);
      const seller = await ctx.signUp({ role: 'seller' });
      const rival = await ctx.signUp({ role: 'seller' });
      const buyer = await ctx.signUp();
      const admin = await ctx.signUp({ admin: true });
      const id = await listProduct(seller.client, category);
      const change = { resellPrice: 1 };
      expect((await ctx.client().request('PATCH', `/api/product/${id}`, change)).statusCode).toBe(
        401,
      );
      for (const other of [rival, buyer, admin]) {
        expect((await other.client.request('PATCH', `/api/product/${id}`, change)).statusCode).toBe(
          403,
        );
      }
      const unknown = await seller.client.request('PATCH', '/api/product/987654321', change);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('Product not found');
      expect((await seller.client.get(`/api/producs/${id}`)).json().resellPrice).toBe(18000);
    });

    it('answers 409 once the listing is ordered', async () => {
      const { name: category } = await addCategory(ctx);
      const seller = await ctx.signUp({ role: 'seller' });
      const id = await listProduct(seller.client, category);
      const buyer = await ctx.signUp();
      expect((await buyer.client.post('/api/buyproduct', orderForm(id))).statusCode).toBe(201);
      const refused = await seller.client.request('PATCH', `/api/product/${id}`, {
        resellPrice: 1,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        statusCode: 409,
        error: 'Conflict',
        message: 'This product has been ordered and can no longer be edited',
      });
    });

    it('answers 400 naming each bad field, an unknown field or an empty change', async () => {
      const { name: category } = await addCategory(ctx);
      const seller = await ctx.signUp({ role: 'seller' });
      const id = await listProduct(seller.client, category);
      const cases: Array<[unknown, string]> = [
        [{ resellPrice: -1 }, 'resellPrice'],
        [{ productName: ' ' }, 'productName'],
        [{ productImages: photos(9) }, 'productImages'],
        [{ condition: 'mint' }, 'condition'],
        [{ category: 'Spaceships' }, 'category'],
        [{ advrtized: true }, 'advrtized'],
        [{ productImage: '/api/images/x.webp' }, 'productImage'],
        [{}, 'at least one field'],
      ];
      for (const [body, field] of cases) {
        const response = await seller.client.request('PATCH', `/api/product/${id}`, body);
        expect([body, response.statusCode]).toEqual([body, 400]);
        expect(JSON.stringify(response.json().message)).toContain(field);
      }
    });
  });
});
