import type { Order, Product, User } from '@marketplace/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { apiClient, configureApiClient } from '../client';
import { apiErrorMessage } from '../errors';
import { type TestApiServer, startTestApiServer } from '../testing';
import { useDeleteProduct, useInvalidatingMutation } from './mutations';
import { useOrders } from './orders';
import { useCategories, useMyProducts, useProduct, useSellers } from './queries';
import { createQueryClient } from './query-client';
import { queryKeys } from './query-keys';

let api: TestApiServer;

beforeEach(async () => {
  api = await startTestApiServer();
  configureApiClient({ baseURL: api.baseURL });
});

afterEach(() => api.close());

function renderWithQueries(ui: ReactNode) {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { user: userEvent.setup(), ...render(ui, { wrapper }) };
}

const requestsTo = (path: string) => api.requests.filter((request) => request.path === path);

const product = (id: string, productName: string): Product => ({
  _id: id,
  sellerId: '7',
  productName,
  productImage: `/api/images/${id}.webp`,
  location: 'Dhaka',
  orginalPrice: 300,
  resellPrice: 120,
  yearsOfUsed: '2 years',
  category: 'Bikes',
  date: '2025-01-01',
  time: '10:00',
  phone: '0123456',
  showPhone: true,
  SallerName: 'Sam Seller',
  SallerEmail: 'sam@example.com',
  advrtized: false,
  verify: true,
  status: 'available',
  condition: null,
  previousPrice: null,
  sellerRating: null,
  sellerRatingCount: 0,
});

function MyOrders({ email }: { email: string | null }) {
  const orders = useOrders(email);
  if (orders.isPending) return <p>Loading orders</p>;
  if (orders.isError) return <p role="alert">{apiErrorMessage(orders.error)}</p>;
  return (
    <>
      <h1>My orders ({orders.data.total})</h1>
      <ul>
        {orders.data.items.map((order) => (
          <li key={order._id}>{order.product}</li>
        ))}
      </ul>
    </>
  );
}

describe('query hooks', () => {
  it('wait for the signed-in email before asking for the orders', async () => {
    const order = { _id: '7', product: 'Bicycle' } as Order;
    api.route('GET', '/buyproduct', { headers: { 'X-Total-Count': '1' }, body: [order] });
    const { rerender } = renderWithQueries(<MyOrders email={null} />);

    expect(screen.getByText('Loading orders')).toBeInTheDocument();
    expect(requestsTo('/buyproduct')).toHaveLength(0);

    rerender(<MyOrders email="bea@example.com" />);

    expect(await screen.findByRole('heading', { name: 'My orders (1)' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Bicycle');
    expect(requestsTo('/buyproduct')[0]?.query.get('email')).toBe('bea@example.com');
  });

  it('try a failed read once more', async () => {
    let attempts = 0;
    api.route('GET', '/category', () =>
      ++attempts === 1
        ? {
            status: 503,
            body: {
              statusCode: 503,
              error: 'Service Unavailable',
              message: 'Database unavailable',
            },
          }
        : { body: [{ _id: '1', name: 'Bikes', image: '/bikes.webp' }] },
    );
    function Categories() {
      const categories = useCategories();
      return (
        <p>{categories.data?.items.map((category) => category.name).join(', ') ?? 'Loading'}</p>
      );
    }
    renderWithQueries(<Categories />);

    expect(await screen.findByText('Bikes', undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it("do not retry what the server refused, and keep the server's message", async () => {
    api.route('GET', '/producs/9', {
      status: 404,
      body: { statusCode: 404, error: 'Not Found', message: 'Product not found' },
    });
    function ProductDetail() {
      const detail = useProduct('9');
      return detail.isError ? <p role="alert">{apiErrorMessage(detail.error)}</p> : <p>Loading</p>;
    }
    renderWithQueries(<ProductDetail />);

    expect(await screen.findByRole('alert')).toHaveTextContent('Product not found');
    expect(requestsTo('/producs/9')).toHaveLength(1);
  });
});

describe('mutation hooks', () => {
  it('refresh the list a deletion changed', async () => {
    let listed = [product('3', 'Bicycle'), product('4', 'Lamp')];
    api.route('GET', '/myproducts', () => ({
      headers: { 'X-Total-Count': String(listed.length) },
      body: listed,
    }));
    api.route('DELETE', '/delete/3', () => {
      listed = listed.filter((item) => item._id !== '3');
      return { body: { acknowledged: true, deletedCount: 1 } };
    });
    function MyProducts() {
      const products = useMyProducts('sam@example.com');
      const deletion = useDeleteProduct();
      return (
        <ul>
          {products.data?.items.map((item) => (
            <li key={item._id}>
              {item.productName}
              <button type="button" onClick={() => deletion.mutate(item._id)}>
                Delete {item.productName}
              </button>
            </li>
          ))}
        </ul>
      );
    }
    const { user } = renderWithQueries(<MyProducts />);

    await user.click(await screen.findByRole('button', { name: 'Delete Bicycle' }));

    await waitFor(() => expect(screen.queryByText('Bicycle')).not.toBeInTheDocument());
    expect(screen.getByText('Lamp')).toBeInTheDocument();
    expect(requestsTo('/myproducts')).toHaveLength(2);
  });

  it('expose a failure for the screen to report, leaving the list as it was', async () => {
    const seller = { _id: '12', name: 'Sam Seller', verify: false } as User;
    api.route('GET', '/seller', { headers: { 'X-Total-Count': '1' }, body: [seller] });
    api.route('PUT', '/user/12', {
      status: 403,
      body: { statusCode: 403, error: 'Forbidden', message: 'Administrators only' },
    });
    function Sellers() {
      const sellers = useSellers();
      // A remote's own call (the admin's Verify lives in the admin remote), as remotes write them.
      const verification = useInvalidatingMutation(
        (id: string) => apiClient.put(`/user/${id}`),
        [queryKeys.users.all],
      );
      return (
        <>
          {sellers.data?.items.map((item) => (
            <button key={item._id} type="button" onClick={() => verification.mutate(item._id)}>
              Verify {item.name}
            </button>
          ))}
          {verification.isError && <p role="alert">{apiErrorMessage(verification.error)}</p>}
        </>
      );
    }
    const { user } = renderWithQueries(<Sellers />);

    await user.click(await screen.findByRole('button', { name: 'Verify Sam Seller' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Administrators only');
    expect(requestsTo('/seller')).toHaveLength(1);
  });
});
