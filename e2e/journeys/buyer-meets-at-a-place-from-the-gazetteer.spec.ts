import type { Place } from '@marketplace/contracts';
import type { Page } from '@playwright/test';
import { listProduct, register, rowOf } from '../support/deal';
import { expect, expectNoSeriousAccessibilityProblems, test } from '../support/test';

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'laptop', viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
] as const;

/** The gazetteer's best place for `prefix`, as the type-ahead answers it. */
async function firstPlace(page: Page, prefix: string): Promise<Place> {
  const answer = await page.request.get(`/api/places?q=${encodeURIComponent(prefix)}&limit=1`);
  expect(answer.status()).toBe(200);
  const [place] = (await answer.json()) as Place[];
  expect(place?.name).toContain(prefix);
  return place!;
}

/** An order in Orders Received or My Orders: a table row on a laptop, a card on a phone. */
const orderOf = (page: Page, productName: string, onPhone: boolean) =>
  onPhone
    ? page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: productName }) })
    : rowOf(page, productName);

/** Nothing wider than the screen: no sideways scroll. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const { name: size, ...device } of SIZES) {
  test(`on a ${size}, a buyer picks a place from the gazetteer to meet, and the seller's orders show it`, async ({
    browser,
    baseURL,
    journey,
  }) => {
    test.slow();
    const onPhone = size === 'phone';
    const productName = `Canon EOS 250D (${size})`;
    const sellerContext = await browser.newContext({ baseURL, ...device });
    const seller = await sellerContext.newPage();
    await register(seller, 'seller', `Mirpur Camera Shop on a ${size}`);
    // The listing is placed, so the safe spots nearest it come first with their distance.
    const mirpur = await firstPlace(seller, 'Mirpur');
    const productId = await listProduct(seller, {
      productName,
      category: 'Cameras',
      location: 'Mirpur 10, Dhaka',
      orginalPrice: 72000,
      resellPrice: 48000,
      yearsOfUsed: '1 year',
      phone: '01819456723',
      placeId: mirpur.id,
    });

    const buyerContext = await browser.newContext({ baseURL, ...device });
    const buyer = await buyerContext.newPage();
    await register(buyer, 'user', `Buyer on a ${size}`);
    await buyer.goto(`/producs/${productId}`);
    await buyer.getByRole('button', { name: `Buy Now ${productName}` }).click();
    const dialog = buyer.getByRole('dialog', { name: productName });
    await dialog.getByLabel('Phone').fill('01711222333');
    const field = dialog.getByRole('combobox', { name: 'Meeting location' });
    const suggestions = buyer.getByRole('listbox', { name: 'Meeting places' });
    const spots = suggestions.getByRole('group', { name: 'Safe meeting spots' });
    const places = suggestions.getByRole('group', { name: 'Places' });
    // Before typing: the safe spots nearest the item.
    await field.click();
    await expect(spots.getByRole('option').first()).toContainText(/^Mirpur.*km away/);
    await expect(places).toHaveCount(0);

    // Typing: the spots that match, with how far they are from the item; then the places.
    await field.pressSequentially('Dhanmondi');
    await expect(spots.getByRole('option').first()).toContainText('Dhanmondi Police Station');
    await expect(spots.getByRole('option').first()).toContainText(/\d+ km away/);
    const dhanmondi = places.getByRole('option', { name: /^Dhanmondi/ }).first();
    await expect(dhanmondi).toContainText('Dhaka District, Dhaka Division');
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    const optionHeight = (await dhanmondi.boundingBox())?.height ?? 0;
    expect(optionHeight).toBeGreaterThanOrEqual(44);
    await expect(dhanmondi).toBeInViewport();
    await expectNoSidewaysScroll(buyer);
    await expectNoSeriousAccessibilityProblems(buyer);
    await buyer.screenshot({ path: journey.pathOf(`order-form-suggestions-${size}`) });

    if (onPhone) await dhanmondi.tap();
    else await dhanmondi.click();
    await expect(field).toHaveValue('Dhanmondi');
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(dialog).toContainText('On the map: Dhaka District, Dhaka Division');
    await dialog.getByRole('button', { name: 'Place order' }).click();
    await expect(buyer.getByText('Order Success')).toBeVisible();

    await buyer.goto('/dashbord/myorders');
    const bought = orderOf(buyer, productName, onPhone);
    await expect(bought).toContainText('Dhanmondi');
    await expect(bought).toContainText('Dhaka District, Dhaka Division');
    await buyerContext.close();

    await seller.goto('/dashbord/receivedorders');
    await expect(seller.getByRole('heading', { name: 'Orders Received', level: 1 })).toBeVisible();
    const received = orderOf(seller, productName, onPhone);
    await expect(received).toContainText('Dhanmondi');
    await expect(received).toContainText('Dhaka District, Dhaka Division');
    const map = received.getByRole('link', { name: 'Map of Dhanmondi (opens in a new tab)' });
    const dhanmondiPlace = await firstPlace(seller, 'Dhanmondi');
    await expect(map).toHaveAttribute(
      'href',
      `https://www.openstreetmap.org/?mlat=${dhanmondiPlace.lat}&mlon=${dhanmondiPlace.lng}#map=16/${dhanmondiPlace.lat}/${dhanmondiPlace.lng}`,
    );
    await expectNoSidewaysScroll(seller);
    await expectNoSeriousAccessibilityProblems(seller);
    await seller.screenshot({ path: journey.pathOf(`orders-received-${size}`), fullPage: true });
    await sellerContext.close();
  });
}
