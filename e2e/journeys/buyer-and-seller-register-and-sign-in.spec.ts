import type { Page } from '@playwright/test';
import { join } from 'node:path';
import { type Account, accountMenuButton, signOut, submitLogin } from '../support/accounts';
import { REPOSITORY_ROOT } from '../support/repository';
import { expect, expectNoSeriousAccessibilityProblems, test } from '../support/test';

interface Registration extends Account {
  accountType: 'Buyer account' | 'Seller account';
  photo: string;
}

/** Unique per run: the journeys share one server, whose accounts outlive a single test. */
const runId = Date.now().toString(36);

async function fillRegistration(page: Page, registration: Registration) {
  await page.goto('/register');
  await page.getByLabel('Name').fill(registration.name);
  await page.getByLabel('Email').fill(registration.email);
  await page
    .getByLabel('Profile image')
    .setInputFiles(join(REPOSITORY_ROOT, 'e2e', 'fixtures', registration.photo));
  await page.getByLabel('Password').fill(registration.password);
  await page.getByLabel('Account type').selectOption({ label: registration.accountType });
}

async function expectSignedInWithPhoto(page: Page, account: Account) {
  const avatar = accountMenuButton(page, account).locator('img');
  await expect(avatar).toHaveAttribute('src', /\/api\/images\//);
  await expect
    .poll(() => avatar.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
}

test('a buyer registers with a photo, signs out, and signs back in', async ({ page, journey }) => {
  const buyer: Registration = {
    name: 'Mina Rahman',
    email: `mina-${runId}@example.com`,
    password: 'a long buyer password',
    accountType: 'Buyer account',
    photo: 'buyer-photo.png',
  };

  await fillRegistration(page, buyer);
  await expectNoSeriousAccessibilityProblems(page);
  await journey.capture('register-form-filled');
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page.getByText('Register Success')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Welcome to the marketplace' })).toBeVisible();
  await expectSignedInWithPhoto(page, buyer);

  await accountMenuButton(page, buyer).click();
  await expect(page.getByText(buyer.email)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dashbord' })).toBeVisible();
  await journey.capture('account-menu-open');
  await page.keyboard.press('Escape');

  await signOut(page, buyer);
  await expect(accountMenuButton(page, buyer)).toHaveCount(0);

  await page.getByRole('link', { name: 'Login' }).click();
  await expectNoSeriousAccessibilityProblems(page);
  await submitLogin(page, { email: buyer.email, password: 'not the password' });
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL('/login');
  await journey.capture('login-refused');

  await submitLogin(page, buyer);
  await expect(page.getByText('Login Success')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expectSignedInWithPhoto(page, buyer);
  await journey.capture('signed-in-home');
});

test('a seller registers with a photo and finds the seller pages in the dashboard', async ({
  page,
  journey,
}) => {
  const seller: Registration = {
    name: 'Karim Uddin',
    email: `karim-${runId}@example.com`,
    password: 'a long seller password',
    accountType: 'Seller account',
    photo: 'seller-photo.png',
  };

  await fillRegistration(page, seller);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Register Success')).toBeVisible();
  await expectSignedInWithPhoto(page, seller);

  await accountMenuButton(page, seller).click();
  await page.getByRole('link', { name: 'Dashbord' }).click();
  const menu = page.getByRole('navigation', { name: 'Dashboard menu' });
  await expect(menu.getByRole('link')).toHaveText([
    'My Orders',
    'Messages',
    'Favourites',
    'Saved searches',
    'Settings',
    'My Product',
    'Add Product',
    'Orders Received',
  ]);
  const sideMenu = page.getByRole('complementary', { name: 'Dashboard' });
  await expect(sideMenu.getByText(seller.name)).toBeVisible();
  await expect(sideMenu.getByText(seller.email)).toBeVisible();

  await menu.getByRole('link', { name: 'My Product' }).click();
  await expect(page.getByRole('heading', { name: 'My Products' })).toBeVisible();
  await expectNoSeriousAccessibilityProblems(page);
  await journey.capture('seller-dashboard');

  await signOut(page, seller);
  await expect(page).toHaveURL('/');
});
