import { eq, sql } from 'drizzle-orm';
import { orders } from '../database/schema.js';
import { listProduct, orderForm } from './catalogue.js';
import type { TestContext } from './test-app.js';

type Account = Awaited<ReturnType<TestContext['signUp']>>;

/**
 * A deal between a new seller and a new buyer (or the ones given), taken as far as `until`:
 * requested, accepted, or completed (both sides confirmed the handover).
 */
export async function makeDeal(
  ctx: TestContext,
  category: string,
  until: 'requested' | 'accepted' | 'completed',
  parties: { seller?: Account; buyer?: Account; product?: Record<string, unknown> } = {},
) {
  const seller = parties.seller ?? (await ctx.signUp({ role: 'seller' }));
  const buyer = parties.buyer ?? (await ctx.signUp());
  const productId = await listProduct(seller.client, category, parties.product);
  const placed = await buyer.client.post('/api/buyproduct', orderForm(productId));
  if (placed.statusCode !== 201) throw new Error(`ordering failed: ${placed.body}`);
  const orderId = placed.json<{ insertedId: string }>().insertedId;
  const steps: Array<[Account, string]> = [];
  if (until !== 'requested') steps.push([seller, 'accept']);
  if (until === 'completed') steps.push([buyer, 'confirm'], [seller, 'confirm']);
  for (const [party, step] of steps) {
    const response = await party.client.post(`/api/orders/${orderId}/${step}`);
    if (response.statusCode !== 200) throw new Error(`${step} failed: ${response.body}`);
  }
  return { seller, buyer, productId, orderId };
}

/** Moves an accepted deal's acceptance (and meeting time, when given) into the past. */
export async function backdateAcceptance(
  ctx: TestContext,
  orderId: string,
  acceptedHoursAgo: number,
  meetingHoursAgo?: number,
) {
  const ago = (hours: number) => sql`now() - make_interval(hours => ${hours})` as unknown as Date;
  await ctx.db
    .update(orders)
    .set({
      acceptedAt: ago(acceptedHoursAgo),
      ...(meetingHoursAgo === undefined ? {} : { meetingTime: ago(meetingHoursAgo) }),
    })
    .where(eq(orders.id, Number(orderId)));
}
