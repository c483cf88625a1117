import { DEMO, signIn } from '../support/accounts';
import { cameraPhoto } from '../support/seller';
import { expect, expectNoSeriousAccessibilityProblems, test } from '../support/test';

const NEW_SELLER = {
  name: 'Shirin Akter',
  email: 'shirin.akter@marketplace.test',
  password: 'shirin-sells-cameras',
};
const PRODUCT = {
  productName: 'Canon PowerShot SX620 HS',
  category: 'Cameras',
  location: 'Banani, Dhaka',
  orginalPrice: 32000,
  resellPrice: 14000,
  yearsOfUsed: '4 years',
  phone: '01711223344',
};
const pendingNotice = /Verification pending/;

test('a seller no administrator has verified is told so, and sells without the badge', async ({
  page,
  journey,
}) => {
  // A new seller account of its own: the demo's unverified seller may be verified by another journey.
  const picture = await page.request.post('/api/images', {
    multipart: { image: await cameraPhoto() },
  });
  const { data: photo } = await picture.json();
  const registration = await page.request.post('/api/auth/register', {
    data: { ...NEW_SELLER, image: photo.url, role: 'seller' },
  });
  expect(registration.status()).toBe(201);

  await page.goto('/dashbord');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText(pendingNotice)).toBeVisible();
  await expectNoSeriousAccessibilityProblems(page);
  await journey.capture('dashboard-verification-pending');

  const listing = await page.request.post('/api/products', {
    data: { ...PRODUCT, productImage: photo.url },
  });
  expect(listing.status()).toBe(201);
  await page.goto(`/producs/${PRODUCT.category}`);
  const card = page.getByRole('article', { name: PRODUCT.productName });
  await expect(card).toContainText(NEW_SELLER.name);
  await expect(card.getByText('verified', { exact: true })).toHaveCount(0);
});

test('a verified seller sees no such notice', async ({ page }) => {
  await signIn(page, DEMO.seller);
  await page.goto('/dashbord');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText(`Welcome back, ${DEMO.seller.name}.`)).toBeVisible();
  await expect(page.getByText(pendingNotice)).toHaveCount(0);
});
