import { DEMO, signIn } from '../support/accounts';
import { expect, expectNoSeriousAccessibilityProblems, test } from '../support/test';

// A demo listing no other journey touches.
const MICROWAVE = { name: 'Panasonic 25 L microwave oven', category: 'Home Appliances' };

test('a shopper reports a product once; cancelling sends nothing, a second report is refused politely', async ({
  page,
  playwright,
  baseURL,
  journey,
}) => {
  await signIn(page, DEMO.buyer);
  await page.goto(`/producs/${MICROWAVE.category}`);
  const report = page
    .getByRole('article', { name: MICROWAVE.name })
    .getByRole('button', { name: `Report ${MICROWAVE.name}` });
  const question = page.getByRole('dialog', {
    name: 'Are you sure you want to report this product',
  });

  await report.click();
  await expectNoSeriousAccessibilityProblems(page);
  await journey.capture('report-question');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(page.getByText('Report Success')).toHaveCount(0);

  // One dialog asks and takes the reason.
  const reportWithReason = async (reason: string) => {
    await report.click();
    await question.getByRole('radio', { name: reason }).check();
    await question.getByRole('button', { name: 'Send report' }).click();
  };
  await reportWithReason('Already sold');
  await expect(page.getByText('Report Success')).toBeVisible();

  await reportWithReason('Already sold');
  await expect(page.getByText('You have already reported this product')).toBeVisible();
  await journey.capture('already-reported');

  // The administrator's list counts it once.
  const admin = await playwright.request.newContext({ baseURL });
  expect(
    (
      await admin.post('/api/auth/login', {
        data: { email: DEMO.admin.email, password: DEMO.admin.password },
      })
    ).ok(),
  ).toBe(true);
  const reported = (await (await admin.get('/api/products/reports?limit=100')).json()) as {
    productName: string;
    reportCount: number;
  }[];
  expect(reported.find(({ productName }) => productName === MICROWAVE.name)?.reportCount).toBe(1);
  await admin.dispose();
});
