import { type Page, expect } from '@playwright/test';
import { waitForTheApp } from './test';

export interface Account {
  name: string;
  email: string;
  password: string;
}

/** The demo accounts the server seeds into its empty database (SEED_DEMO). */
export const DEMO = {
  buyer: { name: 'Ayesha Siddiqua', email: 'buyer@marketplace.test', password: 'buyer-demo-pass' },
  seller: { name: 'Rafiq Hasan', email: 'seller@marketplace.test', password: 'seller-demo-pass' },
  /** A seller no administrator has verified yet. */
  newSeller: {
    name: 'Tanvir Ahmed',
    email: 'newseller@marketplace.test',
    password: 'newseller-demo-pass',
  },
  admin: { name: 'Nusrat Jahan', email: 'admin@marketplace.test', password: 'admin-demo-pass' },
} satisfies Record<string, Account>;

/** Fills and sends the login form of the page the browser is on. */
export async function submitLogin(page: Page, account: Pick<Account, 'email' | 'password'>) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Signs in from /login and waits for the app to say so. */
export async function signIn(page: Page, account: Account) {
  await page.goto('/login');
  await submitLogin(page, account);
  await expect(page.getByText('Login Success')).toBeVisible();
  await expect(accountMenuButton(page, account)).toBeVisible();
}

export const accountMenuButton = (page: Page, account: Pick<Account, 'name'>) =>
  page.getByRole('button', { name: `Account menu for ${account.name}` });

export async function signOut(page: Page, account: Pick<Account, 'name'>) {
  await accountMenuButton(page, account).click();
  // Logout ends by loading / afresh; a navigation started before that load would be cut short.
  const freshPage = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Logout' }).click();
  await freshPage;
  await waitForTheApp(page);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
}
