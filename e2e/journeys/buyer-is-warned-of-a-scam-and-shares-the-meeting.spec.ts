import type { Conversation } from '@marketplace/contracts';
import { dealThroughApi, listProduct, newAccount, register } from '../support/deal';
import { emailsTo } from '../support/outbox';
import { expect, expectNoSeriousAccessibilityProblems, test } from '../support/test';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const LISTING = {
  productName: 'Symphony Z60 phone',
  category: 'Home Appliances',
  location: 'Uttara, Dhaka',
  orginalPrice: 18000,
  resellPrice: 9000,
  yearsOfUsed: '1 year',
  phone: '01819000444',
};

test.use(PHONE);

test('a buyer on a phone is warned under "send 500 tk bKash advance", then shares the accepted meeting with a contact', async ({
  page,
  browser,
  baseURL,
  journey,
}) => {
  // `page` is the buyer's phone; the seller writes from a browser of their own.
  await register(page, 'user', 'Farhana Akter');
  const seller = await newAccount(browser, baseURL, 'seller', 'Quick Deals BD');
  const productId = await listProduct(seller.page, LISTING);

  const opened = await page.request.post('/api/conversations', { data: { productId } });
  expect(opened.status()).toBe(201);
  const conversation = (await opened.json()) as Conversation;
  await page.request.post(`/api/conversations/${conversation._id}/messages`, {
    data: { text: 'Is it still available?' },
  });
  const scam = await seller.page.request.post(`/api/conversations/${conversation._id}/messages`, {
    data: { text: 'Yes! send 500 tk bKash advance and I keep it for you' },
  });
  // The sender is not stopped, and not told.
  expect(scam.status()).toBe(201);

  await page.goto(`/dashbord/messages/${conversation._id}`);
  const messages = page.getByRole('list', { name: 'Messages' });
  const bubble = messages.getByRole('listitem').filter({ hasText: 'bKash advance' });
  await expect(bubble.getByRole('note')).toContainText(
    'Never pay before you meet and see the item.',
  );
  await expect(
    messages.getByRole('listitem').filter({ hasText: 'Is it still available?' }).getByRole('note'),
  ).toHaveCount(0);
  await expectNoSeriousAccessibilityProblems(page);
  await journey.capture('the-warning-under-the-message');

  // The seller sees their own message without any warning.
  await seller.page.goto(`/dashbord/messages/${conversation._id}`);
  await expect(
    seller.page.getByRole('list', { name: 'Messages' }).getByText('bKash advance'),
  ).toBeVisible();
  await expect(seller.page.getByRole('list', { name: 'Messages' }).getByRole('note')).toHaveCount(
    0,
  );

  // Later the deal is accepted: the buyer tells a trusted contact where and when.
  await dealThroughApi(page, seller.page, productId, 'accepted');
  await page.goto('/dashbord/myorders');
  const order = page
    .getByRole('list', { name: 'Your orders' })
    .getByRole('listitem')
    .filter({ hasText: LISTING.productName });
  await order.getByText('Safe meeting').click();
  await expect(order.getByRole('list', { name: 'Cash at the meeting' })).toContainText(
    'Never take a payment screenshot',
  );
  await order.getByRole('button', { name: 'Share my meeting' }).click();
  const dialog = page.getByRole('dialog', {
    name: `Share your meeting for ${LISTING.productName}`,
  });
  await dialog.getByLabel(/trusted contact/).fill('farhana.sister@journey.test');
  await dialog.getByRole('button', { name: 'Share' }).click();
  await expect(order.getByText('Shared with farhana.sister@journey.test')).toBeVisible();

  const [email] = await emailsTo(
    'farhana.sister@journey.test',
    'Farhana Akter shared a meeting with you',
  );
  expect(email!.text).toContain('Where: Gulshan 1 police box.');
  expect(email!.text).toContain('Meeting: Quick Deals BD');
  expect(email!.text).not.toContain(LISTING.phone);
  await seller.close();
});
