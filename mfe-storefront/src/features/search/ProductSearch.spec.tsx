import type { TestApiServer } from '@marketplace/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import {
  aProduct,
  currentAddress,
  listReply,
  renderStorefront,
  startStorefrontTest,
} from '../../testing/storefront-test-app';

let api: TestApiServer;
beforeEach(async () => {
  api = await startStorefrontTest({ signedIn: false });
  api.route('GET', '/products/search', listReply([aProduct({ productName: 'Brass desk lamp' })]));
});
afterEach(() => api.close());

const lastSearch = () => api.requests.filter(({ path }) => path === '/products/search').at(-1);

describe('the search page', () => {
  it('keeps a price range typed before the sort is chosen, in the boxes, the address and the results', async () => {
    const { user } = renderStorefront('/search?q=lamp');
    await screen.findByRole('article', { name: 'Brass desk lamp' });

    await user.type(screen.getByLabelText('Lowest price (Tk)'), '100');
    await user.type(screen.getByLabelText('Highest price (Tk)'), '500');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price: low to high');

    await waitFor(() =>
      expect(currentAddress()).toBe('/search?q=lamp&minPrice=100&maxPrice=500&sort=price_asc'),
    );
    expect(screen.getByLabelText('Lowest price (Tk)')).toHaveValue(100);
    expect(screen.getByLabelText('Highest price (Tk)')).toHaveValue(500);
    await waitFor(() => expect(lastSearch()?.query.get('sort')).toBe('price_asc'));
    expect(lastSearch()?.query.get('minPrice')).toBe('100');
    expect(lastSearch()?.query.get('maxPrice')).toBe('500');
  });

  it('keeps the chosen sort when filters are applied, and leaves the default order out of the address', async () => {
    const { user } = renderStorefront('/search?sort=price_desc');
    await screen.findByRole('article', { name: 'Brass desk lamp' });

    // A phone's layout (no media queries here): the filters open in a sheet.
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    await user.type(within(sheet).getByLabelText('Location'), 'Mirpur');
    await user.click(within(sheet).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(currentAddress()).toBe('/search?location=Mirpur&sort=price_desc'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters (1 set)' })).toBeVisible();

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Newest first');
    await waitFor(() => expect(currentAddress()).toBe('/search?location=Mirpur'));
  });
});
