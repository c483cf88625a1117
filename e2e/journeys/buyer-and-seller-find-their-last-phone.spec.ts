import { dealThroughApi, listProduct, newAccount, register } from '../support/deal';
import { expect, test } from '../support/test';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

test.use(PHONE);

const listing = (productName: string, phone: string) => ({
  productName,
  category: 'Home Appliances',
  location: 'Dhanmondi 27, Dhaka',
  orginalPrice: 9000,
  resellPrice: 4500,
  yearsOfUsed: '1 year',
  phone,
});

/**
 * Issue 48, item 3's rest. On main before it, both phone fields started empty whatever the
 * account had given before (this journey failed at the seller's Add Product).
 */
test('on a phone, Add Product offers the seller their last phone and the order form the buyer theirs', async ({
  page,
  browser,
  baseURL,
  journey,
}) => {
  const seller = await newAccount(browser, baseURL, 'seller', 'Dhanmondi Home Goods');
  // Typed in Bengali digits last time; offered back in the local form.
  await listProduct(seller.page, listing('Rice cooker, 1.8 litre', '০১৭১২-০০০৮৮৮'));
  await seller.page.setViewportSize(PHONE.viewport);
  await seller.page.goto('/dashbord/addproduct');
  const addProduct = seller.page.getByRole('form', { name: 'New product' });
  await expect(addProduct.getByLabel('Phone', { exact: true })).toHaveValue('01712000888');
  await expect(addProduct.getByLabel('Phone', { exact: true })).toHaveAccessibleDescription(
    'Buyers call this number. The one you gave last time; change it if needed.',
  );

  // The buyer's first order gave a phone; the next order form starts with it.
  await register(page, 'user', 'Farhana Akter');
  const first = await listProduct(seller.page, listing('Table fan', '01712000888'));
  const second = await listProduct(seller.page, listing('Electric kettle', '01712000888'));
  await dealThroughApi(page, seller.page, first, 'accepted');
  await page.goto(`/producs/${second}`);
  await page.getByRole('button', { name: 'Buy Now Electric kettle' }).click();
  const order = page.getByRole('dialog', { name: 'Electric kettle' });
  await expect(order.getByLabel('Phone', { exact: true })).toHaveValue('01712000333');
  await expect(order.getByLabel('Phone', { exact: true })).toHaveAccessibleDescription(
    'The phone you gave last time; change it if needed.',
  );
  await journey.capture('order-form-with-the-last-phone');
  await seller.close();
});
