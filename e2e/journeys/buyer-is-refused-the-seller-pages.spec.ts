import { DEMO, signIn } from '../support/accounts';
import { expect, test } from '../support/test';

const SELLER_PAGES = ['/dashbord/myproduct', '/dashbord/addproduct', '/dashbord/receivedorders'];

test('a buyer is refused every seller page, by the shell and by the API', async ({ page }) => {
  await signIn(page, DEMO.buyer);
  await page.goto('/dashbord');
  const menu = page.getByRole('navigation', { name: 'Dashboard menu' });
  await expect(menu.getByRole('link')).toHaveText([
    'My Orders',
    /^Messages\d*$/,
    'Favourites',
    'Saved searches',
    'Settings',
  ]);

  for (const path of SELLER_PAGES) {
    await page.goto(path);
    await expect(page).toHaveURL('/login');
    await expect(
      page.getByRole('status').filter({ hasText: 'That page needs a seller account.' }),
    ).toBeVisible();
  }

  // Hiding the pages is a courtesy; the API is what keeps a buyer out.
  const listing = await page.request.post('/api/products', {
    data: {
      productName: 'Not really for sale',
      productImage: '/api/images/none.webp',
      location: 'Dhaka',
      orginalPrice: 10,
      resellPrice: 5,
      yearsOfUsed: '1 year',
      category: 'Cameras',
      phone: '01712345678',
    },
  });
  expect(listing.status()).toBe(403);
  const theirOrders = await page.request.get(
    `/api/orders/received?email=${encodeURIComponent(DEMO.seller.email)}`,
  );
  expect(theirOrders.status()).toBe(403);
  const theirProducts = await page.request.get(
    `/api/myproducts?email=${encodeURIComponent(DEMO.seller.email)}`,
  );
  expect(theirProducts.status()).toBe(403);
});
