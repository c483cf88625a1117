import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { listProduct, newAccount } from '../support/deal';
import { REPOSITORY_ROOT } from '../support/repository';
import { expect, expectNoSeriousAccessibilityProblems, test } from '../support/test';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

test.use(PHONE);

/**
 * Issue 48, item 2. On main before it, the login page gave no sign of the listing, and
 * registering landed on the home page with the listing gone (this journey failed at the preview).
 */
test('a visitor on a phone opens a shared listing, sees it above the login form, registers and is back on it', async ({
  page,
  browser,
  baseURL,
  journey,
}) => {
  const seller = await newAccount(browser, baseURL, 'seller', 'Mirpur Electronics');
  const productId = await listProduct(seller.page, {
    productName: 'Walton fridge, 2 years old',
    category: 'Home Appliances',
    location: 'Mirpur 10, Dhaka',
    orginalPrice: 42000,
    resellPrice: 18500,
    yearsOfUsed: '2 years',
    phone: '01712000777',
  });
  await seller.close();

  // The shared link, signed out: SPEC.md's login form, with the listing it was for above it.
  await page.goto(`/producs/${productId}`);
  await expect(page).toHaveURL('/login');
  const listing = page.getByRole('figure', { name: 'The listing you opened' });
  await expect(listing).toContainText('Walton fridge, 2 years old');
  await expect(listing).toContainText('Tk 18,500');
  await expect
    .poll(() => listing.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await expectNoSeriousAccessibilityProblems(page);
  await journey.capture('login-for-a-shared-listing');

  // "Create an account" keeps it: the register form shows it too, and registering comes back.
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL('/register');
  await expect(page.getByRole('figure', { name: 'The listing you opened' })).toContainText(
    'Walton fridge, 2 years old',
  );
  await page.getByLabel('Name').fill('Nasrin Sultana');
  await page.getByLabel('Email').fill(`nusrat-${randomBytes(4).toString('hex')}@journey.test`);
  await page
    .getByLabel('Profile image')
    .setInputFiles(join(REPOSITORY_ROOT, 'e2e', 'fixtures', 'buyer-photo.png'));
  await page.getByLabel('Password').fill('a long buyer password');
  await journey.capture('register-for-a-shared-listing');
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page.getByText('Register Success')).toBeVisible();
  await expect(page).toHaveURL(`/producs/${productId}`);
  await expect(page.getByRole('heading', { name: 'Product details', level: 1 })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Walton fridge, 2 years old' })).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Buy Now Walton fridge, 2 years old' }),
  ).toBeVisible();
});
