import { DEMO, signIn, submitLogin } from '../support/accounts';
import { listWithPhotos } from '../support/listings';
import { emailsTo } from '../support/outbox';
import { cameraPhoto } from '../support/seller';
import { expect, expectNoSeriousAccessibilityProblems, test, waitForTheApp } from '../support/test';

// A person of their own: warning a demo account would put a notice on other journeys' pages.
const ROGUE = {
  name: 'Rogue Rahat',
  email: 'rogue.rahat@marketplace.test',
  password: 'rahat-asks-for-bkash',
};
const WARNING = 'Asking buyers to pay by bKash before meeting is not allowed here.';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a buyer reports a seller on a phone; an administrator warns them from the People queue; the seller reads the warning on their dashboard', async ({
  page,
  browser,
  playwright,
  baseURL,
  journey,
}) => {
  const rogue = await playwright.request.newContext({ baseURL });
  const picture = await rogue.post('/api/images', { multipart: { image: await cameraPhoto() } });
  const { data: photo } = (await picture.json()) as { data: { url: string } };
  expect(
    (
      await rogue.post('/api/auth/register', {
        data: { ...ROGUE, image: photo.url, role: 'seller' },
      })
    ).status(),
  ).toBe(201);
  const me = (await (await rogue.get('/api/auth/me')).json()) as { id: string };
  await listWithPhotos(rogue, {
    name: 'Walton ceiling fan, 56 inch',
    category: 'Furniture',
    resellPrice: 2500,
    colours: ['#0f766e'],
  });
  await rogue.dispose();

  // The buyer, on a phone, reports the seller from their profile.
  await signIn(page, DEMO.buyer);
  await page.goto(`/sellers/${me.id}`);
  await page.getByRole('button', { name: `More actions for ${ROGUE.name}` }).click();
  await page.getByRole('button', { name: `Report ${ROGUE.name}` }).click();
  const why = page.getByRole('dialog', { name: `Why are you reporting ${ROGUE.name}?` });
  await why.getByRole('radio', { name: 'Scam' }).check();
  await why.getByLabel('Tell us more').fill('Wants 500 Tk by bKash before we meet');
  await expectNoSeriousAccessibilityProblems(page);
  await journey.capture('report-a-person');
  await why.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Report Success')).toBeVisible();

  // The administrator, on a desktop, finds them under People and warns them.
  const adminContext = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
  });
  const admin = await adminContext.newPage();
  await signIn(admin, DEMO.admin);
  await admin.goto('/dashbord/report');
  await admin.getByRole('link', { name: 'People' }).click();
  await expect(admin).toHaveURL(/tab=people/);
  const row = admin
    .getByRole('row')
    .filter({ has: admin.getByRole('rowheader', { name: new RegExp(ROGUE.name) }) });
  await expect(row).toContainText('Scam × 1');
  await expect(row).toContainText('Wants 500 Tk by bKash before we meet');
  await expectNoSeriousAccessibilityProblems(admin);
  await admin.screenshot({ path: journey.pathOf('admin-people-queue'), fullPage: true });
  await row.getByRole('button', { name: `Warn ${ROGUE.name}` }).click();
  const prompt = admin.getByRole('dialog', { name: `Warn ${ROGUE.name}?` });
  await prompt.getByLabel('What they read, by email and on their dashboard').fill(WARNING);
  await admin.screenshot({ path: journey.pathOf('admin-warn-prompt') });
  await prompt.getByRole('button', { name: 'Send warning' }).click();
  await expect(admin.getByText('Warning sent')).toBeVisible();
  await expect(row).toHaveCount(0);

  // The audit log keeps it.
  await admin.goto('/dashbord/auditlog');
  await expect(admin.getByRole('row').filter({ hasText: 'Warned a person' }).first()).toContainText(
    ROGUE.name,
  );
  await adminContext.close();

  // The seller gets the email, and the notice on their dashboard until they acknowledge it.
  const [email] = await emailsTo(ROGUE.email, 'A warning about your Marketplace account');
  expect(email!.text).toContain(WARNING);
  const sellerContext = await browser.newContext({ baseURL });
  const seller = await sellerContext.newPage();
  await seller.goto('/login');
  await waitForTheApp(seller);
  await submitLogin(seller, ROGUE);
  await expect(seller.getByText('Login Success')).toBeVisible();
  await seller.goto('/dashbord/myproduct');
  const notice = seller.getByRole('alert').filter({ hasText: WARNING });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('A warning from the administrators');
  await seller.screenshot({ path: journey.pathOf('seller-sees-the-warning'), fullPage: true });
  await notice.getByRole('button', { name: 'I understand' }).click();
  await expect(notice).toHaveCount(0);
  await seller.reload();
  await waitForTheApp(seller);
  await expect(seller.getByRole('heading', { name: /My Product/ })).toBeVisible();
  await expect(seller.getByText(WARNING)).toHaveCount(0);
  await sellerContext.close();
});
