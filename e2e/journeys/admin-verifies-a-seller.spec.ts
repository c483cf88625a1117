import type { Locator, Page } from '@playwright/test';
import { DEMO, signIn } from '../support/accounts';
import {
  expect,
  expectNoSeriousAccessibilityProblems,
  testOnOwnMarketplace,
} from '../support/test';

// Verifying cannot be undone, and other journeys read the demo's unverified seller as unverified:
// this one runs on a marketplace of its own.
const test = testOnOwnMarketplace;

const SELLER = DEMO.newSeller;
/** One of the unverified demo seller's listings. */
const THEIR_LISTING = { name: 'iPhone 12, 64 GB, blue', category: 'Mobile Phones' };

const sellerRow = (page: Page) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: SELLER.name }) });
const listingCard = (page: Page) => page.getByRole('article', { name: THEIR_LISTING.name });
const verifiedBadge = (scope: Locator) => scope.getByText('verified', { exact: true });

test('an administrator verifies a seller, and the badge appears on their product cards', async ({
  page,
  journey,
}) => {
  await page.goto(`/producs/${THEIR_LISTING.category}`);
  await expect(listingCard(page)).toContainText(SELLER.name);
  await expect(verifiedBadge(listingCard(page))).toHaveCount(0);

  await signIn(page, DEMO.admin);
  await page.goto('/dashbord/allseller');
  await expect(
    page.getByRole('heading', { name: /^All Sellers \(\d+\)$/, level: 1 }),
  ).toBeVisible();
  const verifyButton = sellerRow(page).getByRole('button', { name: `Verify ${SELLER.name}` });
  await expect(verifyButton).toBeVisible();
  await expect(
    page.getByRole('checkbox', { name: 'Select all sellers (not available)' }),
  ).toBeDisabled();
  await expect(
    sellerRow(page).getByRole('button', { name: `Trash for ${SELLER.name} (not available)` }),
  ).toBeDisabled();
  await expectNoSeriousAccessibilityProblems(page);
  await journey.capture('all-sellers');

  // Cancelling does nothing, even after a reload.
  await verifyButton.click();
  const question = page.getByRole('dialog', { name: 'Are you sure you want to update' });
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await page.reload();
  await expect(verifyButton).toBeVisible();

  await verifyButton.click();
  await expect(question).toBeVisible();
  await journey.capture('verify-question');
  await question.getByRole('button', { name: 'Verify' }).click();

  await expect(page.getByText('Verify Success')).toBeVisible();
  await expect(verifiedBadge(sellerRow(page))).toBeVisible();
  await expect(verifyButton).toHaveCount(0);
  await journey.capture('seller-verified');

  await page.goto(`/producs/${THEIR_LISTING.category}`);
  await expect(verifiedBadge(listingCard(page))).toBeVisible();
  await journey.capture('badge-on-their-product-card');
});
