import { and, eq, inArray } from 'drizzle-orm';
import { orders } from '../database/schema.js';
import { addCategory, listProduct, orderForm } from '../testing/catalogue.js';
import { DATABASE_TARGETS, type TestContext, createTestContext } from '../testing/test-app.js';

describe.each(DATABASE_TARGETS)('orders on %s', (_, databaseUrl) => {
  let ctx: TestContext;
  let category: string;
  beforeAll(async () => {
    ctx = await createTestContext(databaseUrl);
    category = (await addCategory(ctx)).name;
  });
  afterAll(() => ctx.close());

  const ordersOf = async (
    client: { get: (url: string) => Promise<{ json(): unknown }> },
    email: string,
  ) =>
    (await client.get(`/api/buyproduct?email=${encodeURIComponent(email)}`)).json() as Array<
      Record<string, unknown>
    >;
  const categoryIds = async () =>
    (await ctx.client().get(`/api/products?category=${encodeURIComponent(category)}&limit=100`))
      .json()
      .map((p: { _id: string }) => p._id);

  it('orders a product at its own price, whatever the body claims, and takes it off the market', async () => {
    const seller = await ctx.signUp({ role: 'seller' });
    const buyer = await ctx.signUp({ name: 'Nusrat Jahan' });
    const productId = await listProduct(seller.client, category, {
      productName: 'Sony headphones',
      productImage: '/api/images/headphones.webp',
      location: 'Chattogram',
      resellPrice: '2500',
    });

    const placed = await buyer.client.post(
      '/api/buyproduct',
      orderForm(productId, {
        userName: 'Someone Else',
        email: 'someone@else.example',
        product: 'Free TV',
        price: 1,
        image: 'https://evil.example/x.png',
      }),
    );
    expect(placed.statusCode).toBe(201);
    expect(placed.json()).toEqual({
      acknowledged: true,
      insertedId: expect.stringMatching(/^\d+$/),
    });

    const list = await buyer.client.get(`/api/buyproduct?email=${buyer.email}`);
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total-count']).toBe('1');
    expect(list.json()).toEqual([
      {
        _id: placed.json().insertedId,
        productId,
        product: 'Sony headphones',
        image: '/api/images/headphones.webp',
        location: 'Chattogram',
        price: 2500,
        meetingLocation: 'Dhanmondi 27, in front of the bank',
        meetingTime: null,
        meetingSpotNote: null,
        meetingPlace: null,
        status: 'requested',
        reason: null,
        createdAt: expect.any(String),
        awaitingConfirmation: [],
        sellerName: expect.stringMatching(/^Test seller/),
        // Not before the seller accepts.
        sellerPhone: null,
        sellerEmail: null,
        sellerId: seller.id,
        noShow: null,
        noShowDueAt: null,
        rated: false,
      },
    ]);
    expect(await categoryIds()).not.toContain(productId);

    const received = (await seller.client.get(`/api/orders/received?email=${seller.email}`)).json();
    expect(received).toEqual([
      expect.objectContaining({
        productId,
        userName: 'Nusrat Jahan',
        email: null,
        phone: null,
        meetingLocation: 'Dhanmondi 27, in front of the bank',
        status: 'requested',
      }),
    ]);
  });

  it('refuses signed-out visitors, unknown and malformed products, and one’s own product', async () => {
    const seller = await ctx.signUp({ role: 'seller' });
    const productId = await listProduct(seller.client, category);
    expect((await ctx.client().post('/api/buyproduct', orderForm(productId))).statusCode).toBe(401);

    const buyer = await ctx.signUp();
    for (const id of ['987654321', 'abc', '0']) {
      const response = await buyer.client.post('/api/buyproduct', orderForm(id));
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Product not found');
    }
    const own = await seller.client.post('/api/buyproduct', orderForm(productId));
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'You cannot order your own product',
    });
  });

  it('names bad fields and refuses fields it does not know', async () => {
    const buyer = await ctx.signUp();
    const bad = await buyer.client.post('/api/buyproduct', {
      phone: 'call me maybe',
      meetingLocation: '   ',
    });
    expect(bad.statusCode).toBe(400);
    const message = JSON.stringify(bad.json().message);
    for (const field of ['productId', 'phone', 'meetingLocation']) expect(message).toContain(field);

    const seller = await ctx.signUp({ role: 'seller' });
    const productId = await listProduct(seller.client, category);
    const sneaky = await buyer.client.post(
      '/api/buyproduct',
      orderForm(productId, { status: 'paid' }),
    );
    expect(sneaky.statusCode).toBe(400);
    expect(JSON.stringify(sneaky.json().message)).toContain('status');
  });

  it('keeps the meeting place picked from the gazetteer with its point; an unknown place is 400', async () => {
    const seller = await ctx.signUp({ role: 'seller' });
    const buyer = await ctx.signUp();
    const productId = await listProduct(seller.client, category);
    const [dhanmondi] = (await ctx.client().get('/api/places?q=Dhanmondi&limit=1')).json();

    for (const meetingPlaceId of ['999999999', 'Dhanmondi']) {
      const refused = await buyer.client.post(
        '/api/buyproduct',
        orderForm(productId, { meetingPlaceId }),
      );
      expect(refused.statusCode).toBe(400);
      expect(JSON.stringify(refused.json().message)).toContain('meetingPlaceId');
    }

    const placed = await buyer.client.post(
      '/api/buyproduct',
      orderForm(productId, { meetingLocation: 'Dhanmondi', meetingPlaceId: dhanmondi.id }),
    );
    expect(placed.statusCode).toBe(201);
    const [kept] = await ctx.db
      .select({
        meetingLocation: orders.meetingLocation,
        placeId: orders.meetingPlaceId,
        lat: orders.meetingLat,
        lng: orders.meetingLng,
      })
      .from(orders)
      .where(eq(orders.id, Number(placed.json().insertedId)));
    expect(kept).toEqual({
      meetingLocation: 'Dhanmondi',
      placeId: Number(dhanmondi.id),
      lat: 23.74,
      lng: 90.385,
    });
    // Both sides read the place back with the order: its name, admin areas and point.
    const meetingPlace = {
      id: dhanmondi.id,
      name: 'Dhanmondi',
      area: 'Dhaka District, Dhaka Division',
      lat: 23.74,
      lng: 90.385,
    };
    const [bought] = await ordersOf(buyer.client, buyer.email);
    expect(bought).toMatchObject({ meetingLocation: 'Dhanmondi', meetingPlace });
    const [received] = (
      await seller.client.get(`/api/orders/received?email=${seller.email}`)
    ).json();
    expect(received).toMatchObject({ meetingLocation: 'Dhanmondi', meetingPlace });

    // Free text, as SPEC.md has it, is still an order, without a point.
    const other = await listProduct(seller.client, category);
    const freeText = await buyer.client.post(
      '/api/buyproduct',
      orderForm(other, { meetingLocation: 'Near the big mosque' }),
    );
    expect(freeText.statusCode).toBe(201);
    const [unplaced] = await ctx.db
      .select({ placeId: orders.meetingPlaceId, lat: orders.meetingLat })
      .from(orders)
      .where(eq(orders.id, Number(freeText.json().insertedId)));
    expect(unplaced).toEqual({ placeId: null, lat: null });
    const freeTextOrder = (await ordersOf(buyer.client, buyer.email)).find(
      (order) => order._id === freeText.json().insertedId,
    );
    expect(freeTextOrder).toMatchObject({
      meetingLocation: 'Near the big mosque',
      meetingPlace: null,
    });
  });

  it('sells a second-hand item once: a second buyer gets 409', async () => {
    const seller = await ctx.signUp({ role: 'seller' });
    const productId = await listProduct(seller.client, category);
    const first = await ctx.signUp();
    const second = await ctx.signUp();
    expect((await first.client.post('/api/buyproduct', orderForm(productId))).statusCode).toBe(201);
    const late = await second.client.post('/api/buyproduct', orderForm(productId));
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'This product has already been ordered',
      code: 'product-taken',
    });
  });

  it('lets exactly one of 20 buyers ordering at the same instant win', async () => {
    const seller = await ctx.signUp({ role: 'seller' });
    const productId = await listProduct(seller.client, category);
    const buyers = await Promise.all(Array.from({ length: 20 }, () => ctx.signUp()));

    const responses = await Promise.all(
      buyers.map((buyer) => buyer.client.post('/api/buyproduct', orderForm(productId))),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
    const active = await ctx.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.productId, Number(productId)),
          inArray(orders.status, ['requested', 'accepted']),
        ),
      );
    expect(active).toHaveLength(1);
  });

  it("shows a buyer's orders to that buyer and to admins only, a page at a time", async () => {
    const seller = await ctx.signUp({ role: 'seller' });
    const buyer = await ctx.signUp();
    const ids: string[] = [];
    for (let n = 0; n < 3; n += 1) {
      const productId = await listProduct(seller.client, category, { productName: `Item ${n}` });
      ids.push(
        (await buyer.client.post('/api/buyproduct', orderForm(productId))).json().insertedId,
      );
    }
    const page = await buyer.client.get(`/api/buyproduct?email=${buyer.email}&limit=2&offset=1`);
    expect(page.json().map((o: { _id: string }) => o._id)).toEqual([ids[1], ids[0]]);
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.headers.link).toContain('rel="prev"');

    const admin = await ctx.signUp({ admin: true });
    expect(await ordersOf(admin.client, buyer.email)).toHaveLength(3);
    const other = await ctx.signUp();
    const refused = await other.client.get(`/api/buyproduct?email=${buyer.email}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You may only see your own records');
    expect((await ctx.client().get(`/api/buyproduct?email=${buyer.email}`)).statusCode).toBe(401);
    expect((await admin.client.get('/api/buyproduct?email=not-an-email')).statusCode).toBe(400);
    expect((await admin.client.get('/api/buyproduct?email=nobody%40example.com')).statusCode).toBe(
      404,
    );
  });

  describe('deleting an order (DELETE /buydelete/:id)', () => {
    it('cancels it and takes it out of the buyer’s list; the seller still sees it; the product is back', async () => {
      const seller = await ctx.signUp({ role: 'seller' });
      const buyer = await ctx.signUp();
      const productId = await listProduct(seller.client, category);
      const orderId = (await buyer.client.post('/api/buyproduct', orderForm(productId))).json()
        .insertedId;

      const stranger = await ctx.signUp();
      expect((await stranger.client.delete(`/api/buydelete/${orderId}`)).statusCode).toBe(403);
      // The seller cannot delete a buyer's order either: only its buyer or an admin.
      expect((await seller.client.delete(`/api/buydelete/${orderId}`)).statusCode).toBe(403);
      expect((await ctx.client().delete(`/api/buydelete/${orderId}`)).statusCode).toBe(401);

      const removed = await buyer.client.delete(`/api/buydelete/${orderId}`);
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ acknowledged: true, deletedCount: 1 });
      const list = await buyer.client.get(`/api/buyproduct?email=${buyer.email}`);
      expect(list.json()).toEqual([]);
      expect(list.headers['x-total-count']).toBe('0');
      expect(
        (await seller.client.get(`/api/orders/received?email=${seller.email}`)).json(),
      ).toEqual([expect.objectContaining({ _id: orderId, status: 'cancelled' })]);
      expect(await categoryIds()).toContain(productId);
      const again = await buyer.client.delete(`/api/buydelete/${orderId}`);
      expect(again.json()).toEqual({ acknowledged: true, deletedCount: 0 });

      expect((await stranger.client.post('/api/buyproduct', orderForm(productId))).statusCode).toBe(
        201,
      );
    });

    it('lets the buyer clear an order whose listing was removed, without touching anything else', async () => {
      const seller = await ctx.signUp({ role: 'seller' });
      const buyer = await ctx.signUp();
      const productId = await listProduct(seller.client, category);
      const orderId = (await buyer.client.post('/api/buyproduct', orderForm(productId))).json()
        .insertedId;
      await seller.client.delete(`/api/delete/${productId}`);
      expect(await ordersOf(buyer.client, buyer.email)).toEqual([
        expect.objectContaining({ _id: orderId, status: 'cancelled', productId: null }),
      ]);

      const cleared = await buyer.client.delete(`/api/buydelete/${orderId}`);
      expect(cleared.json()).toEqual({ acknowledged: true, deletedCount: 1 });
      expect(await ordersOf(buyer.client, buyer.email)).toEqual([]);
    });

    it("lets an admin delete anyone's order, and answers 404 for unknown and malformed ids", async () => {
      const seller = await ctx.signUp({ role: 'seller' });
      const buyer = await ctx.signUp();
      const admin = await ctx.signUp({ admin: true });
      const productId = await listProduct(seller.client, category);
      const orderId = (await buyer.client.post('/api/buyproduct', orderForm(productId))).json()
        .insertedId;
      expect((await admin.client.delete(`/api/buydelete/${orderId}`)).json()).toEqual({
        acknowledged: true,
        deletedCount: 1,
      });
      expect(await ordersOf(buyer.client, buyer.email)).toEqual([]);
      expect(await categoryIds()).toContain(productId);
      for (const id of ['987654321', 'x1', '00']) {
        const response = await admin.client.delete(`/api/buydelete/${id}`);
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe('Order not found');
      }
    });
  });

  describe('paying (the Pay button)', () => {
    it('is the buyer’s handover confirmation: only once accepted, once; a completed deal cannot be deleted', async () => {
      const seller = await ctx.signUp({ role: 'seller' });
      const buyer = await ctx.signUp();
      const admin = await ctx.signUp({ admin: true });
      const productId = await listProduct(seller.client, category);
      const orderId = (await buyer.client.post('/api/buyproduct', orderForm(productId))).json()
        .insertedId;
      expect((await seller.client.post(`/api/buyproduct/${orderId}/pay`)).statusCode).toBe(403);
      expect((await admin.client.post(`/api/buyproduct/${orderId}/pay`)).statusCode).toBe(403);
      const early = await buyer.client.post(`/api/buyproduct/${orderId}/pay`);
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toBe(
        'This order is requested: only an accepted order can be confirmed',
      );

      await seller.client.post(`/api/orders/${orderId}/accept`);
      const paid = await buyer.client.post(`/api/buyproduct/${orderId}/pay`);
      expect(paid.statusCode).toBe(200);
      expect(paid.json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
      expect((await buyer.client.post(`/api/buyproduct/${orderId}/pay`)).json()).toEqual({
        acknowledged: true,
        matchedCount: 1,
        modifiedCount: 0,
      });
      expect(await ordersOf(buyer.client, buyer.email)).toEqual([
        expect.objectContaining({
          _id: orderId,
          status: 'accepted',
          awaitingConfirmation: ['seller'],
        }),
      ]);
      await seller.client.post(`/api/orders/${orderId}/confirm`);
      expect(await ordersOf(buyer.client, buyer.email)).toEqual([
        expect.objectContaining({ _id: orderId, status: 'completed', awaitingConfirmation: [] }),
      ]);

      const deleteCompleted = await buyer.client.delete(`/api/buydelete/${orderId}`);
      expect(deleteCompleted.statusCode).toBe(409);
      expect(deleteCompleted.json().message).toBe(
        'This order is completed: a completed deal cannot be deleted',
      );
      expect((await admin.client.delete(`/api/buydelete/${orderId}`)).statusCode).toBe(409);
      expect(await ordersOf(buyer.client, buyer.email)).toEqual([
        expect.objectContaining({ _id: orderId, status: 'completed' }),
      ]);
      expect(await categoryIds()).not.toContain(productId);
      const detail = await buyer.client.get(`/api/producs/${productId}`);
      expect(detail.json()).toEqual(expect.objectContaining({ status: 'sold' }));

      const otherProduct = await listProduct(seller.client, category);
      const otherOrder = (
        await buyer.client.post('/api/buyproduct', orderForm(otherProduct))
      ).json().insertedId;
      await buyer.client.delete(`/api/buydelete/${otherOrder}`);
      const payCancelled = await buyer.client.post(`/api/buyproduct/${otherOrder}/pay`);
      expect(payCancelled.statusCode).toBe(409);
      expect(payCancelled.json().message).toBe(
        'This order is cancelled: only an accepted order can be confirmed',
      );
      expect((await buyer.client.post('/api/buyproduct/abc/pay')).statusCode).toBe(404);
    });
  });

  describe('orders received by a seller', () => {
    it('are shown to that seller and to admins only', async () => {
      const seller = await ctx.signUp({ role: 'seller' });
      const rival = await ctx.signUp({ role: 'seller' });
      const buyer = await ctx.signUp();
      const admin = await ctx.signUp({ admin: true });
      const productId = await listProduct(seller.client, category);
      await listProduct(rival.client, category);
      await buyer.client.post('/api/buyproduct', orderForm(productId));

      const own = await seller.client.get(`/api/orders/received?email=${seller.email}`);
      expect(own.json().map((o: { productId: string }) => o.productId)).toEqual([productId]);
      expect(own.headers['x-total-count']).toBe('1');
      expect((await rival.client.get(`/api/orders/received?email=${rival.email}`)).json()).toEqual(
        [],
      );
      expect(
        (await admin.client.get(`/api/orders/received?email=${seller.email}`)).json(),
      ).toHaveLength(1);
      expect(
        (await rival.client.get(`/api/orders/received?email=${seller.email}`)).statusCode,
      ).toBe(403);
      expect(
        (await buyer.client.get(`/api/orders/received?email=${seller.email}`)).statusCode,
      ).toBe(403);
    });
  });
});
