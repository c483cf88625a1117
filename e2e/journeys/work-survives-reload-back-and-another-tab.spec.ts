import type { Conversation } from '@marketplace/contracts';
import { type Account, signOut, submitLogin } from '../support/accounts';
import { listProduct, newAccount, register } from '../support/deal';
import { cameraPhoto } from '../support/seller';
import { expect, test } from '../support/test';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

test.use(PHONE);

const CLOCK = {
  productName: 'Wall clock, wooden',
  category: 'Home Appliances',
  location: 'Uttara Sector 7, Dhaka',
  orginalPrice: 2400,
  resellPrice: 900,
  yearsOfUsed: '4 years',
  phone: '01712000999',
};

/**
 * Issue 48, item 5. On main before it, a reload emptied Add Product, Back left the listing with
 * the order form's typing lost, and a sign-out in one tab left another tab's conversation on
 * screen (this journey failed at the first reload).
 */
test('on a phone, Add Product survives a reload, Back closes the order form, and a sign-out in one tab signs out the other, which finds its message again', async ({
  page,
  browser,
  baseURL,
  journey,
}) => {
  // Add Product, half filled with a photo, then reloaded.
  const seller = await newAccount(browser, baseURL, 'seller', 'Uttara Clocks');
  await seller.page.setViewportSize(PHONE.viewport);
  await seller.page.goto('/dashbord/addproduct');
  const form = seller.page.getByRole('form', { name: 'New product' });
  await form.getByLabel('Product name').fill('Casio table clock');
  await form.getByLabel('Resale price').fill('1200');
  await form.getByLabel('Photo').setInputFiles(await cameraPhoto('clock.jpg'));
  await expect(form.getByRole('img', { name: 'Preview of clock.jpg' })).toBeVisible();
  await seller.page.waitForTimeout(600);
  await seller.page.reload();
  await expect(form.getByLabel('Product name')).toHaveValue('Casio table clock');
  await expect(form.getByLabel('Resale price')).toHaveValue('1200');
  await expect(form.getByRole('img', { name: 'Preview of clock.jpg' })).toBeVisible();
  await journey.capture('add-product-after-a-reload');

  // The buyer's order form: Back closes it and stays on the listing; what was typed is kept.
  const productId = await listProduct(seller.page, CLOCK);
  const buyer: Account = await register(page, 'user', 'Tanvir Hossain');
  await page.goto(`/producs/${productId}`);
  await page.getByRole('button', { name: `Buy Now ${CLOCK.productName}` }).click();
  const order = page.getByRole('dialog', { name: CLOCK.productName });
  await order.getByLabel('Phone', { exact: true }).fill('01812345670');
  await order.getByLabel('Meeting location').fill('Uttara Sector 7 park gate');
  await page.waitForTimeout(600);
  await page.goBack();
  await expect(order).toBeHidden();
  await expect(page).toHaveURL(`/producs/${productId}`);
  await page.getByRole('button', { name: `Buy Now ${CLOCK.productName}` }).click();
  await expect(order.getByLabel('Phone', { exact: true })).toHaveValue('01812345670');
  await expect(order.getByLabel('Meeting location')).toHaveValue('Uttara Sector 7 park gate');
  await order.getByRole('button', { name: 'Cancel' }).click();
  await expect(order).toBeHidden();

  // A message being typed in one tab while the other tab signs out.
  const started = await page.request.post('/api/conversations', { data: { productId } });
  const conversation = (await started.json()) as Conversation;
  const chat = await page.context().newPage();
  await chat.goto(`/dashbord/messages/${conversation._id}`);
  const composer = chat.getByRole('textbox', { name: /^Message to / });
  await composer.fill('Is the clock still working well?');
  await chat.waitForTimeout(600);

  await page.bringToFront();
  await signOut(page, buyer);

  // The other tab leaves the conversation at once, for the login form.
  await expect(chat).toHaveURL('/login', { timeout: 3000 });
  await expect(chat.getByText('Is the clock still working well?')).toHaveCount(0);
  await journey.capture('other-tab-signed-out');
  await submitLogin(chat, buyer);
  await expect(chat).toHaveURL(`/dashbord/messages/${conversation._id}`);
  await expect(chat.getByRole('textbox', { name: /^Message to / })).toHaveValue(
    'Is the clock still working well?',
  );
  await seller.close();
});
