import type { Conversation } from '@marketplace/contracts';
import { signOut, submitLogin } from '../support/accounts';
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
  await register(page, 'seller', 'Uttara Clocks');
  await page.goto('/dashbord/addproduct');
  const form = page.getByRole('form', { name: 'New product' });
  await form.getByLabel('Product name').fill('Casio table clock');
  await form.getByLabel('Resale price').fill('1200');
  await form.getByLabel('Photo').setInputFiles(await cameraPhoto('clock.jpg'));
  await expect(form.getByRole('img', { name: 'Preview of clock.jpg' })).toBeVisible();
  await page.waitForTimeout(600);
  await page.reload();
  await expect(form.getByLabel('Product name')).toHaveValue('Casio table clock');
  await expect(form.getByLabel('Resale price')).toHaveValue('1200');
  await expect(form.getByRole('img', { name: 'Preview of clock.jpg' })).toBeVisible();
  await journey.capture('add-product-after-a-reload');

  // The buyer's order form: Back closes it and stays on the listing; what was typed is kept.
  const productId = await listProduct(page, CLOCK);
  const {
    page: shopper,
    account: buyer,
    close,
  } = await newAccount(browser, baseURL, 'user', 'Tanvir Hossain');
  await shopper.setViewportSize(PHONE.viewport);
  await shopper.goto(`/producs/${productId}`);
  await shopper.getByRole('button', { name: `Buy Now ${CLOCK.productName}` }).click();
  const order = shopper.getByRole('dialog', { name: CLOCK.productName });
  await order.getByLabel('Phone', { exact: true }).fill('01812345670');
  await order.getByLabel('Meeting location').fill('Uttara Sector 7 park gate');
  await shopper.waitForTimeout(600);
  await shopper.goBack();
  await expect(order).toBeHidden();
  await expect(shopper).toHaveURL(`/producs/${productId}`);
  await shopper.getByRole('button', { name: `Buy Now ${CLOCK.productName}` }).click();
  await expect(order.getByLabel('Phone', { exact: true })).toHaveValue('01812345670');
  await expect(order.getByLabel('Meeting location')).toHaveValue('Uttara Sector 7 park gate');
  await order.getByRole('button', { name: 'Cancel' }).click();
  await expect(order).toBeHidden();

  // A message being typed in one tab while the other tab signs out.
  const started = await shopper.request.post('/api/conversations', { data: { productId } });
  const conversation = (await started.json()) as Conversation;
  const chat = await shopper.context().newPage();
  await chat.setViewportSize(PHONE.viewport);
  await chat.goto(`/dashbord/messages/${conversation._id}`);
  const composer = chat.getByRole('textbox', { name: /^Message to / });
  await composer.fill('Is the clock still working well?');
  await chat.waitForTimeout(600);

  await shopper.bringToFront();
  await signOut(shopper, buyer);

  // The other tab leaves the conversation at once, for the login form.
  await expect(chat).toHaveURL('/login', { timeout: 3000 });
  await expect(chat.getByText('Is the clock still working well?')).toHaveCount(0);
  await chat.screenshot({ path: journey.pathOf('other-tab-signed-out-390'), fullPage: true });
  await submitLogin(chat, buyer);
  await expect(chat).toHaveURL(`/dashbord/messages/${conversation._id}`);
  await expect(chat.getByRole('textbox', { name: /^Message to / })).toHaveValue(
    'Is the clock still working well?',
  );
  await close();
});
