import { type Page } from '@playwright/test';
import { DEMO, submitLogin } from '../support/accounts';
import { expect, expectNoSeriousAccessibilityProblems, test } from '../support/test';

// Demo listings no other journey touches.
const TABLE = { name: 'Segun wood dining table, six seats', price: 'Tk 32,000' };
const WARDROBE = { name: 'Hatil two-door wardrobe', price: 'Tk 23,000' };
const CATEGORY = 'Furniture';
const PHONE = '01712 345678';
const MEETING_PLACE = 'Mohammadpur Town Hall, by the main gate';

const card = (page: Page, name: string) =>
  page.getByRole('list', { name: `Products in ${CATEGORY}` }).getByRole('article', { name });

const orderRow = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });

async function placeOrder(page: Page, name: string) {
  await page.getByRole('button', { name: `Buy Now ${name}` }).click();
  const order = page.getByRole('dialog', { name });
  await order.getByLabel('Phone').fill(PHONE);
  await order.getByLabel('Meeting location').fill(MEETING_PLACE);
  await order.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Order Success')).toBeVisible();
  await expect(order).toBeHidden();
}

test('a shopper signs in from Buy Now, orders with the keyboard, pays one order once accepted and deletes another', async ({
  page,
  playwright,
  baseURL,
  journey,
}) => {
  // Two orders, each through the seller and back, and screenshots at three widths: 41 s on a
  // two-core machine running the API suites beside it, past the minute on a slower one in CI.
  test.slow();
  // Signed out, Buy Now leads to the login page, and back to the order once signed in.
  await page.goto(`/producs/${CATEGORY}`);
  await card(page, TABLE.name)
    .getByRole('button', { name: `Buy Now ${TABLE.name}` })
    .focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/login');
  await expect(page.getByText('Sign in to continue to the page you asked for.')).toBeVisible();
  await submitLogin(page, DEMO.buyer);
  await expect(page.getByText('Login Success')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/producs/${CATEGORY}\\?order=\\d+$`));

  const order = page.getByRole('dialog', { name: TABLE.name });
  await expect(order).toContainText(`Resale price${TABLE.price}`);
  await expect(order).toContainText('SellerRafiq Hasan');
  await expect(order.getByLabel('Name')).toHaveValue(DEMO.buyer.name);
  await expect(order.getByLabel('Name')).toBeDisabled();
  await expect(order.getByLabel('Email')).toHaveValue(DEMO.buyer.email);
  await expect(order.getByLabel('Email')).toBeDisabled();

  // Keyboard only: focus starts on the phone; Enter in a field sends the form.
  await expect(order.getByLabel('Phone')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(order.getByText('Phone is required')).toBeVisible();
  await expect(order.getByText('Meeting location is required')).toBeVisible();
  await expectNoSeriousAccessibilityProblems(page);
  await page.keyboard.type(PHONE);
  await page.keyboard.press('Tab');
  await page.keyboard.type(MEETING_PLACE);
  await journey.capture('order-modal');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Order Success')).toBeVisible();
  await expect(order).toBeHidden();
  await expect(page).toHaveURL(`/producs/${CATEGORY}`);
  // Ordered, it is no longer on offer.
  await expect(card(page, TABLE.name)).toHaveCount(0);
  // The message goes by itself, so the next order's own can be told apart.
  await expect(page.getByText('Order Success')).toBeHidden();

  // The second from its own page, reached from its card.
  await card(page, WARDROBE.name).getByRole('link', { name: WARDROBE.name }).click();
  await expect(page.getByRole('heading', { name: 'Product details', level: 1 })).toBeVisible();
  const detail = page.getByRole('article', { name: WARDROBE.name });
  await expect(detail).toContainText(`Resale price ${WARDROBE.price}`);
  await expect(detail).toContainText('Sold by Rafiq Hasan');
  await expect(detail.getByRole('button', { name: `Report ${WARDROBE.name}` })).toBeVisible();
  await expect(page.getByRole('link', { name: `More in ${CATEGORY}` })).toBeVisible();
  await expectNoSeriousAccessibilityProblems(page);
  await journey.capture('product-detail');
  await placeOrder(page, WARDROBE.name);

  await page.goto('/myorders');
  await expect(page.getByRole('heading', { name: /^My Orders \(\d+\)$/, level: 1 })).toBeVisible();
  const table = orderRow(page, TABLE.name);
  await expect(table).toContainText(DEMO.seller.name);
  await expect(table).toContainText('Phone shared here once accepted');
  await expect(table).toContainText(TABLE.price);
  await expect(table).toContainText(MEETING_PLACE);
  await expect(table).toContainText('Requested');
  await expect(table.getByRole('link', { name: TABLE.name })).toHaveAttribute(
    'href',
    /^\/producs\/\d+$/,
  );
  await expect(table.getByRole('button', { name: 'Pay' })).toHaveCount(0);
  await expect(orderRow(page, WARDROBE.name)).toContainText('Requested');

  // The seller accepts the table (through the API: their own journey covers the screen).
  const seller = await playwright.request.newContext({ baseURL });
  const { email, password } = DEMO.seller;
  expect((await seller.post('/api/auth/login', { data: { email, password } })).status()).toBe(200);
  const received = await (
    await seller.get(`/api/orders/received?email=${encodeURIComponent(DEMO.seller.email)}`)
  ).json();
  const tableOrder = received.find(
    (order: { product: string; status: string }) =>
      order.product === TABLE.name && order.status === 'requested',
  );
  expect((await seller.post(`/api/orders/${tableOrder._id}/accept`)).status()).toBe(200);
  await seller.dispose();
  await page.reload();
  await expect(table).toContainText('Accepted');
  await expect(table.getByRole('link', { name: /^01/ })).toHaveAttribute('href', /^tel:01\d+$/);
  await expectNoSeriousAccessibilityProblems(page);
  await journey.capture('my-orders');

  // On a phone the same orders are cards, with Pay and delete in reach without scrolling sideways.
  await page.setViewportSize({ width: 390, height: 800 });
  const tableCard = page
    .getByRole('list', { name: 'Your orders' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: TABLE.name }) });
  await expect(tableCard).toContainText(`Meeting${MEETING_PLACE}`);
  for (const action of [
    tableCard.getByRole('button', { name: 'Pay' }),
    tableCard.getByRole('button', { name: 'Cancel this order' }),
  ]) {
    // Scrolled to, down the page only: the card's actions sit within the phone's width.
    await action.evaluate((element) =>
      element.scrollIntoView({ block: 'center', inline: 'nearest' }),
    );
    await expect(action).toBeInViewport();
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
  }
  await expect(page.getByRole('table')).toBeHidden();
  await expectNoSeriousAccessibilityProblems(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Pay: cash at the meeting, then the buyer confirms the handover.
  await table.getByRole('button', { name: 'Pay' }).click();
  const payment = page.getByRole('dialog', { name: 'Pay in cash at the meeting' });
  await expect(payment).toContainText(`Bring ${TABLE.price} in cash`);
  await expect(payment).toContainText(`Meet the seller at ${MEETING_PLACE}.`);
  await expectNoSeriousAccessibilityProblems(page);
  await journey.capture('pay-dialog');
  await payment.getByRole('button', { name: 'I paid and got the item' }).click();
  await expect(page.getByText('Handover confirmed')).toBeVisible();
  await expect(table).toContainText('Waiting for the seller to confirm the handover');
  await expect(table.getByRole('button', { name: 'Pay' })).toHaveCount(0);

  // Delete: cancelling keeps it; confirming removes it and puts the item back on the market.
  const deleteWardrobe = orderRow(page, WARDROBE.name).getByRole('button', {
    name: 'Cancel this order',
  });
  await deleteWardrobe.click();
  await page
    .getByRole('dialog', { name: 'Are you sure you want to delete' })
    .getByRole('button', { name: 'Cancel' })
    .click();
  await expect(orderRow(page, WARDROBE.name)).toBeVisible();
  await deleteWardrobe.click();
  await page
    .getByRole('dialog', { name: 'Are you sure you want to delete' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Deleted successfully')).toBeVisible();
  await expect(orderRow(page, WARDROBE.name)).toHaveCount(0);
  await expect(table).toContainText('Accepted');
  await journey.capture('after-delete');

  // The same list in the dashboard.
  await page.goto('/dashbord/myorders');
  await expect(orderRow(page, TABLE.name)).toContainText('Accepted');

  await page.goto(`/producs/${CATEGORY}`);
  await expect(card(page, WARDROBE.name)).toBeVisible();
  await expect(card(page, TABLE.name)).toHaveCount(0);
});
