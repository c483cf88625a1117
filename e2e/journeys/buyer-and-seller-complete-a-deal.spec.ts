import {
  answerPrompt,
  listProduct,
  newAccount,
  orderFromDetail,
  register,
  rowOf,
} from '../support/deal';
import {
  SCREENSHOT_WIDTHS,
  expect,
  expectNoSeriousAccessibilityProblems,
  test,
} from '../support/test';

const LISTING = {
  productName: 'Fujifilm X-T20 with 18-55 lens',
  category: 'Cameras',
  location: 'Banani, Dhaka',
  orginalPrice: 95000,
  resellPrice: 52000,
  yearsOfUsed: '3 years',
  phone: '01819000111',
};

/** Two days from now at 17:30, as a `datetime-local` field takes it. */
function inTwoDays(): string {
  const day = new Date(Date.now() + 2 * 24 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}T17:30`;
}

test('a buyer requests, the seller accepts, the buyer calls them, both confirm the handover, and the item is sold everywhere', async ({
  page,
  browser,
  baseURL,
  journey,
}) => {
  // The whole deal, then rating both ways and the profile: longer than one page's journey.
  test.setTimeout(180_000);
  const seller = await newAccount(browser, baseURL, 'seller', 'Mahmud Camera House');
  const productId = await listProduct(seller.page, LISTING);
  const buyerPage = page;
  await register(buyerPage, 'user', 'Farhana Akter');

  await orderFromDetail(buyerPage, productId, LISTING.productName, {
    phone: '01712 000222',
    meetingLocation: 'Banani 11, in front of the mosque',
    meetingTime: inTwoDays(),
  });
  // Reserved for everyone now, in place of Buy Now.
  const detail = buyerPage.getByRole('article', { name: LISTING.productName });
  await expect(detail.getByText('Reserved', { exact: true })).toBeVisible();
  await expect(detail.getByRole('button', { name: /Buy Now/ })).toHaveCount(0);
  await journey.capture('product-reserved');

  // The seller sees the request counted in the menu, and accepts it.
  const sellerPage = seller.page;
  await sellerPage.goto('/dashbord');
  const menuEntry = sellerPage
    .getByRole('navigation', { name: 'Dashboard menu' })
    .getByRole('link', { name: /Orders Received/ });
  await expect(menuEntry).toContainText('1');
  await menuEntry.click();
  const received = rowOf(sellerPage, LISTING.productName);
  await expect(received).toContainText('Requested');
  await expect(received).toContainText('Farhana Akter');
  await received.getByRole('button', { name: 'Accept' }).click();
  await answerPrompt(sellerPage, /Accept the order for/, 'Accept');
  await expect(
    sellerPage.getByText('Order accepted: call the buyer to arrange the meeting'),
  ).toBeVisible();
  await expect(received.getByRole('link', { name: '01712000222' })).toHaveAttribute(
    'href',
    'tel:01712000222',
  );
  await expect(menuEntry).not.toContainText('1');

  // The buyer now has the seller's phone, one tap to call.
  await buyerPage.goto('/dashbord/myorders');
  const mine = rowOf(buyerPage, LISTING.productName);
  await expect(mine).toContainText('Accepted');
  await expect(mine).toContainText('Mahmud Camera House');
  await expect(mine.getByRole('link', { name: LISTING.phone })).toHaveAttribute(
    'href',
    `tel:${LISTING.phone}`,
  );
  await expect(mine.getByRole('time')).toBeVisible();
  await expectNoSeriousAccessibilityProblems(buyerPage);
  await journey.capture('my-orders-accepted');

  // Both confirm the handover.
  await mine.getByRole('button', { name: 'Pay' }).click();
  await buyerPage
    .getByRole('dialog', { name: 'Pay in cash at the meeting' })
    .getByRole('button', { name: 'I paid and got the item' })
    .click();
  await expect(buyerPage.getByText('Handover confirmed')).toBeVisible();
  await expect(mine).toContainText('Waiting for the seller to confirm the handover');

  await sellerPage.reload();
  await expect(received).toContainText('The buyer confirmed the handover');
  await received.getByRole('button', { name: 'Confirm handover' }).click();
  await answerPrompt(sellerPage, /Confirm that you got the cash/, 'Confirm handover');
  await expect(sellerPage.getByText('Handover confirmed')).toBeVisible();
  await expect(received).toContainText('Completed');
  await expectNoSeriousAccessibilityProblems(sellerPage);

  // Sold everywhere: the buyer's list, the detail page for anyone, and gone from its category.
  await buyerPage.reload();
  await expect(mine).toContainText('Completed');
  // History now: no Pay, no delete; only the rating is left to do (and the More menu's block
  // and report, which stay for any order).
  await expect(mine.getByRole('button')).toHaveText(['More ⋯', 'Rate the seller']);
  await buyerPage.goto(`/producs/${productId}`);
  await expect(detail.getByText('Sold', { exact: true })).toBeVisible();
  await expect(detail.getByRole('button', { name: /Buy Now/ })).toHaveCount(0);
  await sellerPage.goto(`/producs/${productId}`);
  await expect(
    sellerPage
      .getByRole('article', { name: LISTING.productName })
      .getByText('Sold', { exact: true }),
  ).toBeVisible();
  await buyerPage.goto(`/producs/${LISTING.category}`);
  await expect(buyerPage.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(buyerPage.getByRole('article', { name: LISTING.productName })).toHaveCount(0);
  await buyerPage.goto(`/producs/${productId}`);
  await expect(detail.getByText('Sold', { exact: true })).toBeVisible();
  await journey.capture('product-sold');

  // Each side rates the other once.
  await buyerPage.goto('/dashbord/myorders');
  await journey.capture('my-orders-rate');
  const buyersRating = buyerPage.getByRole('dialog', {
    name: `Rate Mahmud Camera House for ${LISTING.productName}`,
  });
  // The form at each width: a phone shows the orders as cards, so the form is opened in each.
  for (const width of SCREENSHOT_WIDTHS) {
    await buyerPage.setViewportSize({ width, height: 800 });
    await buyerPage.getByRole('button', { name: 'Rate the seller' }).click();
    await buyersRating.getByRole('radio', { name: /Excellent/ }).check();
    await buyersRating.getByLabel(/Comment/).fill('On time, and the camera is as described.');
    await expectNoSeriousAccessibilityProblems(buyerPage);
    await buyerPage.screenshot({ path: journey.pathOf(`rating-form-${width}`) });
    if (width !== SCREENSHOT_WIDTHS.at(-1)) {
      await buyersRating.getByRole('button', { name: 'Cancel' }).click();
    }
  }
  await buyersRating.getByRole('button', { name: 'Send rating' }).click();
  await expect(buyerPage.getByText('Thank you for rating')).toBeVisible();
  await expect(mine.getByRole('button')).toHaveText(['More ⋯']);

  await sellerPage.goto('/dashbord/receivedorders');
  await received.getByRole('button', { name: 'Rate the buyer' }).click();
  const sellersRating = sellerPage.getByRole('dialog', { name: /^Rate Farhana Akter for/ });
  await sellersRating.getByRole('radio', { name: /Good/ }).check();
  await sellersRating.getByRole('button', { name: 'Send rating' }).click();
  await expect(sellerPage.getByText('Thank you for rating')).toBeVisible();
  await expect(received.getByRole('button', { name: 'Rate the buyer' })).toHaveCount(0);

  // The seller's next listing carries the rating on its card, and the name leads to the profile.
  const next = { ...LISTING, productName: 'Canon 50mm f/1.8 lens' };
  await listProduct(sellerPage, next);
  await buyerPage.goto(`/producs/${LISTING.category}`);
  const card = buyerPage.getByRole('article', { name: next.productName });
  await expect(card.getByRole('img', { name: 'Rated 5.0 out of 5 by 1 person' })).toHaveText(
    '5.0 ★ (1)',
  );
  await card.getByRole('link', { name: 'Mahmud Camera House' }).click();
  await expect(buyerPage).toHaveURL(/\/sellers\/\d+$/);
  await expect(
    buyerPage.getByRole('heading', { level: 1, name: 'Mahmud Camera House' }),
  ).toBeVisible();
  const about = buyerPage.getByRole('region', { name: 'About Mahmud Camera House' });
  await expect(about).toContainText('Completed sales1');
  await expect(about).toContainText('5.0 ★ (1)');
  await expect(
    buyerPage.getByRole('list', { name: 'Reviews of Mahmud Camera House' }),
  ).toContainText('On time, and the camera is as described.');
  await expect(
    buyerPage
      .getByRole('list', { name: "Mahmud Camera House's listings" })
      .getByRole('article', { name: next.productName }),
  ).toBeVisible();
  await expectNoSeriousAccessibilityProblems(buyerPage);
  await journey.capture('seller-profile');
  await seller.close();
});
