import type { Page } from '@playwright/test';
import { DEMO, signIn } from '../support/accounts';
import { expect, expectNoSeriousAccessibilityProblems, test } from '../support/test';

const dashboardMenu = (page: Page) => page.getByRole('navigation', { name: 'Dashboard menu' });
/** The login page's note on why the visitor was sent there (toasts are statuses too). */
const loginNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'That page needs' });

async function expectRefused(page: Page, path: string, accountKind: string) {
  await page.goto(path);
  await expect(page).toHaveURL('/login');
  await expect(loginNotice(page)).toContainText(`That page needs ${accountKind}.`);
}

test('a buyer sees only My Orders, Messages, Favourites, Saved searches and Settings, and is refused seller and admin pages', async ({
  page,
  journey,
}) => {
  await signIn(page, DEMO.buyer);
  await page.goto('/dashbord');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(dashboardMenu(page).getByRole('link')).toHaveText([
    'My Orders',
    // Other journeys may have left messages unread: their count follows the label.
    /^Messages\d*$/,
    'Favourites',
    'Saved searches',
    'Settings',
  ]);
  await expectNoSeriousAccessibilityProblems(page);
  await journey.capture('buyer-dashboard');

  await expectRefused(page, '/dashbord/addproduct', 'a seller account');
  await expect(loginNotice(page)).toContainText(`You are signed in as ${DEMO.buyer.email}`);
  await journey.capture('buyer-refused-seller-page');
  await expectRefused(page, '/dashbord/alluser', 'an administrator account');
});

test('a seller sees the seller pages, opens each, and is refused admin pages', async ({
  page,
  journey,
}) => {
  await signIn(page, DEMO.seller);
  await page.goto('/dashbord');
  const menu = dashboardMenu(page);
  await expect(menu.getByRole('link')).toHaveText([
    'My Orders',
    // Other journeys may have left messages unread: their count follows the label.
    /^Messages\d*$/,
    'Favourites',
    'Saved searches',
    'Settings',
    'My Product',
    'Add Product',
    // Other journeys may have left requests waiting: their count follows the label.
    /^Orders Received\d*$/,
  ]);
  for (const [entry, heading] of [
    ['My Product', 'My Products'],
    ['Add Product', 'Add Product'],
    ['Orders Received', 'Orders Received'],
    ['My Orders', 'My Orders'],
  ] as const) {
    await menu.getByRole('link', { name: entry }).click();
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  }
  await journey.capture('seller-dashboard');

  await expectRefused(page, '/dashbord/allseller', 'an administrator account');
});

test('an administrator sees the admin pages, opens each, and is refused seller pages', async ({
  page,
  journey,
}) => {
  await signIn(page, DEMO.admin);
  await page.goto('/dashbord');
  const menu = dashboardMenu(page);
  await expect(menu.getByRole('link')).toHaveText([
    'My Orders',
    // Other journeys may have left messages unread: their count follows the label.
    /^Messages\d*$/,
    'Favourites',
    'Saved searches',
    'Settings',
    'All User',
    'All Seller',
    'All Product',
    'Report Items',
    'Meeting Spots',
    'Audit Log',
  ]);
  for (const [entry, heading] of [
    ['All User', 'All Users'],
    ['All Seller', 'All Sellers'],
    ['All Product', 'All Products'],
    ['Report Items', 'Reported Items'],
    ['Meeting Spots', 'Meeting Spots'],
    ['Audit Log', 'Audit Log'],
  ] as const) {
    await menu.getByRole('link', { name: entry }).click();
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  }
  await expectNoSeriousAccessibilityProblems(page);
  await journey.capture('admin-dashboard');

  await expectRefused(page, '/dashbord/myproduct', 'a seller account');
});

test('on a phone the navbar toggle opens the dashboard menu over the page', async ({
  page,
  journey,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page, DEMO.seller);
  await page.goto('/dashbord');
  const menu = dashboardMenu(page);
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: 'Dashboard menu' }).click();
  await expect(menu).toBeVisible();
  await journey.capture('phone-menu-open');
  await menu.getByRole('link', { name: 'Add Product' }).click();
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Add Product', level: 1 })).toBeVisible();
});
