import { answerPrompt, listProduct, newAccount, orderFromDetail, rowOf } from '../support/deal';
import { expect, test } from '../support/test';

const LISTING = {
  productName: 'Canon PowerShot SX620',
  category: 'Cameras',
  location: 'Mirpur 2, Dhaka',
  orginalPrice: 28000,
  resellPrice: 14000,
  yearsOfUsed: '4 years',
  phone: '01819000555',
};

test('a buyer withdraws an order with the delete icon; the item is back and the seller sees why', async ({
  browser,
  baseURL,
}) => {
  const seller = await newAccount(browser, baseURL, 'seller', 'Mirpur Gadgets');
  const productId = await listProduct(seller.page, LISTING);
  const buyer = await newAccount(browser, baseURL, 'user', 'Rumana Islam');
  await orderFromDetail(buyer.page, productId, LISTING.productName, {
    phone: '01712 000666',
    meetingLocation: 'Mirpur 2 stadium gate',
  });

  await buyer.page.goto('/myorders');
  await rowOf(buyer.page, LISTING.productName)
    .getByRole('button', { name: 'Cancel this order' })
    .click();
  await expect(
    buyer.page.getByRole('dialog', { name: 'Are you sure you want to delete' }),
  ).toContainText(
    'This cancels your order and puts the item back on sale. The seller sees that you cancelled it.',
  );
  await answerPrompt(buyer.page, 'Are you sure you want to delete', 'Delete');
  await expect(buyer.page.getByText('Deleted successfully')).toBeVisible();
  await expect(rowOf(buyer.page, LISTING.productName)).toHaveCount(0);

  await buyer.page.goto(`/producs/${productId}`);
  await expect(
    buyer.page.getByRole('button', { name: `Buy Now ${LISTING.productName}` }),
  ).toBeVisible();

  await seller.page.goto('/dashbord/receivedorders');
  const row = rowOf(seller.page, LISTING.productName);
  await expect(row).toContainText('Cancelled');
  await expect(row).toContainText('The buyer withdrew');
  // Nothing left to do with the order itself; the More menu (block, report) stays for any order.
  await expect(row.getByRole('button')).toHaveText(['More ⋯']);
  await buyer.close();
  await seller.close();
});
