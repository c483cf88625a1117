import { type Locator, type Page } from '@playwright/test';
import { DEMO, signIn } from '../support/accounts';
import { expect, expectNoSeriousAccessibilityProblems, test } from '../support/test';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const LAPTOP = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false };

/** Where each card of a list sits on the screen, in the list's order. */
const boxesOf = async (cards: Locator) =>
  Promise.all((await cards.all()).map(async (card) => (await card.boundingBox())!));

/** How many cards share the first row, and where that row ends. */
async function firstRow(cards: Locator) {
  const boxes = await boxesOf(cards);
  const top = boxes[0]!.y;
  const row = boxes.filter((box) => Math.abs(box.y - top) < 2);
  return { columns: row.length, bottom: Math.max(...row.map((box) => box.y + box.height)) };
}

async function expectNoSidewaysScroll(page: Page) {
  const { documentWidth, windowWidth } = await page.evaluate(() => ({
    documentWidth: document.documentElement.scrollWidth,
    windowWidth: document.documentElement.clientWidth,
  }));
  expect(documentWidth).toBeLessThanOrEqual(windowWidth);
}

test.describe('on a phone', () => {
  test.use(PHONE);

  test('a buyer sees a row of listings on the first screen of home and of a category, two to a row', async ({
    page,
    journey,
  }) => {
    await page.goto('/');
    const advertised = page
      .getByRole('region', { name: 'Advertised products' })
      .getByRole('article');
    const home = await firstRow(advertised);
    expect(home.columns).toBe(2);
    expect(home.bottom).toBeLessThanOrEqual(PHONE.viewport.height);
    await expectNoSidewaysScroll(page);

    await page.goto('/producs/Laptops');
    const cards = page.getByRole('list', { name: 'Products in Laptops' }).getByRole('article');
    const category = await firstRow(cards);
    expect(category.columns).toBe(2);
    expect(category.bottom).toBeLessThanOrEqual(PHONE.viewport.height);
    // Photo first, then price, name and place; the rest is on the listing's own page.
    const first = cards.first();
    await expect(first.getByRole('img')).toBeVisible();
    await expect(first.getByText(/^Resale price Tk [\d,]+$/)).toBeVisible();
    await expect(first.getByText(/^Location: /)).toBeVisible();
    await expect(first.getByRole('button', { name: /^Buy Now/ })).toBeHidden();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousAccessibilityProblems(page);
    await journey.capture('category-grid');

    // A place too long for a half-width card is shortened beside its pin, never dropped below it.
    await page.goto('/producs/Mobile Phones');
    const places = page
      .getByRole('list', { name: 'Products in Mobile Phones' })
      .getByRole('article')
      .getByText(/^Location: /);
    await expect(places.first()).toBeVisible();
    const pinAndPlaceTops = await places.evaluateAll((labels) =>
      labels.map((label) => {
        const paragraph = label.closest('p')!;
        const pin = paragraph.querySelector('svg')!.getBoundingClientRect();
        const place = Array.from(paragraph.querySelectorAll('span'))
          .at(-1)!
          .getBoundingClientRect();
        return { text: paragraph.textContent, pinMiddle: pin.top + pin.height / 2, place };
      }),
    );
    expect(pinAndPlaceTops.some(({ text }) => text.includes('Uttara Sector 7'))).toBe(true);
    for (const { pinMiddle, place } of pinAndPlaceTops) {
      expect(pinMiddle).toBeGreaterThan(place.top);
      expect(pinMiddle).toBeLessThan(place.bottom);
    }
  });

  test('a buyer filters in a sheet, sees how many filters are set, and a sort keeps the prices', async ({
    page,
    journey,
  }) => {
    await signIn(page, DEMO.buyer);
    await page.goto('/search?q=phone');
    // The results start on the first screen: the filters wait behind their button.
    await expect(page.getByRole('search', { name: 'Filters' })).toBeHidden();
    const filters = page.getByRole('button', { name: 'Filters', exact: true });
    await filters.click();

    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByLabel('Lowest price (Tk)').fill('10000');
    await sheet.getByLabel('Highest price (Tk)').fill('50000');
    await expectNoSeriousAccessibilityProblems(page);
    await page.screenshot({ path: journey.pathOf('filter-sheet-390') });
    await sheet.getByRole('button', { name: 'Apply filters' }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/minPrice=10000&maxPrice=50000/);
    await expect(page.getByRole('button', { name: 'Filters (2 set)' })).toBeVisible();

    await page.getByLabel('Sort by').selectOption('price_asc');
    await expect(page).toHaveURL(/q=phone&minPrice=10000&maxPrice=50000&sort=price_asc/);
    const results = page.getByRole('list', { name: /Results for/ });
    // The prices the results show, in their order, once the sorted page has arrived.
    const shownPrices = () =>
      results
        .getByRole('article')
        .evaluateAll((cards) =>
          cards.map((card) => Number(card.querySelector('p span')!.textContent.replace(/\D/g, ''))),
        );
    await expect
      .poll(async () => {
        const prices = await shownPrices();
        return (
          prices.length > 0 &&
          prices.every((price, index) => index === 0 || prices[index - 1]! <= price)
        );
      })
      .toBe(true);
    expect((await shownPrices()).every((price) => price >= 10000 && price <= 50000)).toBe(true);

    // Clear drops the filters and keeps the words and the sort.
    await page.getByRole('button', { name: 'Filters (2 set)' }).click();
    await sheet.getByRole('button', { name: 'Clear' }).click();
    await expect(page).toHaveURL(/\/search\?q=phone&sort=price_asc$/);
    await expect(filters).toBeVisible();
  });
});

test.describe('on a laptop', () => {
  test.use(LAPTOP);

  test('the filters keep their column, a sort keeps the typed prices, and the cards say everything', async ({
    page,
    journey,
  }) => {
    await page.goto('/producs/Laptops');
    const column = page.getByRole('search', { name: 'Filters' });
    await expect(column).toBeVisible();
    await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeHidden();
    const cards = page.getByRole('list', { name: 'Products in Laptops' }).getByRole('article');
    expect((await firstRow(cards)).columns).toBe(3);
    await expect(cards.first().getByRole('button', { name: /^Buy Now/ })).toBeVisible();
    await expect(cards.first()).toContainText('Years used');

    // Typed, not applied, then a sort: the prices go along instead of vanishing.
    await column.getByLabel('Lowest price (Tk)').fill('20000');
    await column.getByLabel('Highest price (Tk)').fill('60000');
    await page.getByLabel('Sort by').selectOption('price_desc');
    await expect(page).toHaveURL(/minPrice=20000&maxPrice=60000&sort=price_desc/);
    await expect(column.getByLabel('Lowest price (Tk)')).toHaveValue('20000');
    await expect(column.getByLabel('Highest price (Tk)')).toHaveValue('60000');
    await expectNoSidewaysScroll(page);
    await expectNoSeriousAccessibilityProblems(page);
    await journey.capture('category-filtered');
  });
});
