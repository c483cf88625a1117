import type { Page } from '@playwright/test';
import { DEMO, signIn } from '../support/accounts';
import { emailsTo } from '../support/outbox';
import { apiSessionOf, cameraPhoto } from '../support/seller';
import { expect, expectNoSeriousAccessibilityProblems, test } from '../support/test';

// A listing of its own, by a seller of its own: other journeys buy and report the demo listings.
const SELLER = {
  name: 'Mahmud Karim',
  email: 'mahmud.karim@marketplace.test',
  password: 'mahmud-sells-cameras',
};
const LISTING = {
  productName: 'Fujifilm X-T20 with kit lens',
  category: 'Cameras',
  location: 'Mohakhali, Dhaka',
  orginalPrice: 78000,
  resellPrice: 39000,
  yearsOfUsed: '3 years',
  phone: '01819445566',
};
/** A demo listing of the same category, which must stay. */
const NEIGHBOUR = 'Nikon D5600, body only';

const reportedRow = (page: Page) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: LISTING.productName }) });

test('an administrator deletes a reported product, and it leaves the list and every page', async ({
  page,
  journey,
  playwright,
  baseURL,
}) => {
  // The seller lists it; a buyer and a signed-out visitor report it.
  const seller = await playwright.request.newContext({ baseURL });
  const picture = await seller.post('/api/images', { multipart: { image: await cameraPhoto() } });
  const { data: photo } = await picture.json();
  const registration = await seller.post('/api/auth/register', {
    data: { ...SELLER, image: photo.url, role: 'seller' },
  });
  expect(registration.status()).toBe(201);
  const listing = await seller.post('/api/products', {
    data: { ...LISTING, productImage: photo.url },
  });
  expect(listing.status()).toBe(201);
  const { insertedId: productId } = await listing.json();
  const buyer = await apiSessionOf(playwright, baseURL!, DEMO.buyer);
  const visitor = await playwright.request.newContext({ baseURL });
  for (const reporter of [buyer, visitor]) {
    expect((await reporter.put(`/api/reports/${productId}`)).ok()).toBe(true);
  }

  await signIn(page, DEMO.admin);
  await page.goto('/dashbord/report');
  await expect(
    page.getByRole('heading', { name: /^Reported Items \(\d+\)$/, level: 1 }),
  ).toBeVisible();
  const row = reportedRow(page);
  await expect(row.getByRole('cell')).toHaveText([
    /^\d+$/,
    'Tk 39,000Original Tk 78,000',
    SELLER.name,
    // Who reported it and when (issue 48, item 6: main showed neither).
    new RegExp(
      `^2 reportsOther × 2A signed-out visitor, \\d+ \\w+ \\d{4} \\d\\d:\\d\\d${DEMO.buyer.name}, \\d+ \\w+`,
    ),
    `View listing ${LISTING.productName}Dismiss ${LISTING.productName}Delete ${LISTING.productName}`,
  ]);
  await expect(row.getByRole('rowheader')).toContainText(LISTING.location);
  await expectNoSeriousAccessibilityProblems(page);
  await journey.capture('reported-items');

  // Still listed everywhere before the deletion.
  await page.goto(`/producs/${LISTING.category}`);
  await expect(page.getByRole('article', { name: LISTING.productName })).toBeVisible();
  await page.goto('/dashbord/report');

  await row.getByRole('button', { name: `Delete ${LISTING.productName}` }).click();
  const question = page.getByRole('dialog', { name: 'Are you sure you want to delete' });
  await expect(question).toBeVisible();
  await journey.capture('delete-question');
  await question.getByRole('button', { name: 'Delete' }).click();

  await expect(page.getByText('Deleted successfully')).toBeVisible();
  await expect(row).toHaveCount(0);
  await journey.capture('reported-item-deleted');

  // The seller and the signed-in reporter are told by email (issue 48, item 6: main told nobody).
  const [toSeller] = await emailsTo(
    SELLER.email,
    `Your listing was removed: ${LISTING.productName}`,
  );
  expect(toSeller!.text).toContain(
    `An administrator removed your listing “${LISTING.productName}”`,
  );
  await emailsTo(DEMO.buyer.email, `A listing you reported was removed: ${LISTING.productName}`);

  await page.goto(`/dashbord/allproduct?search=${encodeURIComponent('Fujifilm')}`);
  await expect(page.getByText('No products match “Fujifilm”')).toBeVisible();

  await page.goto(`/producs/${LISTING.category}`);
  await expect(page.getByRole('article', { name: NEIGHBOUR })).toBeVisible();
  await expect(page.getByRole('article', { name: LISTING.productName })).toHaveCount(0);

  await page.goto(`/producs/${productId}`);
  await expect(page.getByText('This product is no longer listed.')).toBeVisible();
  expect((await page.request.get(`/api/producs/${productId}`)).status()).toBe(404);

  await Promise.all([seller, buyer, visitor].map((context) => context.dispose()));
});
