import { DEMO, signIn } from '../support/accounts';
import { cameraPhoto } from '../support/seller';
import { expect, expectNoSeriousAccessibilityProblems, test } from '../support/test';

const PRODUCT = {
  productName: 'Olympus OM-D E-M10 Mark III',
  category: 'Cameras',
  location: 'Mirpur 10, Dhaka',
  orginalPrice: 61000,
  resellPrice: 33000,
  yearsOfUsed: '3 years',
  phone: '01819456723',
};
const BUYER_PHONE = '01712 345678';
const MEETING_PLACE = 'Dhanmondi 27, in front of the Star Kabab';

test("a seller sees who ordered their product and where to meet, and the buyer's phone once they accept", async ({
  page,
  browser,
  baseURL,
  journey,
}) => {
  // The listing comes through the API the form uses (its own journey covers the form).
  await signIn(page, DEMO.seller);
  const upload = await page.request.post('/api/images', {
    multipart: { image: await cameraPhoto('olympus.jpg') },
  });
  expect(upload.status()).toBe(201);
  const { data: photo } = await upload.json();
  const listing = await page.request.post('/api/products', {
    data: { ...PRODUCT, productImage: photo.url },
  });
  expect(listing.status()).toBe(201);

  // Meanwhile, in a browser of their own, a buyer orders it.
  const buyerContext = await browser.newContext({ baseURL });
  const buyerPage = await buyerContext.newPage();
  await signIn(buyerPage, DEMO.buyer);
  await buyerPage.goto(`/producs/${PRODUCT.category}`);
  await buyerPage
    .getByRole('article', { name: PRODUCT.productName })
    .getByRole('button', { name: `Buy Now ${PRODUCT.productName}` })
    .click();
  const order = buyerPage.getByRole('dialog', { name: PRODUCT.productName });
  await order.getByLabel('Phone').fill(BUYER_PHONE);
  await order.getByLabel('Meeting location').fill(MEETING_PLACE);
  await order.getByRole('button', { name: 'Place order' }).click();
  await expect(buyerPage.getByText('Order Success')).toBeVisible();
  await buyerContext.close();

  await page.goto('/dashbord');
  await page
    .getByRole('navigation', { name: 'Dashboard menu' })
    .getByRole('link', { name: 'Orders Received' })
    .click();
  await expect(page.getByRole('heading', { name: 'Orders Received', level: 1 })).toBeVisible();
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: PRODUCT.productName }) });
  await expect(row).toContainText(DEMO.buyer.name);
  await expect(row).toContainText('Phone and email shown once accepted');
  await expect(row).not.toContainText(DEMO.buyer.email);
  await expect(row).toContainText(MEETING_PLACE);
  await expect(row).toContainText('Tk 33,000');
  await expect(row).toContainText('Requested');
  await row.getByRole('button', { name: 'Accept' }).click();
  await page
    .getByRole('dialog', { name: /Accept the order for/ })
    .getByRole('button', { name: 'Accept' })
    .click();
  await expect(
    page.getByText('Order accepted: call the buyer to arrange the meeting'),
  ).toBeVisible();
  await expect(row.getByRole('link', { name: '01712345678' })).toHaveAttribute(
    'href',
    'tel:01712345678',
  );
  await expect(row.getByRole('link', { name: DEMO.buyer.email })).toBeVisible();
  await expect(row).toContainText('Accepted');
  await expectNoSeriousAccessibilityProblems(page);
  await journey.capture('orders-received');
});
