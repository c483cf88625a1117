import type { Page } from '@playwright/test';
import { type Account, DEMO, signIn } from '../support/accounts';
import { expect, test } from '../support/test';

const ADMIN_PAGES = [
  '/dashbord/alluser',
  '/dashbord/allseller',
  '/dashbord/allproduct',
  '/dashbord/report',
  '/dashbord/meetingspots',
  '/dashbord/auditlog',
];

/** What the admin pages read and change, each refused by the API itself, not only hidden. */
const ADMIN_CALLS = [
  ['GET', '/api/alluer'],
  ['GET', '/api/seller'],
  ['GET', '/api/products/all'],
  ['GET', '/api/products/reports'],
  ['PUT', '/api/user/1'],
  ['DELETE', '/api/users/1'],
  ['POST', '/api/users/1/suspend'],
  ['POST', '/api/users/1/unsuspend'],
  ['POST', '/api/reports/1/dismiss'],
  ['POST', '/api/meeting-spots'],
  ['DELETE', '/api/meeting-spots/1'],
  ['GET', '/api/audit-log'],
] as const;

async function expectRefusedEverywhere(page: Page, account: Account) {
  await signIn(page, account);

  await page.goto('/dashbord');
  await expect(page.getByRole('navigation', { name: 'Dashboard menu' })).toBeVisible();
  for (const entry of [
    'All User',
    'All Seller',
    'All Product',
    'Report Items',
    'Meeting Spots',
    'Audit Log',
  ]) {
    await expect(page.getByRole('link', { name: entry })).toHaveCount(0);
  }

  for (const path of ADMIN_PAGES) {
    await page.goto(path);
    await expect(page).toHaveURL('/login');
    await expect(
      page.getByRole('status').filter({ hasText: 'That page needs an administrator account.' }),
    ).toBeVisible();
  }

  for (const [method, path] of ADMIN_CALLS) {
    const response = await page.request.fetch(path, { method });
    expect(response.status(), `${method} ${path} as ${account.email}`).toBe(403);
  }
}

test('a buyer is refused every admin page, and the API refuses their admin calls', async ({
  page,
  journey,
}) => {
  await expectRefusedEverywhere(page, DEMO.buyer);
  await journey.capture('buyer-refused');
});

test('a seller is refused every admin page, and the API refuses their admin calls', async ({
  page,
}) => {
  await expectRefusedEverywhere(page, DEMO.seller);
});
