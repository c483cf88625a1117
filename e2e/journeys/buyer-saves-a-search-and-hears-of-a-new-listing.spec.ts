import { listProduct, newAccount, register } from '../support/deal';
import { emailsTo, linkTo } from '../support/outbox';
import { expect, expectNoSeriousAccessibilityProblems, test } from '../support/test';

const LISTING = {
  productName: 'Singer sewing machine 8280',
  category: 'Home Appliances',
  location: 'Dhanmondi 27, Dhaka',
  orginalPrice: 18000,
  resellPrice: 7500,
  yearsOfUsed: '3 years',
  phone: '01819000444',
};

test('a buyer saves a search, a seller lists a match, and the buyer is told at once and by email', async ({
  page,
  browser,
  baseURL,
  journey,
}) => {
  const buyer = await register(page, 'user', 'Nadia Akter');

  // The search a buyer did not find anything for today, saved under a name of their own.
  await page.goto('/search?q=sewing%20machine&maxPrice=10000');
  await page.getByRole('button', { name: 'Save this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  const name = dialog.getByRole('textbox', { name: 'Name' });
  await expect(name).toHaveValue('sewing machine');
  await name.fill('Sewing machines under 10k');
  await expectNoSeriousAccessibilityProblems(page);
  await journey.capture('save-this-search-dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText('Search saved. Find it under Saved searches in your dashboard.'),
  ).toBeVisible();

  // A seller lists a match elsewhere; the buyer's open page hears of it without reloading.
  const seller = await newAccount(browser, baseURL, 'seller', 'Sumi Tailoring');
  const productId = await listProduct(seller.page, LISTING);
  const notice = page.getByText('New for your saved search “Sewing machines under 10k”:');
  await expect(notice).toBeVisible({ timeout: 15_000 });
  await notice.getByRole('link', { name: LISTING.productName }).click();
  await expect(page).toHaveURL(new RegExp(`/producs/${productId}$`));

  // The digest lands in the outbox, naming the listing and linking to the search.
  const [email] = await emailsTo(buyer.email, 'A new listing matches "Sewing machines under 10k"');
  expect(email!.text).toContain(LISTING.productName);
  expect(linkTo(email!, '/search?')).toContain('q=sewing%20machine&maxPrice=10000');
  expect(linkTo(email!, '/dashbord/settings')).toBeTruthy();

  // The dashboard counts the new match once, then it is seen.
  await page.goto('/dashbord/saved-searches');
  const entry = page.getByRole('article', { name: 'Sewing machines under 10k' });
  await expect(entry.getByText('1 new')).toBeVisible();
  await expect(entry).toContainText('“sewing machine” · up to Tk 10,000');
  await expectNoSeriousAccessibilityProblems(page);
  await journey.capture('saved-searches-with-a-new-match');
  await page.reload();
  await expect(entry.getByText('No new listings')).toBeVisible();

  // Each opens its search, with the new listing in it.
  await entry.getByRole('link', { name: 'Sewing machines under 10k' }).click();
  await expect(page).toHaveURL(/\/search\?q=sewing%20machine&maxPrice=10000/);
  await expect(page.getByRole('link', { name: LISTING.productName }).first()).toBeVisible();
  await seller.close();
});
