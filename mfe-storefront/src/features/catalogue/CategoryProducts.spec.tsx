import type { TestApiServer } from '@marketplace/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import {
  aProduct,
  currentAddress,
  listReply,
  renderStorefront,
  startStorefrontTest,
} from '../../testing/storefront-test-app';
import { CATEGORY_PAGE_SIZE } from './CategoryProducts';

let api: TestApiServer;
beforeEach(async () => {
  api = await startStorefrontTest({ signedIn: false });
});
afterEach(() => api.close());

const laptops = (count: number, firstId = 1) =>
  Array.from({ length: count }, (_, index) =>
    aProduct({ _id: String(firstId + index), productName: `Laptop ${firstId + index}` }),
  );

describe('a category’s products', () => {
  it('shows an anonymous visitor no phone, and "Sign in to see the phone", which comes back here', async () => {
    api.route('GET', '/products', listReply(laptops(2)));
    const { user } = renderStorefront('/producs/Laptops');
    const grid = await screen.findByRole('list', { name: 'Products in Laptops' });
    const signIns = within(grid).getAllByRole('link', { name: 'Sign in to see the phone' });
    expect(signIns).toHaveLength(2);
    expect(within(grid).queryByRole('button', { name: /Show phone number/ })).toBeNull();

    await user.click(signIns[0]!);
    expect(screen.getByRole('heading', { name: 'Login' })).toBeVisible();
    expect(screen.getByRole('status', { name: 'Return address' })).toHaveTextContent(
      '/producs/Laptops',
    );
  });

  it('shows a spinner, then a card for each product and the total in the heading', async () => {
    api.route('GET', '/products', listReply(laptops(3)));
    renderStorefront('/producs/Laptops');

    expect(screen.getByText('Loading Laptops')).toBeInTheDocument();
    const grid = await screen.findByRole('list', { name: 'Products in Laptops' });
    expect(within(grid).getAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Laptops (3)');
    expect(api.requests.at(-1)?.query.get('category')).toBe('Laptops');
  });

  it('pages through a long category, keeping the page in the address', async () => {
    api.route('GET', '/products', (request) =>
      request.query.get('offset') === '0'
        ? listReply(laptops(CATEGORY_PAGE_SIZE), CATEGORY_PAGE_SIZE + 2)
        : listReply(laptops(2, CATEGORY_PAGE_SIZE + 1), CATEGORY_PAGE_SIZE + 2),
    );
    const { user } = renderStorefront('/producs/Laptops');

    const pages = await screen.findByRole('navigation', { name: 'Product pages' });
    expect(pages).toHaveTextContent('Showing 1–12 of 14 products');
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('article', { name: 'Laptop 13' })).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(pages).toHaveTextContent('Showing 13–14 of 14 products');
    expect(currentAddress()).toBe('/producs/Laptops?page=2');
    expect(api.requests.at(-1)?.query.get('offset')).toBe(String(CATEGORY_PAGE_SIZE));
  });

  it('puts a name typed in another case into its canonical spelling, keeping the page', async () => {
    api.route('GET', '/category/laptops', {
      body: { _id: '3', name: 'Laptops', image: '/api/images/laptops.webp' },
    });
    api.route('GET', '/products', listReply(laptops(3)));
    renderStorefront('/producs/laptops?page=1');

    // The heading shows the name first and its count once the page of products arrives.
    expect(await screen.findByRole('heading', { level: 1, name: 'Laptops (3)' })).toBeVisible();
    expect(currentAddress()).toBe('/producs/Laptops?page=1');
  });

  it('keeps to the discount in the address, says so, and offers the whole category', async () => {
    api.route('GET', '/products', listReply(laptops(2)));
    const { user } = renderStorefront('/producs/Laptops?discount=30');

    expect(await screen.findByText(/Listings at least 30% below their price new/)).toBeVisible();
    const productLists = () => api.requests.filter((request) => request.path === '/products');
    await waitFor(() => expect(productLists().at(-1)?.query.get('discount')).toBe('30'));
    await user.click(screen.getByRole('link', { name: 'See all of Laptops' }));

    expect(currentAddress()).toBe('/producs/Laptops');
    await waitFor(() => expect(productLists().at(-1)?.query.has('discount')).toBe(false));
  });

  it('says so when the category is empty', async () => {
    api.route('GET', '/products', listReply([]));
    renderStorefront('/producs/Laptops');
    expect(await screen.findByText('Nothing in Laptops right now. Check back soon.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See all categories' })).toHaveAttribute(
      'href',
      '/#categories',
    );
  });

  it('says when there is no such category', async () => {
    api.route('GET', '/products', {
      status: 404,
      body: { statusCode: 404, error: 'Not Found', message: 'Category not found' },
    });
    renderStorefront('/producs/Spaceships');
    expect(await screen.findByText('There is no category called “Spaceships”.')).toBeVisible();
  });

  it('says why the products did not load, and loads them on Try again', async () => {
    let failing = true;
    api.route('GET', '/products', () =>
      failing
        ? {
            status: 503,
            body: {
              statusCode: 503,
              error: 'Service Unavailable',
              message: 'Down for maintenance',
            },
          }
        : listReply(laptops(1)),
    );
    const { user } = renderStorefront('/producs/Laptops');

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('The products could not be loaded');
    expect(failure).toHaveTextContent('Down for maintenance');
    failing = false;
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Laptop 1' })).toBeVisible();
  });
});
