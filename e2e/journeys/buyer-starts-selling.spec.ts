import type { AuditEntry } from '@marketplace/contracts';
import { DEMO, signIn } from '../support/accounts';
import { listProduct, newAccount, register } from '../support/deal';
import { expect, expectNoSeriousAccessibilityProblems, test } from '../support/test';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

test.use(PHONE);

test('a buyer on a phone follows Sale Product, starts selling with the same account and lands on Add Product', async ({
  page,
  browser,
  baseURL,
  journey,
}) => {
  const buyer = await register(page, 'user', 'Sharmin Sultana');
  const seller = await newAccount(browser, baseURL, 'seller', 'Old Books Corner');
  const productId = await listProduct(seller.page, {
    productName: 'Humayun Ahmed novels, set of 10',
    category: 'Home Appliances',
    location: 'Nilkhet, Dhaka',
    orginalPrice: 4000,
    resellPrice: 1500,
    yearsOfUsed: '3 years',
    phone: '01712000555',
  });
  expect((await page.request.put(`/api/favourites/${productId}`)).status()).toBe(200);

  await page.goto('/');
  await page
    .getByRole('region', { name: 'Start making money' })
    .getByRole('link', { name: 'Sale Product' })
    .click();
  await expect(page).toHaveURL('/login');
  await expect(
    page.getByRole('status').filter({ hasText: 'That page needs a seller account.' }),
  ).toBeVisible();
  await expectNoSeriousAccessibilityProblems(page);
  await journey.capture('the-seller-page-offers-start-selling');

  await page.getByRole('button', { name: 'Start selling' }).click();
  await expect(page.getByText('You can now sell')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Add Product', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/dashbord\/addproduct\/?$/);
  await journey.capture('add-product-for-the-new-seller');

  // The same account: what it saved as a buyer is still there, and Settings has nothing to offer.
  await page.goto('/dashbord/favourites');
  await expect(page.getByRole('link', { name: 'Humayun Ahmed novels, set of 10' })).toBeVisible();
  await page.goto('/dashbord/settings');
  await expect(page.getByRole('button', { name: 'Save profile' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start selling' })).toHaveCount(0);

  // The administrators see who started selling, in the audit log.
  await seller.close();
  const admin = await browser.newContext({ baseURL });
  const adminPage = await admin.newPage();
  await signIn(adminPage, DEMO.admin);
  const log = await adminPage.request.get('/api/audit-log?limit=20');
  const entries = (await log.json()) as AuditEntry[];
  expect(entries.find((entry) => entry.actor.email === buyer.email)?.action).toBe(
    'user.start-selling',
  );
  await admin.close();
});

test('a buyer on a phone starts selling from Settings', async ({ page, journey }) => {
  await register(page, 'user', 'Mahmudul Karim');
  await page.goto('/dashbord/settings');
  const selling = page.getByRole('region', { name: 'Selling' });
  await expect(selling).toContainText('This cannot be undone.');
  await journey.capture('settings-offers-start-selling');
  await selling.getByRole('button', { name: 'Start selling' }).click();
  await expect(page.getByRole('heading', { name: 'Add Product', level: 1 })).toBeVisible();
  await journey.capture('add-product-after-settings');
  const me = await page.request.get('/api/auth/me');
  expect(await me.json()).toMatchObject({ isSeller: true, verify: false });
});
