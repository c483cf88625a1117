import type { ReceivedOrder } from '@marketplace/contracts';
import { listProduct, newAccount, register } from '../support/deal';
import { expect, expectNoSeriousAccessibilityProblems, test } from '../support/test';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const LISTING = {
  productName: 'Walton ceiling fan, 56 inch',
  category: 'Home Appliances',
  location: 'Mirpur 2, Dhaka',
  orginalPrice: 4500,
  resellPrice: 2200,
  yearsOfUsed: '1 year',
  phone: '01712 000 888',
};

test.use(PHONE);

test('a buyer on a phone is refused 12345 and orders with a number typed in Bengali digits, which the seller reads in the local form', async ({
  page,
  browser,
  baseURL,
  journey,
}) => {
  await register(page, 'user', 'Jannatul Ferdous');
  const seller = await newAccount(browser, baseURL, 'seller', 'Fan House Mirpur');
  const productId = await listProduct(seller.page, LISTING);

  await page.goto(`/producs/${productId}`);
  await page.getByRole('button', { name: `Buy Now ${LISTING.productName}` }).click();
  const order = page.getByRole('dialog', { name: LISTING.productName });
  await order.getByLabel('Phone').fill('12345');
  await order.getByLabel('Meeting location').fill('Mirpur 10 roundabout');
  await order.getByRole('button', { name: 'Place order' }).click();
  await expect(order.getByText(/must be a mobile number in Bangladesh/i)).toBeVisible();
  await expectNoSeriousAccessibilityProblems(page);
  await journey.capture('a-short-number-is-refused');

  await order.getByLabel('Phone').fill('০১৮১৯ ৪৫৬-৭২৩');
  await order.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Order Success')).toBeVisible();
  await expect(order).toBeHidden();

  // The seller accepts and reads the buyer's number as people here write it.
  const received = await seller.page.request.get(
    `/api/orders/received?email=${encodeURIComponent(seller.account.email)}`,
  );
  const [request] = (await received.json()) as ReceivedOrder[];
  expect((await seller.page.request.post(`/api/orders/${request!._id}/accept`)).status()).toBe(200);
  const accepted = await seller.page.request.get(
    `/api/orders/received?email=${encodeURIComponent(seller.account.email)}`,
  );
  expect(((await accepted.json()) as ReceivedOrder[])[0]!.phone).toBe('01819456723');
  await seller.close();
});
