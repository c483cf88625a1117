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
        aReceivedOrder({
          status: 'accepted',
          phone: '01712345678',
          awaitingConfirmation: ['buyer', 'seller'],
        }),
        aReceivedOrder({
          _id: '32',
          product: 'Three-seat sofa',
          userName: 'Karim Uddin',
          phone: '01911222333',
          meetingLocation: 'Uttara',
          meetingPlace: {
            id: '7',
            name: 'Uttara',
            area: 'Dhaka District, Dhaka Division',
            lat: 23.87,
            lng: 90.4,
          },
          status: 'cancelled',
          reason: 'The buyer withdrew',
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
      'Meeting',
      'Price',
      'Date',
      'Status',
      'Actions',
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
    expect(within(row).getByText('Accepted')).toBeVisible();
    expect(within(row).getByRole('button', { name: 'Confirm handover' })).toBeEnabled();
    expect(within(row).getByText(/15 Mar 2025/)).toBeVisible();
    const cancelled = screen.getByRole('row', { name: /Three-seat sofa/ });
    expect(within(cancelled).getByText('Cancelled')).toBeVisible();
    expect(within(cancelled).getByText('The buyer withdrew')).toBeVisible();
    // A meeting place picked from the gazetteer: its areas, and a map of its point.
    expect(within(cancelled).getByText('Dhaka District, Dhaka Division')).toBeVisible();
    expect(
      within(cancelled).getByRole('link', { name: 'Map of Uttara (opens in a new tab)' }),
    ).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=23.87&mlon=90.4#map=16/23.87/90.4',
    );
    // Nothing to answer on an ended order: only the buyer's "More" menu (block, report).
    expect(
      within(cancelled)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['More ⋯']);
    expect(within(row).queryByRole('link', { name: /^Map of/ })).not.toBeInTheDocument();
  });

  it("on a phone, shows a card per order with the buyer's number to tap", async () => {
    onAPhone();
    api.route(
      'GET',
      '/orders/received',
      listReply([aReceivedOrder({ status: 'accepted', phone: '01712345678' })]),
    );
    renderSellerApp(SELLER_PATHS.receivedOrders);

    const cards = await screen.findByRole('list', { name: 'Orders on your products' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [card] = within(cards).getAllByRole('listitem');
    expect(within(card!).getByRole('heading', { name: 'Canon EOS 600D' })).toBeVisible();
    expect(within(card!).getByText('Accepted')).toBeVisible();
    expect(within(card!).getByRole('link', { name: '01712345678' })).toHaveAttribute(
      'href',
      'tel:01712345678',
    );
    expect(within(card!).getByText('Meeting').nextElementSibling).toHaveTextContent(
      'Dhanmondi 27, in front of the bookshop',
    );
  });

  it('accepts a request after asking, and says so', async () => {
    let orders = [aReceivedOrder()];
    api.route('GET', '/orders/received', () => listReply(orders));
    api.route('POST', '/orders/31/accept', () => {
      orders = [aReceivedOrder({ status: 'accepted', phone: '01712345678' })];
      return { body: { acknowledged: true, matchedCount: 1, modifiedCount: 1 } };
    });
    const { user } = renderSellerApp(SELLER_PATHS.receivedOrders);

    const row = await screen.findByRole('row', { name: /Canon EOS 600D/ });
    // Not before accepting: the buyer's number is shared once the seller says yes.
    expect(within(row).queryByRole('link', { name: '01712345678' })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Accept' }));
    const prompt = await screen.findByRole('dialog', {
      name: /Accept the order for Canon EOS 600D/,
    });
    await user.click(within(prompt).getByRole('button', { name: 'Accept' }));

    expect(
      await screen.findByText('Order accepted: call the buyer to arrange the meeting'),
    ).toBeInTheDocument();
    expect(
      await within(screen.getByRole('row', { name: /Canon EOS 600D/ })).findByRole('link', {
        name: '01712345678',
      }),
    ).toHaveAttribute('href', 'tel:01712345678');
  });

  it('sends the meeting time the seller sets in the acceptance (When do you meet?)', async () => {
    api.route('GET', '/orders/received', listReply([aReceivedOrder()]));
    api.route('POST', '/orders/31/accept', {
      body: { acknowledged: true, matchedCount: 1, modifiedCount: 1 },
    });
    const { user } = renderSellerApp(SELLER_PATHS.receivedOrders);
    const row = await screen.findByRole('row', { name: /Canon EOS 600D/ });
    await user.click(within(row).getByRole('button', { name: 'Accept' }));
    const dialog = screen.getByRole('dialog', { name: /Accept the order for Canon EOS 600D/ });
    const when = within(dialog).getByLabelText(/When do you meet/);
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    const local = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}T18:30`;
    await user.clear(when);
    await user.type(when, local);
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));

    await screen.findByText('Order accepted: call the buyer to arrange the meeting');
    const accepted = api.requests.find((request) => request.path === '/orders/31/accept');
    expect(JSON.parse(accepted!.body.toString())).toEqual({
      meetingTime: new Date(local).toISOString(),
    });
  });

  it('declines a request with the reason the seller gives', async () => {
    api.route('GET', '/orders/received', listReply([aReceivedOrder()]));
    api.route('POST', '/orders/31/decline', {
      body: { acknowledged: true, matchedCount: 1, modifiedCount: 1 },
    });
    const { user } = renderSellerApp(SELLER_PATHS.receivedOrders);

    const row = await screen.findByRole('row', { name: /Canon EOS 600D/ });
    await user.click(within(row).getByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline the order for Canon EOS 600D?' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Already sold at the shop');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));

    expect(
      await screen.findByText('Order declined: the item is on sale again'),
    ).toBeInTheDocument();
    const decline = api.requests.find((request) => request.path === '/orders/31/decline');
    expect(JSON.parse(String(decline?.body))).toEqual({ reason: 'Already sold at the shop' });
  });

  it('says why a step failed, as the API words it', async () => {
    const message = 'This order is cancelled: only a requested order can be accepted';
    api.route('GET', '/orders/received', listReply([aReceivedOrder()]));
    api.route('POST', '/orders/31/accept', {
      status: 409,
      body: { statusCode: 409, error: 'Conflict', message },
    });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderSellerApp(SELLER_PATHS.receivedOrders);

    const row = await screen.findByRole('row', { name: /Canon EOS 600D/ });
    await user.click(within(row).getByRole('button', { name: 'Accept' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: /Accept the order/ })).getByRole('button', {
        name: 'Accept',
      }),
    );
    expect(await screen.findByText(`Accepting the order failed: ${message}`)).toBeInTheDocument();
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
