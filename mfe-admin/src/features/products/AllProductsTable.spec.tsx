import type { AdminProduct } from '@marketplace/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import {
  anAdminProduct,
  answerConfirm,
  findToast,
  listReply,
  renderAdminPage,
  setUpTestApi,
} from '../../testing/admin-test-kit';
import { AllProductsTable } from './AllProductsTable';

const api = setUpTestApi();

const phone = anAdminProduct({
  _id: '3',
  productName: 'Samsung Galaxy S21',
  category: 'Mobile Phones',
  resellPrice: 42000,
  orginalPrice: 85000,
  SallerName: 'Rafiq Hasan',
  SallerEmail: 'seller@marketplace.test',
  verify: true,
  advrtized: true,
  reportCount: 3,
});
const bike = anAdminProduct({
  _id: '8',
  productName: 'Hero Sprint bicycle',
  category: 'Bicycles',
  SallerName: 'Karim Uddin',
  SallerEmail: 'newseller@marketplace.test',
  verify: false,
  status: 'sold',
});

/**
 * Answers like the API: a page of the names containing `search` (any case), and what deleting the
 * phone does.
 */
function serveProducts(initial: AdminProduct[]) {
  let products = initial;
  api.current.route('GET', '/products/all', (request) => {
    const search = request.query.get('search')?.toLowerCase() ?? '';
    const offset = Number(request.query.get('offset'));
    const matches = products.filter((item) => item.productName.toLowerCase().includes(search));
    return listReply(
      matches.slice(offset, offset + Number(request.query.get('limit'))),
      matches.length,
    );
  });
  api.current.route('DELETE', '/delete/3', () => {
    products = products.filter((item) => item._id !== '3');
    return { body: { acknowledged: true, deletedCount: 1 } };
  });
}

const rowOf = (name: string) => within(screen.getByRole('row', { name: new RegExp(name) }));
/** "<search> from <offset>" for each list request. */
const listsAsked = () =>
  api.current.requests
    .filter((request) => request.path === '/products/all')
    .map((request) => `${request.query.get('search') ?? ''} from ${request.query.get('offset')}`);

/** Enough lamps to need a second page. */
const lamps = Array.from({ length: 58 }, (_, index) =>
  anAdminProduct({ _id: String(100 + index), productName: `Desk lamp ${index + 1}` }),
);

describe('All Products', () => {
  it('lists every product with its seller, category, price and state', async () => {
    serveProducts([phone, bike]);
    renderAdminPage(<AllProductsTable />);

    expect(
      await screen.findByRole('heading', { name: 'All Products (2)', level: 1 }),
    ).toBeVisible();
    const table = screen.getByRole('table', { name: 'All Products' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Product', 'Category', 'Seller', 'Price', 'State', 'Action']);

    const phoneRow = rowOf('Samsung Galaxy S21');
    expect(phoneRow.getByRole('rowheader')).toHaveTextContent('Samsung Galaxy S21Mirpur 10, Dhaka');
    expect(phoneRow.getByRole('cell', { name: 'Mobile Phones' })).toBeVisible();
    expect(phoneRow.getByText('Rafiq Hasan')).toBeVisible();
    expect(phoneRow.getByRole('img', { name: 'verified' })).toBeVisible();
    expect(phoneRow.getByText('Tk 42,000')).toBeVisible();
    expect(phoneRow.getByText('Original Tk 85,000')).toBeVisible();
    expect(phoneRow.getByText('Available')).toBeVisible();
    expect(phoneRow.getByText('Advertised')).toBeVisible();
    expect(phoneRow.getByText('Reported 3 times')).toBeVisible();

    const bikeRow = rowOf('Hero Sprint bicycle');
    expect(bikeRow.queryByRole('img', { name: 'verified' })).not.toBeInTheDocument();
    expect(bikeRow.getByText('Sold')).toBeVisible();
    expect(bikeRow.queryByText('Available')).not.toBeInTheDocument();
    expect(bikeRow.queryByText('Advertised')).not.toBeInTheDocument();
    expect(bikeRow.queryByText(/Reported/)).not.toBeInTheDocument();
  });

  it('searches by name as the admin types, from the first page, and keeps it in the address', async () => {
    serveProducts([phone, bike, ...lamps]);
    const { user, search } = renderAdminPage(<AllProductsTable />, '/dashbord/page?page=2');
    const field = await screen.findByRole('searchbox', { name: 'Search by product name' });
    await screen.findByRole('table', { name: 'All Products' });

    await user.type(field, 'bicy');

    // Page 2 holds only lamps, so the bicycle's row shows that the search's answer arrived.
    expect(await screen.findByRole('row', { name: /Hero Sprint bicycle/ })).toBeVisible();
    expect(listsAsked().at(0)).toBe(' from 50');
    expect(listsAsked().at(-1)).toBe('bicy from 0');
    expect(search()).toBe('?search=bicy');
    expect(screen.queryByRole('row', { name: /Samsung|lamp/i })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('All Products (1)');
  });

  it('says when nothing matches the search', async () => {
    serveProducts([phone, bike]);
    const { user } = renderAdminPage(<AllProductsTable />);
    const field = await screen.findByRole('searchbox', { name: 'Search by product name' });

    await user.type(field, 'piano{Enter}');

    expect(await screen.findByText('No products match “piano”')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says "1,000+" in the heading when the API stopped counting a search there', async () => {
    api.current.route('GET', '/products/all', () => ({
      ...listReply([phone], 1000),
      headers: { 'X-Total-Count': '1000', 'X-Total-Count-Capped': 'true' },
    }));
    renderAdminPage(<AllProductsTable />, '/dashbord/page?search=samsung');

    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('All Products (1,000+)'),
    );
  });

  it('opens with the search the address holds', async () => {
    serveProducts([phone, bike]);
    renderAdminPage(<AllProductsTable />, '/dashbord/page?search=galaxy');

    expect(await screen.findByRole('searchbox', { name: 'Search by product name' })).toHaveValue(
      'galaxy',
    );
    await waitFor(() => expect(rowOf('Samsung Galaxy S21').getByRole('rowheader')).toBeVisible());
    expect(listsAsked()).toEqual(['galaxy from 0']);
  });

  it('deletes a product after asking, says so, and the list refreshes', async () => {
    serveProducts([phone, bike]);
    const { user } = renderAdminPage(<AllProductsTable />);

    await user.click(await screen.findByRole('button', { name: 'Delete Samsung Galaxy S21' }));
    expect(
      await screen.findByRole('dialog', { name: 'Are you sure you want to delete' }),
    ).toHaveAccessibleDescription('Samsung Galaxy S21 (Tk 42,000)');
    await answerConfirm(user, 'Are you sure you want to delete', 'Delete');

    expect(await findToast('Deleted successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: /Samsung/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('All Products (1)');
  });
});
