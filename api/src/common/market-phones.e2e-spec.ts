import { eq } from 'drizzle-orm';
import { orders, products } from '../database/schema.js';
import { addCategory, listProduct, orderForm, productForm } from '../testing/catalogue.js';
import { DATABASE_TARGETS, type TestContext, createTestContext } from '../testing/test-app.js';

const NOT_A_MOBILE = 'phone must be a mobile number in Bangladesh';

describe.each(DATABASE_TARGETS)('phones of the market (Bangladesh) on %s', (_, databaseUrl) => {
  let ctx: TestContext;
  let category: string;
  beforeAll(async () => {
    ctx = await createTestContext(databaseUrl);
    category = (await addCategory(ctx)).name;
  });
  afterAll(() => ctx.close());

  it('refuses what is no mobile number of Bangladesh, on listings, edits and orders', async () => {
    const seller = await ctx.signUp({ role: 'seller' });
    const buyer = await ctx.signUp();
    const productId = await listProduct(seller.client, category);
    for (const phone of ['12345', '01212345678', '0171234567', '+14155552671', '02-9876543']) {
      const listing = await seller.client.post('/api/products', productForm(category, { phone }));
      expect(listing.statusCode).toBe(400);
      expect(listing.json().message).toEqual([NOT_A_MOBILE]);
      const edit = await seller.client.request('PATCH', `/api/product/${productId}`, { phone });
      expect(edit.statusCode).toBe(400);
      expect(edit.json().message).toEqual([NOT_A_MOBILE]);
      const order = await buyer.client.post('/api/buyproduct', orderForm(productId, { phone }));
      expect(order.statusCode).toBe(400);
      expect(order.json().message).toEqual([NOT_A_MOBILE]);
    }
  });

  it('takes Bengali digits, spaces, dashes and +880, stores E.164 and shows the local form', async () => {
    const seller = await ctx.signUp({ role: 'seller' });
    const buyer = await ctx.signUp();
    const productId = await listProduct(seller.client, category, { phone: '+880 1712-000777' });
    const other = await listProduct(seller.client, category);
    const edited = await seller.client.request('PATCH', `/api/product/${other}`, {
      phone: '01311-222333',
    });
    expect(edited.statusCode).toBe(200);
    const own = (await seller.client.get(`/api/myproducts?email=${seller.email}`)).json();
    expect(own.find((item: { _id: string }) => item._id === other).phone).toBe('01311222333');

    const placed = await buyer.client.post(
      '/api/buyproduct',
      orderForm(productId, { phone: '০১৮১৯ ৪৫৬-৭২৩' }),
    );
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().insertedId as string;

    const [listing] = await ctx.db
      .select()
      .from(products)
      .where(eq(products.id, Number(productId)));
    expect(listing!.phone).toBe('+8801712000777');
    const [order] = await ctx.db
      .select()
      .from(orders)
      .where(eq(orders.id, Number(orderId)));
    expect(order!.phone).toBe('+8801819456723');

    expect((await buyer.client.get(`/api/products/${productId}/phone`)).json()).toEqual({
      phone: '01712000777',
    });
    expect((await seller.client.post(`/api/orders/${orderId}/accept`)).statusCode).toBe(200);
    const received = (await seller.client.get(`/api/orders/received?email=${seller.email}`)).json();
    expect(received[0].phone).toBe('01819456723');
    const mine = (await buyer.client.get(`/api/buyproduct?email=${buyer.email}`)).json();
    expect(mine[0].sellerPhone).toBe('01712000777');
  });

  it('shows a phone saved before the check as it was saved', async () => {
    const seller = await ctx.signUp({ role: 'seller' });
    const productId = await listProduct(seller.client, category);
    await ctx.db
      .update(products)
      .set({ phone: '12345' })
      .where(eq(products.id, Number(productId)));
    const own = (await seller.client.get(`/api/myproducts?email=${seller.email}`)).json();
    expect(own[0].phone).toBe('12345');
  });
});
