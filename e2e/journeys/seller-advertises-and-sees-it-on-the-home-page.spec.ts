import type { Page } from '@playwright/test';
import { listProduct, newAccount, rowOf } from '../support/deal';
import { expect, test } from '../support/test';

const LISTING = {
  productName: 'Gazi rice cooker, 2.8 litre',
  category: 'Home Appliances',
  location: 'Uttara Sector 7, Dhaka',
  orginalPrice: 4200,
  resellPrice: 2500,
  yearsOfUsed: '1 year',
  phone: '01711 223344',
};

const advertisedCard = (page: Page) =>
  page
    .getByRole('region', { name: 'Advertised products' })
    .getByRole('article', { name: LISTING.productName });

test('a new seller advertises a listing and sees it under Advertised products on the home page', async ({
  browser,
  baseURL,
  request,
}) => {
  const seller = await newAccount(browser, baseURL, 'seller', 'Shirin Akter');
  const { page } = seller;
  // The home page first, as a new seller lands there: its advertised list is now in the app.
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Advertised products' })).toBeVisible();
  await listProduct(page, LISTING);

  await page.goto('/dashbord/myproduct');
  await rowOf(page, LISTING.productName)
    .getByRole('button', { name: `Advertise ${LISTING.productName}` })
    .click();
  await page
    .getByRole('dialog', { name: 'Are you sure you want to advise?' })
    .getByRole('button', { name: 'Advertise' })
    .click();
  await expect(page.getByText('advataize success')).toBeVisible();

  // Back to the home page inside the app, then as a new page load: there both times.
  await page.getByRole('link', { name: 'Home', exact: true }).first().click();
  await expect(advertisedCard(page)).toBeVisible();
  await page.reload();
  await expect(advertisedCard(page)).toBeVisible();

  // And for everyone else, in the page the server renders (a visitor without a cookie).
  await expect
    .poll(async () => {
      const html = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
      return html.slice(html.indexOf('<div id="root">')).includes(`alt="${LISTING.productName}"`);
    })
    .toBe(true);
  await seller.close();
});
