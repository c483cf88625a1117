import { DEMO, signIn } from '../support/accounts';
import { expect, expectNoSeriousAccessibilityProblems, test } from '../support/test';

// A demo listing of the verified seller that no other journey touches.
const BICYCLE = { name: "Duranta children's bicycle, 16 inch", category: 'Bicycles' };
/** Another shopper: the demo seller no administrator has verified buys things too. */
const OTHER_SHOPPER = {
  name: 'Tanvir Ahmed',
  email: 'newseller@marketplace.test',
  password: 'newseller-demo-pass',
};

test('a shopper whose item was ordered first by someone else is told so, and the item leaves the list', async ({
  page,
  browser,
  baseURL,
  journey,
}) => {
  await signIn(page, DEMO.buyer);
  await page.goto(`/producs/${BICYCLE.category}`);
  await page
    .getByRole('article', { name: BICYCLE.name })
    .getByRole('button', { name: `Buy Now ${BICYCLE.name}` })
    .click();
  const order = page.getByRole('dialog', { name: BICYCLE.name });
  await order.getByLabel('Phone').fill('01712345678');
  await order.getByLabel('Meeting location').fill('Bashundhara R/A, gate 2');

  // While the form is open, another shopper, in a browser of their own, orders it first.
  const otherContext = await browser.newContext({ baseURL });
  const otherPage = await otherContext.newPage();
  await signIn(otherPage, OTHER_SHOPPER);
  await otherPage.goto(`/producs/${BICYCLE.category}`);
  await otherPage
    .getByRole('article', { name: BICYCLE.name })
    .getByRole('button', { name: `Buy Now ${BICYCLE.name}` })
    .click();
  const theirOrder = otherPage.getByRole('dialog', { name: BICYCLE.name });
  await theirOrder.getByLabel('Phone').fill('01915678234');
  await theirOrder.getByLabel('Meeting location').fill('Bashundhara R/A, gate 1');
  await theirOrder.getByRole('button', { name: 'Place order' }).click();
  await expect(otherPage.getByText('Order Success')).toBeVisible();
  await otherContext.close();

  await order.getByRole('button', { name: 'Place order' }).click();
  await expect(order.getByRole('alert')).toHaveText(
    'Someone else ordered this item first, so it is no longer available.',
  );
  await expect(order.getByRole('button', { name: 'Place order' })).toHaveCount(0);
  await expectNoSeriousAccessibilityProblems(page);
  await journey.capture('ordered-first-by-someone-else');

  await order.getByRole('button', { name: 'OK' }).click();
  await expect(order).toBeHidden();
  await expect(page.getByRole('article', { name: BICYCLE.name })).toHaveCount(0);
  await page.goto('/myorders');
  await expect(page.getByRole('table').or(page.getByText('Have not Product'))).toBeVisible();
  await expect(page.getByRole('rowheader', { name: BICYCLE.name })).toHaveCount(0);
});
