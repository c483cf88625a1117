import type { Page } from '@playwright/test';
import { join } from 'node:path';
import { DEMO, accountMenuButton, submitLogin } from '../support/accounts';
import { REPOSITORY_ROOT } from '../support/repository';
import { expect, test } from '../support/test';

/** Unique per run: the journeys share one server, whose accounts outlive a single test. */
const runId = Date.now().toString(36);
const phone = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};
// A demo listing no other journey touches.
const STUDY_TABLE = 'Otobi study table with drawer';

/** The API calls the page makes, in order, as "METHOD /path". */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && request.method() !== 'GET') {
      calls.push(`${request.method()} ${pathname}`);
    }
  });
  return calls;
}

async function fillRegistration(page: Page, name: string, email: string) {
  await page.goto('/register');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page
    .getByLabel('Profile image')
    .setInputFiles(join(REPOSITORY_ROOT, 'e2e', 'fixtures', 'buyer-photo.png'));
  await page.getByLabel('Password').fill('a long first-timer password');
}

test.describe('a first-time visitor on a phone', () => {
  test.use(phone);

  test('registers (details checked before the photo goes up), lands home with the toast in view, orders and finds the order', async ({
    page,
    journey,
  }) => {
    const calls = recordApiCalls(page);

    // A taken email is refused before any photo is uploaded.
    await fillRegistration(page, 'Someone Else', DEMO.buyer.email);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('An account with this email already exists')).toBeVisible();
    expect(calls).toEqual(['POST /api/auth/register/check']);

    const newcomer = {
      name: 'Farhana Akter Chowdhury',
      email: `farhana.akter.chowdhury.${runId}@example-university.edu.bd`,
    };
    calls.length = 0;
    await fillRegistration(page, newcomer.name, newcomer.email);
    // Whether the full-page loader ever shows between the form and the home page.
    await page.evaluate(() => {
      const seen = { loader: false };
      (window as unknown as { loaderSeen: typeof seen }).loaderSeen = seen;
      new MutationObserver(() => {
        if (document.body.textContent?.includes('Loading page')) seen.loader = true;
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await page.getByRole('button', { name: 'Register' }).click();

    const toast = page.getByText('Register Success');
    await expect(toast).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Welcome to the marketplace' })).toBeVisible();
    expect(calls.slice(0, 3)).toEqual([
      'POST /api/auth/register/check',
      'POST /api/images',
      'POST /api/auth/register',
    ]);
    expect(
      await page.evaluate(
        () => (window as unknown as { loaderSeen: { loader: boolean } }).loaderSeen.loader,
      ),
    ).toBe(false);
    // The whole toast is on the screen, and the page has not grown sideways.
    const box = (await toast.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await journey.capture('register-success-390');
    await expect(accountMenuButton(page, newcomer)).toBeVisible();

    // Ordering: the focus lands on the toast's link to My Orders, not on the page body.
    // On a phone a card shows photo, price, name and place; Buy Now is on the listing's page.
    await page.goto('/producs/Furniture');
    await page.getByRole('link', { name: STUDY_TABLE }).click();
    await page.getByRole('button', { name: `Buy Now ${STUDY_TABLE}` }).click();
    const order = page.getByRole('dialog', { name: STUDY_TABLE });
    await order.getByLabel('Phone').fill('01712 345678');
    await order.getByLabel('Meeting location').fill('Uttara Sector 4, by the park gate');
    await order.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByText('Order Success')).toBeVisible();
    const myOrdersLink = page.getByRole('link', { name: 'See My Orders' });
    await expect(myOrdersLink).toBeFocused();
    await journey.capture('order-success-390');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL('/myorders');
    await expect(page.getByRole('navigation', { name: 'Order pages' })).toHaveText(/^1 order$/);
    await journey.capture('my-orders-one-390');

    // The dashboard: a long email wraps at sensible points, and Escape closes the drawer.
    await page.goto('/dashbord');
    const toggle = page.getByRole('button', { name: 'Dashboard menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const sidebar = page.locator('#dashboard-menu');
    await expect(sidebar.getByText(newcomer.email)).toBeVisible();
    expect(await sidebar.locator('wbr').count()).toBeGreaterThanOrEqual(4);
    await journey.capture('dashboard-drawer-390');
    await sidebar.getByRole('link').first().focus();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(sidebar).toBeHidden();
  });
});

test('login offers only email where Google is not configured, without naming server settings', async ({
  page,
  journey,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText('Google');
  await expect(page.locator('body')).not.toContainText('GOOGLE_CLIENT');
  await journey.capture('login-1280');
});

test('too many failed logins say when to try again', async ({ page, journey }) => {
  const email = `forgetful-${runId}@example.com`;
  await page.goto('/login');
  // The per-email limit on failed logins is 5 per 15 minutes; the sixth try is refused.
  for (let attempt = 1; attempt <= 5; attempt++) {
    await submitLogin(page, { email, password: `wrong password ${attempt}` });
    await expect(page.getByText('Invalid email or password').last()).toBeVisible();
  }
  await submitLogin(page, { email, password: 'wrong password 6' });
  await expect(page.getByText(/^Too many requests, try again in 1[45] minutes$/)).toBeVisible();
  await journey.capture('login-429-1280');
});
