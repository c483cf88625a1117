import { DEMO, accountMenuButton, submitLogin } from '../support/accounts';
import { expect, expectNoSeriousAccessibilityProblems, test } from '../support/test';

test('a signed-out visitor asking for their orders signs in and arrives there', async ({
  page,
  journey,
}) => {
  await page.goto('/dashbord/myorders');

  await expect(page).toHaveURL('/login');
  await expect(page.getByText('Sign in to continue to the page you asked for.')).toBeVisible();
  await expectNoSeriousAccessibilityProblems(page);
  await journey.capture('stopped-at-login');

  await submitLogin(page, DEMO.buyer);
  await expect(page.getByText('Login Success')).toBeVisible();
  await expect(page).toHaveURL('/dashbord/myorders');
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
  await expect(accountMenuButton(page, DEMO.buyer)).toBeVisible();
  await journey.capture('arrived-at-my-orders');
});

test('a product id needs a signed-in visitor; a category name does not', async ({ page }) => {
  await page.goto('/producs/Laptops');
  await expect(page.getByRole('heading', { name: 'Laptops' })).toBeVisible();

  await page.goto('/producs/1');
  await expect(page).toHaveURL('/login');
  await submitLogin(page, DEMO.buyer);
  await expect(page).toHaveURL('/producs/1');
  await expect(page.getByRole('heading', { name: 'Product details' })).toBeVisible();
});

test('a login with no page asked for goes home, and an unknown address shows the not-found page', async ({
  page,
  journey,
}) => {
  await page.goto('/login');
  await submitLogin(page, DEMO.buyer);
  await expect(page).toHaveURL('/');

  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'An empty, open parcel' })).toBeVisible();
  await expectNoSeriousAccessibilityProblems(page);
  await journey.capture('not-found');
  await page.getByRole('link', { name: 'Back to homepage' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Welcome to the marketplace' })).toBeVisible();
});
