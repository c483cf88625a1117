import { dealThroughApi, listProduct, newAccount, register } from '../support/deal';
import { expect, expectNoSeriousAccessibilityProblems, test } from '../support/test';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

test.use(PHONE);

/**
 * Issue 48, item 6. On main before it, a buyer never saw what a seller rated them (this journey
 * failed at My Orders).
 */
test('a buyer on a phone reads the rating the seller gave them, under the deal and in Settings', async ({
  page,
  browser,
  baseURL,
  journey,
}) => {
  const seller = await newAccount(browser, baseURL, 'seller', 'Gulshan Gadgets');
  const productId = await listProduct(seller.page, {
    productName: 'Xiaomi power bank 20000 mAh',
    category: 'Home Appliances',
    location: 'Gulshan 1, Dhaka',
    orginalPrice: 3200,
    resellPrice: 1600,
    yearsOfUsed: '1 year',
    phone: '01712000222',
  });
  await register(page, 'user', 'Rumana Parvin');
  const orderId = await dealThroughApi(page, seller.page, productId, 'completed');
  const rated = await seller.page.request.post(`/api/orders/${orderId}/rating`, {
    data: { stars: 5, comment: 'Came on time and paid in full' },
  });
  expect(rated.status()).toBe(201);
  await seller.close();

  await page.goto('/myorders');
  const deal = page
    .getByRole('row', { name: /Xiaomi power bank/ })
    .or(page.getByRole('listitem').filter({ hasText: 'Xiaomi power bank' }));
  await expect(deal.first()).toContainText('Gulshan Gadgets rated you');
  await expect(deal.first().getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
  await expect(deal.first()).toContainText('Came on time and paid in full');
  await expectNoSeriousAccessibilityProblems(page);
  await journey.capture('my-orders-with-the-rating');

  await page.goto('/dashbord/settings');
  const ratings = page.getByRole('region', { name: 'Your ratings' });
  await expect(ratings.getByRole('img', { name: 'Rated 5.0 out of 5 by 1 person' })).toBeVisible();
  await expect(ratings).toContainText('Gulshan Gadgets, seller of Xiaomi power bank 20000 mAh');
  await journey.capture('settings-with-the-ratings');
});
