import { DEMO, signIn } from '../support/accounts';
import { answerPrompt, dealThroughApi, listProduct, newAccount } from '../support/deal';
import { expect, expectNoSeriousAccessibilityProblems, test } from '../support/test';

const LISTING = {
  productName: 'Walton 1.5 ton air conditioner',
  category: 'Home Appliances',
  location: 'Mohammadpur, Dhaka',
  orginalPrice: 62000,
  resellPrice: 30000,
  yearsOfUsed: '3 years',
  phone: '01819000555',
};

test('a seller reports an abusive review of them with a reason; the admin hides it, it leaves the profile and the Audit Log says so', async ({
  browser,
  baseURL,
  journey,
  page,
}) => {
  const seller = await newAccount(browser, baseURL, 'seller', 'Kamal Cooling Centre');
  const buyer = await newAccount(browser, baseURL, 'user', 'Angry Buyer');
  const productId = await listProduct(seller.page, LISTING);
  const orderId = await dealThroughApi(buyer.page, seller.page, productId, 'completed');
  const rated = await buyer.page.request.post(`/api/orders/${orderId}/rating`, {
    data: { stars: 1, comment: 'Thief and liar, everyone avoid this man' },
  });
  expect(rated.status()).toBe(201);
  const sellerId = (await (await seller.page.request.get('/api/auth/me')).json()).id as string;

  // The seller reports it from their profile.
  await seller.page.goto(`/sellers/${sellerId}`);
  const reviews = seller.page.getByRole('list', { name: 'Reviews of Kamal Cooling Centre' });
  await expect(reviews).toContainText('Thief and liar');
  await reviews.getByRole('button', { name: 'Report the review by Angry Buyer' }).click();
  const why = seller.page.getByRole('dialog', { name: 'Why are you reporting this review?' });
  await why.getByRole('radio', { name: 'Offensive' }).check();
  await why.getByRole('button', { name: 'Send report' }).click();
  await expect(seller.page.getByText('Report Success')).toBeVisible();

  // The admin finds it under Report Items, with its reason, and hides it.
  await signIn(page, DEMO.admin);
  await page.goto('/dashbord/report');
  const row = page.getByRole('row').filter({ hasText: 'Thief and liar' });
  await expect(row).toContainText('Offensive × 1');
  await expect(row.getByRole('link', { name: 'Kamal Cooling Centre' })).toBeVisible();
  await expectNoSeriousAccessibilityProblems(page);
  await journey.capture('reported-reviews');
  await row.getByRole('button', { name: /^Hide/ }).click();
  await answerPrompt(page, /Hide this review\?/, 'Hide');
  await expect(page.getByText('Review hidden')).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.goto('/dashbord/auditlog');
  await expect(page.getByRole('row').filter({ hasText: 'Hid review' }).first()).toContainText(
    '1 ★ by Angry Buyer',
  );

  await seller.page.reload();
  await expect(
    seller.page.getByText('Nobody has reviewed Kamal Cooling Centre yet.'),
  ).toBeVisible();
  await buyer.close();
  await seller.close();
});
