import { accountMenuButton, signIn, signOut } from '../support/accounts';
import { expect, expectNoSeriousAccessibilityProblems, test } from '../support/test';

const MEMBER = {
  name: 'Imran Chowdhury',
  email: 'imran.chowdhury@marketplace.test',
  password: 'imran-old-password',
};
const RENAMED = { ...MEMBER, name: 'Imran H. Chowdhury', password: 'imran-new-password' };

test('a member renames himself and changes his password in Settings', async ({
  page,
  browser,
  journey,
}) => {
  const registration = await page.request.post('/api/auth/register', {
    data: { ...MEMBER, image: '/api/images/none.webp', role: 'user' },
  });
  expect(registration.status()).toBe(201);
  // A second device, signed in before the change: it is signed out by it.
  const otherDevice = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const otherPage = await otherDevice.newPage();
  await signIn(otherPage, MEMBER);

  await page.goto('/dashbord');
  await page
    .getByRole('navigation', { name: 'Dashboard menu' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page).toHaveURL(/\/dashbord\/settings$/);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue(MEMBER.name);
  await expectNoSeriousAccessibilityProblems(page);
  await journey.capture('settings');

  await page.getByLabel('Name').fill(RENAMED.name);
  await page.getByLabel('Location').fill('Chattogram');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  // The navbar reads the session: it shows the new name without a reload.
  await expect(accountMenuButton(page, RENAMED)).toBeVisible();

  await page.getByLabel('Current password').fill('not my password');
  await page.getByLabel('New password', { exact: true }).fill(RENAMED.password);
  await page.getByLabel('Repeat new password').fill(RENAMED.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Does not match your current password')).toBeVisible();

  await page.getByLabel('Current password').fill(MEMBER.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByText('Password changed. You are signed out on your other devices'),
  ).toBeVisible();
  await expect(page.getByLabel('Current password')).toHaveValue('');

  // This device stays signed in; the other one is not any more.
  await page.reload();
  await expect(accountMenuButton(page, RENAMED)).toBeVisible();
  await otherPage.reload();
  await expect(otherPage.getByRole('link', { name: 'Login' })).toBeVisible();
  await otherDevice.close();

  await signOut(page, RENAMED);
  await signIn(page, RENAMED);
});
