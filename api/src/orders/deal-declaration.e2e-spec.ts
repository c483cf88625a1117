import {
  DEAL_MOVES,
  DEAL_STATES,
  type DealMove,
  LISTING_HOLDING_STATUSES,
  ORDER_STATUSES,
  type OrderStatus,
  moveLeaves,
  refusedMove,
} from '@marketplace/contracts';
import { eq, sql } from 'drizzle-orm';
import { orders, products } from '../database/schema.js';
import { queryRows } from '../database/database.js';
import { addCategory, listProduct, orderForm } from '../testing/catalogue.js';
import { backdateAcceptance, makeDeal } from '../testing/deals.js';
import { DATABASE_TARGETS, type TestContext, createTestContext } from '../testing/test-app.js';

/** The moves a person makes through the API, by their path; the others are the system's. */
const PERSONAL_MOVES = {
  accept: (id: string) => ['POST', `/api/orders/${id}/accept`],
  decline: (id: string) => ['POST', `/api/orders/${id}/decline`],
  confirm: (id: string) => ['POST', `/api/orders/${id}/confirm`],
  reportNoShow: (id: string) => ['POST', `/api/orders/${id}/no-show`],
  withdraw: (id: string) => ['DELETE', `/api/buydelete/${id}`],
} as const satisfies Partial<Record<DealMove, (id: string) => readonly [string, string]>>;
type PersonalMove = keyof typeof PERSONAL_MOVES;

const ACTORS = ['buyer', 'seller', 'admin', 'stranger'] as const;
type Actor = (typeof ACTORS)[number];

/**
 * The deal as DEAL_STATES and DEAL_MOVES declare it, proven against the API and the database:
 * every personal move from every state by every actor, what the database does to the listing in
 * each state, which states count as open, and which hold the listing against a second order.
 */
