import type { Page } from '@playwright/test';
import { DEMO, accountMenuButton, signIn, submitLogin } from '../support/accounts';
import { cameraPhoto } from '../support/seller';
import { expect, expectNoSeriousAccessibilityProblems, test } from '../support/test';

const USER = {
  name: 'Sabbir Rahman',
  email: 'sabbir.rahman@marketplace.test',
  password: 'sabbir-buys-second-hand',
};

const userRow = (page: Page) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: USER.name }) });

test('an administrator deletes a user who is signed in elsewhere, whose next request finds them signed out', async ({
  page,
  browser,
  baseURL,
  journey,
}) => {
  // The user, on a device of their own, registers and stays on their dashboard.
  const elsewhere = await browser.newContext({ baseURL });
  const theirPage = await elsewhere.newPage();
  const picture = await theirPage.request.post('/api/images', {
    multipart: { image: await cameraPhoto('me.jpg') },
  });
  const { data: photo } = await picture.json();
  const registration = await theirPage.request.post('/api/auth/register', {
    data: { ...USER, image: photo.url, role: 'user' },
  });
  expect(registration.status()).toBe(201);
  await theirPage.goto('/dashbord');
  await expect(theirPage.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(accountMenuButton(theirPage, USER)).toBeVisible();

  await signIn(page, DEMO.admin);
  await page.goto('/dashbord/alluser');
  await expect(page.getByRole('heading', { name: /^All Users \(\d+\)$/, level: 1 })).toBeVisible();
  // Newest first: the new account is on the first page.
  await expect(userRow(page).getByRole('cell', { name: USER.email })).toBeVisible();
  // The administrator's own account is not theirs to delete here.
  const ownRow = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: DEMO.admin.name }) });
  await expect(ownRow).toContainText('Your account');
  await expect(ownRow.getByRole('button')).toHaveCount(0);
  await expectNoSeriousAccessibilityProblems(page);
  await journey.capture('all-users');

  await userRow(page)
    .getByRole('button', { name: `Delete ${USER.name}` })
    .click();
  const question = page.getByRole('dialog', { name: 'are you sure you want to delete User?' });
  await expect(question).toBeVisible();
  await journey.capture('delete-question');
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted successfully')).toBeVisible();
  await expect(userRow(page)).toHaveCount(0);
  await journey.capture('user-deleted');

  // Their next step in the open page is refused, and the page signs them out.
  await theirPage
    .getByRole('navigation', { name: 'Dashboard menu' })
    .getByRole('link', { name: 'My Orders' })
    .click();
  await expect(theirPage).toHaveURL('/login');
  await expect(theirPage.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(accountMenuButton(theirPage, USER)).toHaveCount(0);

  // The account is gone, not only the session.
  await submitLogin(theirPage, USER);
  await expect(theirPage.getByText('Invalid email or password')).toBeVisible();
  await elsewhere.close();
});
