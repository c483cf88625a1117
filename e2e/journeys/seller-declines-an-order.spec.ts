import { answerPrompt, listProduct, newAccount, orderFromDetail, rowOf } from '../support/deal';
import { expect, test } from '../support/test';

const LISTING = {
  productName: 'Walton 24 inch LED monitor',
  category: 'Cameras',
  location: 'Uttara, Dhaka',
  orginalPrice: 18000,
  resellPrice: 9000,
  yearsOfUsed: '2 years',
  phone: '01819000333',
};

test('a seller declines an order with a reason, the buyer reads it, and the item is on sale again', async ({
  browser,
  baseURL,
}) => {
  const seller = await newAccount(browser, baseURL, 'seller', 'Uttara Electronics');
  const productId = await listProduct(seller.page, LISTING);
  const buyer = await newAccount(browser, baseURL, 'user', 'Sabbir Hossain');
  await orderFromDetail(buyer.page, productId, LISTING.productName, {
    phone: '01712 000444',
    meetingLocation: 'Uttara Sector 4 park',
  });

  await seller.page.goto('/dashbord/receivedorders');
  const row = rowOf(seller.page, LISTING.productName);
  await row.getByRole('button', { name: 'Decline' }).click();
  const dialog = seller.page.getByRole('dialog', { name: /Decline the order for/ });
  await dialog.getByLabel(/Reason/).fill('Sold it at the shop this morning');
  await answerPrompt(seller.page, /Decline the order for/, 'Decline');
  await expect(seller.page.getByText('Order declined: the item is on sale again')).toBeVisible();
  await expect(row).toContainText('Declined');

  await buyer.page.goto('/myorders');
  const mine = rowOf(buyer.page, LISTING.productName);
  await expect(mine).toContainText('Declined');
  await expect(mine).toContainText('Sold it at the shop this morning');
  await expect(mine.getByRole('button', { name: 'Pay' })).toHaveCount(0);

  await buyer.page.goto(`/producs/${LISTING.category}`);
  await expect(
    buyer.page
      .getByRole('article', { name: LISTING.productName })
      .getByRole('button', { name: `Buy Now ${LISTING.productName}` }),
  ).toBeVisible();
  await buyer.close();
  await seller.close();
});
