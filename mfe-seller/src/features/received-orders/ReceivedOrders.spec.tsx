import type { TestApiServer } from '@marketplace/api-client/testing';
import { screen, within } from '@testing-library/react';
import { SELLER_PATHS } from '../../seller-paths';
import {
  SELLER,
  aReceivedOrder,
  listReply,
  onAPhone,
  renderSellerApp,
  startSellerTest,
} from '../../testing/seller-test-app';

let api: TestApiServer;

beforeEach(async () => {
  api = await startSellerTest();
});

afterEach(async () => {
  jest.restoreAllMocks();
  await api.close();
});

describe('orders received', () => {
  it('shows who ordered what, how to call them and where to meet', async () => {
    api.route(
      'GET',
      '/orders/received',
      listReply([
        aReceivedOrder(),
        aReceivedOrder({
          _id: '32',
          product: 'Three-seat sofa',
          userName: 'Karim Uddin',
          phone: '01911222333',
          meetingLocation: 'Uttara Sector 7 park gate',
          status: 'cancelled',
        }),
      ]),
    );
    renderSellerApp(SELLER_PATHS.receivedOrders);

    const row = await screen.findByRole('row', { name: /Canon EOS 600D/ });
    expect(
      api.requests.find((request) => request.path === '/orders/received')?.query.get('email'),
    ).toBe(SELLER.email);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Product',
      'Buyer',
      'Phone',
      'Meeting location',
      'Price',
      'Date',
      'Status',
    ]);
    expect(within(row).getByText('Ayesha Siddiqua')).toBeVisible();
    expect(within(row).getByRole('link', { name: '01712345678' })).toHaveAttribute(
      'href',
      'tel:01712345678',
    );
    expect(within(row).getByRole('link', { name: 'buyer@example.com' })).toHaveAttribute(
      'href',
      'mailto:buyer@example.com',
    );
    expect(within(row).getByText('Dhanmondi 27, in front of the bookshop')).toBeVisible();
    expect(within(row).getByText('Tk 24,500')).toBeVisible();
    expect(within(row).getByText('Pending')).toBeVisible();
    expect(within(row).getByText(/15 Mar 2025/)).toBeVisible();
    expect(
      within(screen.getByRole('row', { name: /Three-seat sofa/ })).getByText('Cancelled'),
    ).toBeVisible();
  });

  it("on a phone, shows a card per order with the buyer's number to tap", async () => {
    onAPhone();
    api.route('GET', '/orders/received', listReply([aReceivedOrder()]));
    renderSellerApp(SELLER_PATHS.receivedOrders);

    const cards = await screen.findByRole('list', { name: 'Orders on your products' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [card] = within(cards).getAllByRole('listitem');
    expect(within(card!).getByRole('heading', { name: 'Canon EOS 600D' })).toBeVisible();
    expect(within(card!).getByText('Pending')).toBeVisible();
    expect(within(card!).getByRole('link', { name: '01712345678' })).toHaveAttribute(
      'href',
      'tel:01712345678',
    );
    expect(within(card!).getByText('Meeting location').nextElementSibling).toHaveTextContent(
      'Dhanmondi 27, in front of the bookshop',
    );
  });

  it('says there are none yet when nobody has ordered', async () => {
    api.route('GET', '/orders/received', listReply([]));
    renderSellerApp(SELLER_PATHS.receivedOrders);

    expect(await screen.findByText(/No orders yet/)).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says so when the orders cannot be loaded', async () => {
    api.route('GET', '/orders/received', {
      status: 403,
      body: { statusCode: 403, error: 'Forbidden', message: 'Forbidden resource' },
    });
    renderSellerApp(SELLER_PATHS.receivedOrders);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The orders you received could not be loaded. Forbidden resource',
    );
  });
});