describe.each(DATABASE_TARGETS)('the declared deal on %s', (_, databaseUrl) => {
  let ctx: TestContext;
  let category: string;
  let admin: Awaited<ReturnType<TestContext['signUp']>>;
  beforeAll(async () => {
    ctx = await createTestContext(databaseUrl, {
      ORDER_REQUESTS_PER_HOUR: '1000',
      MAX_OPEN_ORDERS_PER_BUYER: '1000',
    });
    category = (await addCategory(ctx)).name;
    admin = await ctx.signUp({ admin: true });
  });
  afterAll(() => ctx.close());

  /** A new deal in `state`, reached by the moves that lead there (expiry as the sweep writes it). */
  const dealIn = async (state: OrderStatus) => {
    const deal = await makeDeal(
      ctx,
      category,
      state === 'accepted' || state === 'completed' ? state : 'requested',
    );
    if (state === 'declined') await deal.seller.client.post(`/api/orders/${deal.orderId}/decline`);
    if (state === 'cancelled') await deal.buyer.client.delete(`/api/buydelete/${deal.orderId}`);
    if (state === 'expired') {
      await ctx.db
        .update(orders)
        .set({ status: 'expired', closedAt: sql`now()` })
        .where(eq(orders.id, Number(deal.orderId)));
    }
    // Due for a no-show report: accepted a day and more ago, without a meeting time.
    if (state === 'accepted') await backdateAcceptance(ctx, deal.orderId, 25);
    return deal;
  };

  const statusOf = async (orderId: string) =>
    (
      await ctx.db
        .select()
        .from(orders)
        .where(eq(orders.id, Number(orderId)))
    )[0]!.status;

  describe.each(Object.keys(PERSONAL_MOVES) as PersonalMove[])('%s', (move) => {
    const rule = DEAL_MOVES[move];
    it.each(ORDER_STATUSES)(
      'from %s: only the declared actors, only from the declared states',
      async (state) => {
        for (const actor of ACTORS) {
          const deal = await dealIn(state);
          const stranger = await ctx.signUp();
          const client = { buyer: deal.buyer, seller: deal.seller, admin, stranger }[actor].client;
          const [method, url] = PERSONAL_MOVES[move](deal.orderId);
          const response =
            method === 'DELETE' ? await client.delete(url) : await client.post(url, {});
          const allowed = (rule.by as readonly Actor[]).includes(actor);
          const why = `${move} from ${state} by the ${actor}`;
          if (!allowed) {
            expect([why, response.statusCode]).toEqual([why, 403]);
            expect(await statusOf(deal.orderId)).toBe(state);
          } else if (moveLeaves(move, state)) {
            expect([why, response.statusCode]).toEqual([why, 200]);
            // A confirmation completes the deal once both sides confirmed: one side leaves it accepted.
            expect(await statusOf(deal.orderId)).toBe(move === 'confirm' ? state : rule.to);
          } else if (move === 'withdraw' && state !== 'completed') {
            // A closed order only leaves the buyer's list; its state stays.
            expect([why, response.statusCode]).toEqual([why, 200]);
            expect(await statusOf(deal.orderId)).toBe(state);
          } else if (move === 'withdraw') {
            expect([why, response.statusCode]).toEqual([why, 409]);
          } else if (move === 'confirm' && state === 'completed') {
            // Confirming again changes nothing.
            expect([why, response.json()]).toEqual([
              why,
              { acknowledged: true, matchedCount: 1, modifiedCount: 0 },
            ]);
          } else {
            expect([why, response.statusCode]).toEqual([why, 409]);
            expect(response.json().message).toBe(refusedMove(move, state));
            expect(await statusOf(deal.orderId)).toBe(state);
          }
        }
      },
    );
  });

  it.each(ORDER_STATUSES)("the database's listing follows the declaration in %s", async (state) => {
    const deal = await dealIn(state);
    const [listing] = await ctx.db
      .select({ status: products.status })
      .from(products)
      .where(eq(products.id, Number(deal.productId)));
    expect(listing!.status).toBe(DEAL_STATES[state].listing);
  });

  it.each(ORDER_STATUSES)(
    'place_order counts an order in %s as open exactly when the declaration does',
    async (state) => {
      const deal = await dealIn(state);
      const another = await listProduct(deal.seller.client, category);
      const [placement] = await queryRows<{ outcome: string }>(
        ctx.db,
        sql`select outcome from place_order(${Number(deal.buyer.id)}::bigint, 'Buyer', ${deal.buyer.email},
          ${Number(another)}::bigint, '+8801712345678', 'Dhanmondi', null, null, null, null, null,
          null, 1, 1000)`,
      );
      expect([state, placement!.outcome]).toEqual([
        state,
        DEAL_STATES[state].open ? 'open-limit' : 'placed',
      ]);
    },
  );

  it('one listing holds one order in a listing-holding state, whatever the code above the database does', async () => {
    const seller = await ctx.signUp({ role: 'seller' });
    const buyer = await ctx.signUp();
    for (const held of ORDER_STATUSES) {
      for (const second of ORDER_STATUSES) {
        const productId = Number(await listProduct(seller.client, category));
        const insert = (status: OrderStatus) =>
          ctx.db.insert(orders).values({
            productId,
            buyerId: Number(buyer.id),
            sellerId: Number(seller.id),
            userName: 'Buyer',
            email: buyer.email,
            phone: orderForm(String(productId)).phone,
            sellerName: 'Seller',
            sellerPhone: '+8801712345678',
            productName: 'Held',
            price: 100,
            image: '/api/images/test.webp',
            location: 'Dhaka',
            meetingLocation: 'Dhanmondi',
            status,
          });
        await insert(held);
        const both = [held, second].every((status) => LISTING_HOLDING_STATUSES.includes(status));
        const outcome = await insert(second).then(
          () => 'inserted',
          () => 'refused',
        );
        expect([held, second, outcome]).toEqual([held, second, both ? 'refused' : 'inserted']);
      }
    }
  });
});
