import type { Page } from '@playwright/test';
import { accountMenuButton } from '../support/accounts';
import { listProduct, newAccount, orderFromDetail, register, rowOf } from '../support/deal';
import { expect, expectNoSeriousAccessibilityProblems, test } from '../support/test';

const LISTING = {
  productName: 'Brother sewing machine JX17',
  category: 'Home Appliances',
  location: 'Mirpur 10, Dhaka',
  orginalPrice: 16000,
  resellPrice: 9500,
  yearsOfUsed: '2 years',
  phone: '01819000333',
};

/** Marks the document: still marked later means the page was never reloaded or left. */
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
const stillSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);

const thread = (page: Page) => page.getByRole('list', { name: 'Messages' });

test('a buyer asks the seller from the listing, and the two chat live, each seeing the other without reloading', async ({
  page,
  browser,
  baseURL,
  journey,
}) => {
  // `page` is the seller's screen, photographed; the buyer has a browser of their own.
  const sellerPage = page;
  await register(sellerPage, 'seller', 'Shirin Sewing Supplies');
  const productId = await listProduct(sellerPage, LISTING);
  const buyer = await newAccount(browser, baseURL, 'user', 'Tanvir Hasan');
  const buyerPage = buyer.page;

  // The seller waits in the inbox, empty for now.
  await sellerPage.goto('/dashbord/messages');
  await expect(sellerPage.getByText('No conversations yet.')).toBeVisible();
  await markDocument(sellerPage);

  // The buyer asks from the listing: no Ask on one's own listing, so only the buyer sees it.
  await buyerPage.goto(`/producs/${productId}`);
  await buyerPage
    .getByRole('link', { name: `Ask the seller about ${LISTING.productName}` })
    .click();
  await expect(buyerPage).toHaveURL(/\/dashbord\/messages\/\d+$/);
  const conversationUrl = buyerPage.url();
  const composer = buyerPage.getByRole('textbox', { name: 'Message to Shirin Sewing Supplies' });
  await expect(composer).toBeFocused();
  await markDocument(buyerPage);
  await composer.fill('Hello! Is it still available?');
  await composer.press('Enter');
  await expect(thread(buyerPage)).toContainText('Hello! Is it still available?');
  await expect(composer).toHaveValue('');

  // On the seller's screen, without any navigation: the conversation, its unread count, and
  // the badges on the menu entry and the avatar.
  const entry = sellerPage.getByRole('link', { name: /Tanvir Hasan/ });
  await expect(entry).toContainText('Hello! Is it still available?');
  await expect(entry.getByLabel('1 unread')).toBeVisible();
  await expect(
    sellerPage
      .getByRole('navigation', { name: 'Dashboard menu' })
      .getByRole('link', { name: /Messages/ }),
  ).toContainText('1');
  await expect(sellerPage.getByTestId('unread-badge')).toHaveText('1');
  await expect(
    accountMenuButton(sellerPage, { name: 'Shirin Sewing Supplies, 1 unread messages' }),
  ).toBeVisible();
  expect(await stillSameDocument(sellerPage)).toBe(true);
  await journey.capture('seller-inbox-with-an-unread-conversation');

  // Opening it reads it: the badges go.
  await entry.click();
  await expect(thread(sellerPage)).toContainText('Hello! Is it still available?');
  await expect(sellerPage.getByTestId('unread-badge')).toHaveCount(0);

  // Shift+Enter breaks the line, Enter sends; the buyer's open thread shows the reply.
  const reply = sellerPage.getByRole('textbox', { name: 'Message to Tanvir Hasan' });
  await reply.fill('Yes, it is.');
  await reply.press('Shift+Enter');
  await reply.pressSequentially('Come to Mirpur 10 at 6 pm?');
  await expect(reply).toHaveValue('Yes, it is.\nCome to Mirpur 10 at 6 pm?');
  await reply.press('Enter');
  await expect(thread(buyerPage)).toContainText('Come to Mirpur 10 at 6 pm?');
  // Said to screen readers as it arrives.
  await expect(buyerPage.getByRole('status').filter({ hasText: 'New message from' })).toContainText(
    'New message from Shirin Sewing Supplies: Yes, it is.',
  );
  expect(await stillSameDocument(buyerPage)).toBe(true);
  expect(buyerPage.url()).toBe(conversationUrl);
  await expectNoSeriousAccessibilityProblems(sellerPage);
  await journey.capture('seller-thread');

  // The order's conversation is this one, from My Orders and from Orders Received.
  await orderFromDetail(buyerPage, productId, LISTING.productName, {
    phone: '01712 000444',
    meetingLocation: 'Mirpur 10 roundabout',
  });
  await buyerPage.goto('/dashbord/myorders');
  await buyerPage.getByRole('link', { name: 'Messages with Shirin Sewing Supplies' }).click();
  await expect(buyerPage).toHaveURL(conversationUrl);
  await expect(thread(buyerPage)).toContainText('Come to Mirpur 10 at 6 pm?');

  await sellerPage.goto('/dashbord/receivedorders');
  await rowOf(sellerPage, LISTING.productName)
    .getByRole('link', { name: 'Messages with Tanvir Hasan' })
    .click();
  await expect(sellerPage).toHaveURL(conversationUrl.replace(/^https?:\/\/[^/]+/, baseURL!));
  await expect(thread(sellerPage)).toContainText('Hello! Is it still available?');
  await buyer.close();
});
