import { DEMO, signIn } from '../support/accounts';
import { cameraPhoto } from '../support/seller';
import {
  expect,
  expectNoSeriousAccessibilityProblems,
  testOnOwnMarketplace,
} from '../support/test';

// Fifty more listings for the demo seller would change what other journeys read: this one runs on
// a marketplace of its own.
const test = testOnOwnMarketplace;

const LISTINGS_ADDED = 50;

test('a seller on the second page of their products is still there after a reload', async ({
  page,
  journey,
}) => {
  // The listings come through the API the form uses (its own journey covers the form).
  await signIn(page, DEMO.seller);
  const upload = await page.request.post('/api/images', {
    multipart: { image: await cameraPhoto('lamp.jpg') },
  });
  expect(upload.status()).toBe(201);
  const { data: photo } = await upload.json();
  for (let number = 1; number <= LISTINGS_ADDED; number += 1) {
    const listing = await page.request.post('/api/products', {
      data: {
        productName: `Reading lamp ${number}`,
        productImage: photo.url,
        category: 'Furniture',
        location: 'Mirpur 10, Dhaka',
        orginalPrice: 3000,
        resellPrice: 1200,
        yearsOfUsed: '2 years',
        phone: '01819456723',
      },
    });
    expect(listing.status(), await listing.text()).toBe(201);
  }

  await page.goto('/dashbord/myproduct');
  const pager = page.getByRole('navigation', { name: 'My products pages' });
  await expect(pager).toContainText(/^Showing 1–50 of [\d,]+ products/);
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/dashbord\/myproduct\?page=2$/);
  await expect(pager).toContainText(/^Showing 51–/);

  await page.reload();
  await expect(pager).toContainText(/^Showing 51–/);
  await expect(pager.getByRole('spinbutton', { name: 'Page' })).toHaveValue('2');
  await expectNoSeriousAccessibilityProblems(page);
  await journey.capture('my-products-second-page');

  // Back returns to the first page, as it would on any page of the site.
  await page.goBack();
  await expect(pager).toContainText(/^Showing 1–50 of/);
});
