import {
  answerPrompt,
  dealThroughApi,
  listProduct,
  newAccount,
  register,
  rowOf,
} from '../support/deal';
import {
  expect,
  expectNoSeriousAccessibilityProblems,
  testOnOwnMarketplaceWith,
} from '../support/test';

// A marketplace of its own where a deal without a meeting time is due at once, not a day later.
const test = testOnOwnMarketplaceWith({ ORDER_NO_SHOW_GRACE_HOURS: '0' });

const LISTING = {
  productName: 'Xiaomi air purifier 3H',
  category: 'Home Appliances',
  location: 'Uttara, Dhaka',
  orginalPrice: 18000,
  resellPrice: 9500,
  yearsOfUsed: '1 year',
  phone: '01819000444',
};

test('the buyer does not come: both see the no-show button, the seller reports it, the deal ends, the item is for sale again and the no-show counts', async ({
  browser,
  baseURL,
  journey,
  page,
}) => {
  const sellerPage = page;
  await register(sellerPage, 'seller', 'Sabbir Home Store');
  const buyer = await newAccount(browser, baseURL, 'user', 'Imran Hossain');
  const productId = await listProduct(sellerPage, LISTING);
  await dealThroughApi(buyer.page, sellerPage, productId, 'accepted');

  // Both sides are offered the report once the meeting is due.
  await buyer.page.goto('/dashbord/myorders');
  const mine = rowOf(buyer.page, LISTING.productName);
  await expect(mine.getByRole('button', { name: 'Seller did not come' })).toBeVisible();

  await sellerPage.goto('/dashbord/receivedorders');
  const received = rowOf(sellerPage, LISTING.productName);
  // The buyer's name opens their profile while the order is open.
  await expect(received.getByRole('link', { name: 'Imran Hossain', exact: true })).toBeVisible();
  await expectNoSeriousAccessibilityProblems(sellerPage);
  await journey.capture('orders-received-no-show-due');

  await received.getByRole('button', { name: 'Buyer did not come' }).click();
  await answerPrompt(sellerPage, /did not come for/, 'Report no-show');
  await expect(sellerPage.getByText('No-show reported: the order has ended')).toBeVisible();
  await expect(received).toContainText('Expired');
  await expect(received).toContainText('The buyer did not come');
  await expect(received.getByRole('button', { name: 'Buyer did not come' })).toHaveCount(0);

  await buyer.page.reload();
  await expect(mine).toContainText('The buyer did not come');
  await expect(mine.getByRole('button', { name: 'Seller did not come' })).toHaveCount(0);

  // For sale again, to anyone.
  await buyer.page.goto(`/producs/${productId}`);
  await expect(
    buyer.page.getByRole('button', { name: `Buy Now ${LISTING.productName}` }),
  ).toBeVisible();
  const buyerId = (await (await buyer.page.request.get('/api/auth/me')).json()).id as string;
  // Counted on the buyer's profile, which the seller sees while an order of theirs is open.
  await dealThroughApi(buyer.page, sellerPage, productId, 'accepted');
  await sellerPage.goto(`/dashbord/buyers/${buyerId}`);
  const about = sellerPage.getByRole('region', { name: 'About Imran Hossain' });
  await expect(about).toContainText('No-shows in 90 days1');
  await expectNoSeriousAccessibilityProblems(sellerPage);
  await journey.capture('buyer-profile');
  await buyer.close();
});
