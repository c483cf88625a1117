import { DEMO, signIn } from '../support/accounts';
import { cameraPhoto } from '../support/seller';
import { expect, expectNoSeriousAccessibilityProblems, test } from '../support/test';

// A seller of its own: suspending a demo seller would empty other journeys' pages.
const SELLER = {
  name: 'Shafiq Gadgets',
  email: 'shafiq.gadgets@marketplace.test',
  password: 'shafiq-sells-fakes',
};
const LISTING = {
  productName: 'Panasonic Lumix G7 with 14-42 mm lens',
  category: 'Cameras',
  location: 'Mohakhali, Dhaka',
  orginalPrice: 65000,
  resellPrice: 30000,
  yearsOfUsed: '2 years',
  phone: '01819445577',
};

test('an administrator suspends a seller: their listings vanish, their open session ends, and it all comes back when lifted', async ({
  page,
  browser,
  baseURL,
  journey,
}) => {
  // The seller registers and lists a camera in a browser of their own, and stays signed in.
  const sellerContext = await browser.newContext({ baseURL });
  const sellerPage = await sellerContext.newPage();
  const picture = await sellerPage.request.post('/api/images', {
    multipart: { image: await cameraPhoto() },
  });
  const { data: photo } = await picture.json();
  expect(
    (
      await sellerPage.request.post('/api/auth/register', {
        data: { ...SELLER, image: photo.url, role: 'seller' },
      })
    ).status(),
  ).toBe(201);
  expect(
    (
      await sellerPage.request.post('/api/products', {
        data: { ...LISTING, productImage: photo.url },
      })
    ).status(),
  ).toBe(201);
  await sellerPage.goto('/dashbord/myproduct');
  await expect(sellerPage.getByRole('heading', { name: /My Product/ })).toBeVisible();

  await page.goto(`/producs/${LISTING.category}`);
  await expect(page.getByRole('article', { name: LISTING.productName })).toBeVisible();

  await signIn(page, DEMO.admin);
  await page.goto('/dashbord/allseller');
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(SELLER.name) }) });
  await row.getByRole('button', { name: `Suspend ${SELLER.name}` }).click();
  const prompt = page.getByRole('dialog', { name: `Suspend ${SELLER.name}?` });
  await expect(prompt).toBeVisible();
  // A reason is required.
  await prompt.getByRole('button', { name: 'Suspend' }).click();
  await expect(prompt.getByRole('alert')).toHaveText('Reason for suspending is required.');
  await prompt.getByLabel('Reason for suspending').fill('Sells counterfeit cameras');
  await expectNoSeriousAccessibilityProblems(page);
  await journey.capture('suspend-prompt');
  await prompt.getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByText('Account suspended')).toBeVisible();
  await expect(row).toContainText('Suspended: Sells counterfeit cameras');
  await expect(row.getByRole('button', { name: `Lift ${SELLER.name}` })).toBeVisible();
  await journey.capture('seller-suspended');

  // Gone from the public lists and the detail.
  await page.goto(`/producs/${LISTING.category}`);
  await expect(page.getByRole('article', { name: 'Nikon D5600, body only' })).toBeVisible();
  await expect(page.getByRole('article', { name: LISTING.productName })).toHaveCount(0);

  // The seller's open session is over: the next page they open sends them to sign in.
  await sellerPage.goto('/dashbord/myproduct');
  await expect(sellerPage).toHaveURL(/\/login$/);
  expect((await sellerPage.request.get('/api/auth/me')).status()).toBe(401);
  await sellerPage.getByLabel('Email').fill(SELLER.email);
  await sellerPage.getByLabel('Password').fill(SELLER.password);
  await sellerPage.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(
    sellerPage.getByText(/This account is suspended: Sells counterfeit cameras/),
  ).toBeVisible();

  // Lifted: the listing is back.
  await page.goto('/dashbord/allseller');
  await row.getByRole('button', { name: `Lift ${SELLER.name}` }).click();
  await page
    .getByRole('dialog', {
      name: 'Lift this suspension? The account can sign in again and its listings come back.',
    })
    .getByRole('button', { name: 'Lift suspension' })
    .click();
  await expect(page.getByText('Suspension lifted')).toBeVisible();
  await page.goto(`/producs/${LISTING.category}`);
  await expect(page.getByRole('article', { name: LISTING.productName })).toBeVisible();

  // Both actions are in the Audit Log, newest first, with the reason.
  await page.goto('/dashbord/auditlog');
  await expect(page.getByRole('heading', { name: /^Audit Log \(\d+\)$/, level: 1 })).toBeVisible();
  const entries = page.getByRole('row').filter({ hasText: SELLER.email });
  await expect(entries.nth(0)).toContainText('Lifted suspension');
  await expect(entries.nth(1)).toContainText('Suspended account');
  await expect(entries.nth(1)).toContainText('Sells counterfeit cameras');
  await expect(entries.nth(1)).toContainText(DEMO.admin.name);
  await expectNoSeriousAccessibilityProblems(page);
  await journey.capture('audit-log');
  await sellerContext.close();
});
