import { randomBytes } from 'node:crypto';
import { categories } from '../database/schema.js';
import type { TestClient, TestContext } from './test-app.js';

/**
 * Catalogue fixtures for the API suites. Categories have no API (the seed loads them), so they
 * go straight into the database; products go through `POST /api/products` like a seller's form.
 */
export async function addCategory(
  ctx: TestContext,
  name = `Category ${randomBytes(4).toString('hex')}`,
) {
  const [row] = await ctx.db
    .insert(categories)
    .values({ name, image: `/api/images/${name.toLowerCase().replace(/\W+/g, '-')}.webp` })
    .returning();
  return { id: String(row!.id), name: row!.name, image: row!.image };
}

/** A complete Add Product form, as the spec's client sends it (prices and phone as strings). */
export const productForm = (category: string, overrides: Record<string, unknown> = {}) => ({
  productName: 'Walton fridge',
  productImage: '/api/images/fridge.webp',
  location: 'Dhaka',
  orginalPrice: '30000',
  resellPrice: '18000',
  yearsOfUsed: '2 years',
  category,
  phone: '01712345678',
  ...overrides,
});

/** Lists a product as `seller` and returns its id. */
export async function listProduct(
  seller: TestClient,
  category: string,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const response = await seller.post('/api/products', productForm(category, overrides));
  if (response.statusCode !== 201) throw new Error(`listing failed: ${response.body}`);
  return response.json<{ insertedId: string }>().insertedId;
}

/** An order form for `productId`, as the order modal sends it. */
export const orderForm = (productId: string, overrides: Record<string, unknown> = {}) => ({
  productId,
  phone: '01898765432',
  meetingLocation: 'Dhanmondi 27, in front of the bank',
  ...overrides,
});
