import { listProduct, newAccount } from '../support/deal';
import { expect, test } from '../support/test';

const LISTING = {
  productName: 'Walton ceiling fan, 56 inch',
  category: 'Home Appliances',
  location: 'Mohammadpur, Dhaka',
  orginalPrice: 5200,
  resellPrice: 2900,
  yearsOfUsed: '3 years',
  phone: '01711 998877',
};

const CATEGORY_PAGE = `/producs/${encodeURIComponent(LISTING.category)}`;

test('a visitor who is served a category page rendered before an item was ordered never sees it offered once the page is live', async ({
  browser,
  baseURL,
  request,
}) => {
  const seller = await newAccount(browser, baseURL, 'seller', 'Kamal Uddin');
  const productId = await listProduct(seller.page, LISTING);
  // The server renders the category page with the item in it, and keeps that render.
  const renderedHtml = async () => {
    const html = await (
      await request.get(CATEGORY_PAGE, { headers: { accept: 'text/html' } })
    ).text();
    return html.slice(html.indexOf('<div id="root">'));
  };
  await expect
    .poll(async () => (await renderedHtml()).includes(`alt="${LISTING.productName}"`))
    .toBe(true);

  // Someone else orders it: it is no longer for sale.
  const firstBuyer = await newAccount(browser, baseURL, 'user', 'Rumana Haque');
  const ordered = await firstBuyer.page.request.post('/api/buyproduct', {
    data: { productId, phone: '01712000444', meetingLocation: 'Mohammadpur bus stand' },
  });
  expect(ordered.status()).toBe(201);

  // The next visitor is served the page as last rendered, while it renders again behind it
  // (someone who has just written something reads past the caches for a few seconds: a visitor
  // who has not)...
  const visitor = await browser.newContext({ baseURL });
  const page = await visitor.newPage();
  const response = await page.goto(CATEGORY_PAGE);
  expect(await response!.text()).toContain(`Buy Now<span class="`);
  expect(await response!.text()).toContain(`alt="${LISTING.productName}"`);
  // ...and once the app runs, the page asks again: the ordered item is not offered.
  await expect(page.getByRole('heading', { name: LISTING.category, level: 1 })).toBeVisible();
  await expect(page.getByRole('article', { name: LISTING.productName })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Buy Now ${LISTING.productName}` })).toHaveCount(0);

  await Promise.all([seller.close(), firstBuyer.close(), visitor.close()]);
});
