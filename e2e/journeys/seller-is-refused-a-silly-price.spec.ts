import { register } from '../support/deal';
import { expect, expectNoSeriousAccessibilityProblems, test } from '../support/test';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

test.use(PHONE);

test('a seller on a phone is refused a Tk 2,000 phone resold at Tk 99,999,999 or at Tk 0, by the form and by the API', async ({
  page,
  journey,
}) => {
  await register(page, 'seller', 'Rubel Mia');
  await page.goto('/dashbord/addproduct/');
  const form = page.getByRole('form', { name: 'New product' });
  await expect(form.getByLabel('Category')).toContainText('Cameras');
  await form.getByLabel('Product name').fill('Nokia 105 feature phone');
  await form.getByLabel('Category').selectOption('Cameras');
  await form.getByLabel('Years used').fill('1 year');
  await form.getByLabel('Original price').fill('2000');
  await form.getByLabel('Resale price').fill('99999999');
  await form.getByLabel('Phone', { exact: true }).fill('01712000999');
  await form.getByLabel('Location').fill('Farmgate, Dhaka');
  await form.getByRole('button', { name: 'Add Product' }).click();
  await expect(
    form.getByText('Resale price must be at most 3 times the original price (Tk 6,000)'),
  ).toBeVisible();
  await expectNoSeriousAccessibilityProblems(page);
  await journey.capture('a-resale-price-too-high');

  await form.getByLabel('Resale price').fill('0');
  await form.getByRole('button', { name: 'Add Product' }).click();
  await expect(form.getByText('Resale price must be at least Tk 1')).toBeVisible();

  // The form is a courtesy; the API refuses the same prices.
  for (const resellPrice of [0, 99_999_999]) {
    const listing = await page.request.post('/api/products', {
      data: {
        productName: 'Nokia 105 feature phone',
        productImage: '/api/images/none.webp',
        location: 'Farmgate, Dhaka',
        orginalPrice: 2000,
        resellPrice,
        yearsOfUsed: '1 year',
        category: 'Cameras',
        phone: '01712000999',
      },
    });
    expect(listing.status()).toBe(400);
    expect(JSON.stringify(await listing.json())).toContain('resellPrice must be');
  }
});
