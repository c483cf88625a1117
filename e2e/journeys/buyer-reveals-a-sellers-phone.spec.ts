import type { Page } from '@playwright/test';
import { submitLogin } from '../support/accounts';
import { listProduct, newAccount } from '../support/deal';
import { expect, expectNoSeriousAccessibilityProblems, test } from '../support/test';

const LISTING = {
  productName: 'Fujifilm X-T30 with kit lens',
  category: 'Cameras',
  location: 'Banani, Dhaka',
  orginalPrice: 98000,
  resellPrice: 61000,
  yearsOfUsed: '2 years',
  phone: '01819770431',
};

const cardOf = (page: Page) => page.getByRole('article', { name: LISTING.productName });
const showPhone = (page: Page) =>
  page.getByRole('button', { name: `Show phone number of ${LISTING.productName}` });

/** The page as delivered and as shown: neither may hold a listing's phone. */
async function expectNoPhoneOnThePage(page: Page) {
  await expect(page.locator('a[href^="tel:"]')).toHaveCount(0);
  expect(await page.content()).not.toContain(LISTING.phone);
}

test("a visitor signs in to ask for a seller's phone, and the seller can stop showing it", async ({
  browser,
  baseURL,
}) => {
  const seller = await newAccount(browser, baseURL, 'seller', 'Banani Camera House');
  const productId = await listProduct(seller.page, LISTING);
  expect((await seller.page.request.put(`/api/product/${productId}`)).status()).toBe(200);
  const buyer = await newAccount(browser, baseURL, 'user', 'Shirin Akter');
  await buyer.close();

  // Anonymous: no phone on any card, on the home page's advertised cards or the category's;
  // in its place, a way to sign in that comes back here.
  const visitor = await browser.newContext({ baseURL });
  const page = await visitor.newPage();
  const fromServer = await (await page.request.get(`/producs/${LISTING.category}`)).text();
  expect(fromServer).not.toContain(LISTING.phone);
  await page.goto('/');
  await expect(cardOf(page)).toContainText('Sign in to see the phone');
  await expectNoPhoneOnThePage(page);
  await page.goto(`/producs/${LISTING.category}`);
  const card = cardOf(page);
  await expect(card.getByRole('link', { name: 'Sign in to see the phone' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Show phone number/ })).toHaveCount(0);
  await expectNoPhoneOnThePage(page);

  await card.getByRole('link', { name: 'Sign in to see the phone' }).click();
  await submitLogin(page, buyer.account);
  await expect(page).toHaveURL(new RegExp(`/producs/${LISTING.category}$`));

  // Signed in: the number is one press away, on the card and on the listing's page.
  await expect(showPhone(page)).toBeVisible();
  await expectNoPhoneOnThePage(page);
  await showPhone(page).click();
  await expect(cardOf(page).getByRole('link', { name: LISTING.phone })).toHaveAttribute(
    'href',
    `tel:${LISTING.phone}`,
  );

  await page.goto(`/producs/${productId}`);
  await expect(showPhone(page)).toBeVisible();
  await expectNoSeriousAccessibilityProblems(page);
  await showPhone(page).click();
  await expect(page.getByRole('link', { name: LISTING.phone })).toBeVisible();

  // The seller turns "Show my phone on this listing" off from Edit.
  await seller.page.goto('/dashbord/myproduct');
  await seller.page.getByRole('button', { name: `Edit ${LISTING.productName}` }).click();
  const form = seller.page.getByRole('form', { name: `Edit ${LISTING.productName}` });
  const choice = form.getByRole('checkbox', { name: 'Show my phone on this listing' });
  await expect(choice).toBeChecked();
  await choice.uncheck();
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(seller.page.getByText('Listing updated')).toBeVisible();

  // The button is gone for the buyer; the phone comes with an accepted order instead.
  await page.reload();
  await expect(cardOf(page)).toContainText('Shared once your order is accepted');
  await expect(showPhone(page)).toHaveCount(0);
  await page.goto(`/producs/${LISTING.category}`);
  await expect(cardOf(page)).toContainText('Shared once your order is accepted');
  await expect(showPhone(page)).toHaveCount(0);
  await visitor.close();
  await seller.close();
});

test('the card (on a laptop) and the page with "Show phone number" fit a phone and a laptop', async ({
  browser,
  baseURL,
  journey,
}) => {
  const seller = await newAccount(browser, baseURL, 'seller', 'Uttara Lens Corner');
  const productId = await listProduct(seller.page, {
    ...LISTING,
    productName: 'Sony A6400 body',
    phone: '01819770432',
  });
  await seller.close();
  const sizes = [
    { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    { name: 'laptop', viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
  ];
  for (const { name, ...device } of sizes) {
    const buyer = await newAccount(browser, baseURL, 'user', `Buyer on a ${name}`);
    await buyer.close();
    const context = await browser.newContext({ baseURL, ...device });
    const page = await context.newPage();
    await page.goto('/login');
    await submitLogin(page, buyer.account);
    await expect(page.getByText('Login Success')).toBeVisible();

    await page.goto(`/producs/${LISTING.category}`);
    const card = page.getByRole('article', { name: 'Sony A6400 body' });
    const cardButton = card.getByRole('button', { name: 'Show phone number of Sony A6400 body' });
    if (name === 'laptop') {
      await expect(cardButton).toBeVisible();
    } else {
      // A phone's two-column card is photo, price, name and place: the phone is on the listing's page.
      await expect(card).toBeVisible();
      await expect(cardButton).toHaveCount(0);
      await expect(card).not.toContainText('01819770432');
    }
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: journey.pathOf(`card-with-button-${name}`) });
    await expectTheCardWithinThePage(page, card, { withPhone: name === 'laptop' });

    await page.goto(`/producs/${productId}`);
    const detail = page.getByRole('article', { name: 'Sony A6400 body' });
    const button = detail.getByRole('button', { name: 'Show phone number of Sony A6400 body' });
    await expect(button).toBeVisible();
    await page.screenshot({ path: journey.pathOf(`detail-with-button-${name}`), fullPage: true });
    await expectTheCardWithinThePage(page, detail, { withPhone: true });
    await button.click();
    await expect(detail.getByRole('link', { name: '01819770432' })).toBeVisible();
    await page.screenshot({ path: journey.pathOf(`detail-revealed-${name}`), fullPage: true });
    await context.close();
  }
});

/** Nothing scrolls sideways, and the phone's fact, where the card has one, stays inside it. */
async function expectTheCardWithinThePage(
  page: Page,
  card: ReturnType<Page['getByRole']>,
  { withPhone }: { withPhone: boolean },
) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  if (!withPhone) return;
  const cardBox = (await card.boundingBox())!;
  const phoneBox = (await card.getByRole('button', { name: /Show phone number/ }).boundingBox())!;
  expect(phoneBox.x).toBeGreaterThanOrEqual(cardBox.x);
  expect(phoneBox.x + phoneBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
}
