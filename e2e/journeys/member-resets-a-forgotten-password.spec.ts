import { accountMenuButton, submitLogin } from '../support/accounts';
import { emailsTo, linkTo } from '../support/outbox';
import { expect, expectNoSeriousAccessibilityProblems, test } from '../support/test';

const MEMBER = {
  name: 'Farhana Islam',
  email: 'farhana.islam@marketplace.test',
  password: 'farhana-first-password',
};
const NEW_PASSWORD = 'farhana-remembers-this-one';
const SUBJECT = 'Reset your Marketplace password';

test('a member who forgot her password gets a link by email and signs in with a new one', async ({
  page,
  journey,
}) => {
  // An account of its own: changing a demo account's password would break the other journeys.
  const registration = await page.request.post('/api/auth/register', {
    data: { ...MEMBER, image: '/api/images/none.webp', role: 'user' },
  });
  expect(registration.status()).toBe(201);
  await page.request.post('/api/auth/logout');

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot password', level: 1 })).toBeVisible();
  await expectNoSeriousAccessibilityProblems(page);
  await journey.capture('forgot-password');

  await page.getByLabel('Email').fill(MEMBER.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText(
    'If an account has this email, a link to choose a new password is on its way.',
  );
  await journey.capture('reset-link-sent');

  const [mail] = await emailsTo(MEMBER.email, SUBJECT);
  expect(mail!.text).toContain(`Hello ${MEMBER.name},`);
  expect(mail!.html).toContain('Choose a new password');
  const link = linkTo(mail!, '/reset-password#token=');

  await page.goto(link);
  await expect(
    page.getByRole('heading', { name: 'Choose a new password', level: 1 }),
  ).toBeVisible();
  await expectNoSeriousAccessibilityProblems(page);
  await journey.capture('choose-new-password');
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Repeat new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Password changed. Login with your new password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await submitLogin(page, { email: MEMBER.email, password: MEMBER.password });
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await submitLogin(page, { email: MEMBER.email, password: NEW_PASSWORD });
  await expect(accountMenuButton(page, MEMBER)).toBeVisible();

  // The link worked once.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('a third password here');
  await page.getByLabel('Repeat new password').fill('a third password here');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toContainText('This link has expired or was already used.');
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
});

test('an email no account has gets the same answer and no email', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill('no.such.member@marketplace.test');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText(
    'If an account has this email, a link to choose a new password is on its way.',
  );
  await expect(emailsTo('no.such.member@marketplace.test', SUBJECT, 1, 3_000)).rejects.toThrow();
});
