import { join } from 'node:path';
import { accountMenuButton } from '../support/accounts';
import { VERIFICATION_SUBJECT } from '../support/deal';
import { emailsTo, linkTo } from '../support/outbox';
import { REPOSITORY_ROOT } from '../support/repository';
import { expect, expectNoSeriousAccessibilityProblems, test } from '../support/test';

/** Unique per run: the journeys share one server, whose accounts outlive a single test. */
const runId = Date.now().toString(36);
// A demo listing no other journey touches.
const SOFA = 'Three-seater fabric sofa';

test.use({
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
});

test('a new buyer on a phone is asked to verify their email, opens the emailed link, and orders', async ({
  page,
  journey,
}) => {
  const newcomer = { name: 'Sadia Rahman', email: `sadia.rahman.${runId}@example.com` };
  await page.goto('/register');
  await page.getByLabel('Name').fill(newcomer.name);
  await page.getByLabel('Email').fill(newcomer.email);
  await page
    .getByLabel('Profile image')
    .setInputFiles(join(REPOSITORY_ROOT, 'e2e', 'fixtures', 'buyer-photo.png'));
  await page.getByLabel('Password').fill('a long new-buyer password');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(accountMenuButton(page, newcomer)).toBeVisible();

  // The dashboard asks for the proof, and says what waits until then.
  await page.goto('/dashbord');
  const notice = page.getByRole('region', { name: 'Verify your email' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(`We sent a link to ${newcomer.email}`);
  await expect(notice).toContainText('you can hold 1 open order and list 3 items');
  await expect(notice.getByRole('button', { name: 'Send the link again' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousAccessibilityProblems(page);
  await journey.capture('verify-your-email-notice');

  // The link from the email (the embedded server's outbox), opened as its owner would.
  const [mail] = await emailsTo(newcomer.email, VERIFICATION_SUBJECT);
  expect(mail!.text).toContain(`Hello ${newcomer.name},`);
  const link = linkTo(mail!, '/verify-email#token=');
  await page.goto(link);
  await expect(page.getByText('Your email is verified. Thank you.')).toBeVisible();
  await expectNoSeriousAccessibilityProblems(page);
  await journey.capture('email-verified');

  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Verify your email' })).toHaveCount(0);

  // The link worked once: opened again, it says so plainly.
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('This link has already been used');
  await journey.capture('link-already-used');

  // Proven, the buyer orders.
  await page.goto('/producs/Furniture');
  await page.getByRole('link', { name: SOFA }).click();
  await page.getByRole('button', { name: `Buy Now ${SOFA}` }).click();
  const order = page.getByRole('dialog', { name: SOFA });
  await order.getByLabel('Phone').fill('01712 345678');
  await order.getByLabel('Meeting location').fill('Dhanmondi 27, by the bank');
  await order.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Order Success')).toBeVisible();
  await journey.capture('order-success');
});
