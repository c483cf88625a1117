import { DEMO, signIn } from '../support/accounts';
import { apiSessionOf } from '../support/seller';
import { expect, expectNoSeriousAccessibilityProblems, test } from '../support/test';

// A demo listing no other journey touches.
const WASHER = { name: 'Singer 7 kg washing machine', category: 'Home Appliances' };

test('a shopper reports a listing with a reason; the admin reads it, dismisses the report, and the Audit Log shows it', async ({
  page,
  browser,
  playwright,
  baseURL,
  journey,
}) => {
  await signIn(page, DEMO.buyer);
  await page.goto(`/producs/${WASHER.category}`);
  await page
    .getByRole('article', { name: WASHER.name })
    .getByRole('button', { name: `Report ${WASHER.name}` })
    .click();
  const why = page.getByRole('dialog', { name: 'Are you sure you want to report this product' });
  await expect(why).toBeVisible();
  await why.getByRole('radio', { name: 'Other' }).check();
  await why.getByRole('button', { name: 'Send report' }).click();
  // Other needs words.
  await expect(why.getByRole('alert')).toHaveText('Tell us more is required.');
  await why.getByLabel('Tell us more').fill('Photo is from a shop catalogue');
  await expectNoSeriousAccessibilityProblems(page);
  await journey.capture('report-reason');
  await why.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Report Success')).toBeVisible();

  // A second reporter, through the API with a reason of the list.
  const listed = (await (
    await page.request.get(`/api/products?category=${encodeURIComponent(WASHER.category)}`)
  ).json()) as Array<{ _id: string; productName: string }>;
  const productId = listed.find(({ productName }) => productName === WASHER.name)!._id;
  const secondReporter = await apiSessionOf(playwright, baseURL!, DEMO.seller);
  const second = await secondReporter.put(`/api/reports/${productId}`, {
    data: { reason: 'scam-or-fraud' },
  });
  expect(second.ok()).toBe(true);
  await secondReporter.dispose();

  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await signIn(admin, DEMO.admin);
  await admin.goto('/dashbord/report');
  const row = admin
    .getByRole('row')
    .filter({ has: admin.getByRole('rowheader', { name: WASHER.name }) });
  await expect(row).toContainText('Other × 1');
  await expect(row).toContainText('Scam or fraud × 1');
  await expect(row).toContainText('“Photo is from a shop catalogue”');
  await expect(row.getByRole('link', { name: `View listing ${WASHER.name}` })).toBeVisible();
  await expectNoSeriousAccessibilityProblems(admin);

  await row.getByRole('button', { name: `Dismiss ${WASHER.name}` }).click();
  const question = admin.getByRole('dialog', {
    name: 'Dismiss these reports? The listing stays on sale.',
  });
  await question.getByRole('button', { name: 'Dismiss' }).click();
  await expect(admin.getByText('Reports dismissed')).toBeVisible();
  await expect(row).toHaveCount(0);

  // The listing stays on sale.
  await admin.goto(`/producs/${WASHER.category}`);
  await expect(admin.getByRole('article', { name: WASHER.name })).toBeVisible();

  await admin.goto('/dashbord/auditlog');
  const entry = admin.getByRole('row').filter({ hasText: WASHER.name }).first();
  await expect(entry).toContainText('Dismissed reports');
  await expect(entry).toContainText(DEMO.admin.name);
  await expectNoSeriousAccessibilityProblems(admin);
  await adminContext.close();
});
