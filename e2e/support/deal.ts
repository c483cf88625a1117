import type { InsertResult, UploadedImage } from '@marketplace/contracts';
import { type Browser, type Page, expect } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import type { Account } from './accounts';
import { emailsTo, linkTo } from './outbox';
import { cameraPhoto } from './seller';

export const VERIFICATION_SUBJECT = 'Verify your Marketplace email';

/**
 * Opens the verification link the registration emailed (the outbox), as its owner would, so the
 * account has the proven limits; `new-buyer-verifies-their-email-and-orders` walks it on screen.
 */
export async function proveEmail(page: Page, email: string, origin?: string): Promise<void> {
  const [mail] = await emailsTo(email, VERIFICATION_SUBJECT, 1, 15_000, origin);
  const token = new URLSearchParams(
    new URL(linkTo(mail!, '/verify-email#token=')).hash.slice(1),
  ).get('token');
  const confirmed = await page.request.post('/api/auth/email-verification/confirm', {
    data: { token },
  });
  expect(confirmed.status()).toBe(200);
}

/**
 * The two sides of a deal, each a fresh account in a browser of its own, so a journey's orders
 * never meet another journey's limits or listings.
 */
export async function newAccount(
  browser: Browser,
  baseURL: string | undefined,
  role: 'user' | 'seller',
  name: string,
): Promise<{ page: Page; account: Account; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const account = await register(page, role, name);
  return { page, account, close: () => context.close() };
}

/** Registers and signs in a fresh account in the browser of `page`, its email proven. */
export async function register(
  page: Page,
  role: 'user' | 'seller',
  name: string,
): Promise<Account> {
  const account = {
    name,
    email: `${role}-${randomBytes(4).toString('hex')}@journey.test`,
    password: 'a good long password',
  };
  // Through the API the register form uses (its own journey covers the form).
  const registered = await page.request.post('/api/auth/register', {
    data: { ...account, image: '/api/images/journey.webp', role },
  });
  expect(registered.status()).toBe(201);
  await proveEmail(page, account.email, new URL(registered.url()).origin);
  return account;
}

export interface Listing {
  productName: string;
  category: string;
  location: string;
  orginalPrice: number;
  resellPrice: number;
  yearsOfUsed: string;
  phone: string;
  /** The gazetteer place the location names (`GET /api/places`), for distances to it. */
  placeId?: string;
}

/** Lists a product as the seller signed in on `page` and returns its id. */
export async function listProduct(page: Page, listing: Listing): Promise<string> {
  const upload = await page.request.post('/api/images', {
    multipart: { image: await cameraPhoto(`${listing.productName}.jpg`) },
  });
  expect(upload.status()).toBe(201);
  const { data: photo } = (await upload.json()) as { data: UploadedImage };
  const created = await page.request.post('/api/products', {
    data: { ...listing, productImage: photo.url },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as InsertResult).insertedId;
}

/** Orders the product from its own page, through Buy Now and the order modal. */
export async function orderFromDetail(
  page: Page,
  productId: string,
  productName: string,
  details: { phone: string; meetingLocation: string; meetingTime?: string },
) {
  await page.goto(`/producs/${productId}`);
  await page.getByRole('button', { name: `Buy Now ${productName}` }).click();
  const order = page.getByRole('dialog', { name: productName });
  await order.getByLabel('Phone').fill(details.phone);
  await order.getByLabel('Meeting location').fill(details.meetingLocation);
  if (details.meetingTime) await order.getByLabel(/Meeting time/).fill(details.meetingTime);
  await order.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Order Success')).toBeVisible();
  await expect(order).toBeHidden();
}

/** A row of a table by its row header (the product's name). */
export const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });

/** Answers the confirmation prompt a step asks. */
export async function answerPrompt(page: Page, prompt: RegExp | string, button: string) {
  await page.getByRole('dialog', { name: prompt }).getByRole('button', { name: button }).click();
}

/**
 * Takes an order through the API, from the buyer's and the seller's sessions, as far as `until`:
 * accepted, or completed (both confirmed the handover). The journeys that walk these steps on
 * screen are buyer-orders-a-product and buyer-and-seller-complete-a-deal.
 */
export async function dealThroughApi(
  buyer: Page,
  seller: Page,
  productId: string,
  until: 'accepted' | 'completed',
): Promise<string> {
  const placed = await buyer.request.post('/api/buyproduct', {
    data: { productId, phone: '01712000333', meetingLocation: 'Gulshan 1 police box' },
  });
  expect(placed.status()).toBe(201);
  const orderId = ((await placed.json()) as InsertResult).insertedId;
  const steps: Array<[Page, string]> = [[seller, 'accept']];
  if (until === 'completed') steps.push([buyer, 'confirm'], [seller, 'confirm']);
  for (const [party, step] of steps) {
    expect((await party.request.post(`/api/orders/${orderId}/${step}`)).status()).toBe(200);
  }
  return orderId;
}
