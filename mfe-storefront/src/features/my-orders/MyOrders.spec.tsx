import type { TestApiServer } from '@marketplace/api-client/testing';
import type { Order } from '@marketplace/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import {
  BUYER,
  anOrder,
  listReply,
  renderStorefront,
  startStorefrontTest,
} from '../../testing/storefront-test-app';

let api: TestApiServer;
let orders: Order[];

beforeEach(async () => {
  api = await startStorefrontTest();
  orders = [
    anOrder({
      status: 'accepted',
      sellerPhone: '01819456723',
      sellerEmail: 'rafiq@example.com',
      meetingTime: '2025-03-20T12:30:00.000Z',
      awaitingConfirmation: ['buyer', 'seller'],
    }),
    anOrder({ _id: '32', product: 'Canon EOS 200D', price: 39000, status: 'completed' }),
    anOrder({
      _id: '33',
      productId: null,
      product: 'Three-seater sofa',
      price: 21000,
      status: 'cancelled',
      reason: 'The listing was removed',
    }),
    anOrder({
      _id: '34',
      productId: '14',
      product: 'Desk lamp',
      price: 900,
      meetingLocation: 'Mirpur',
      meetingPlace: {
        id: '31',
        name: 'Mirpur',
        area: 'Dhaka District, Dhaka Division',
        lat: 23.8,
        lng: 90.35,
      },
    }),
  ];
  // The API as it behaves: the list reflects what was deleted and confirmed.
  api.route('GET', '/buyproduct', () => listReply(orders));
});
afterEach(() => {
  jest.restoreAllMocks();
  return api.close();
});

const rowOf = (product: string) => screen.getByRole('row', { name: new RegExp(product) });

describe('my orders', () => {
  it('lists the buyer’s orders: picture, name linking to the listing, seller, price, meeting, status', async () => {
    renderStorefront('/myorders');

    const table = await screen.findByRole('table', { name: 'Your orders' });
    expect(api.requests.at(-1)?.query.get('email')).toBe(BUYER.email);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Image', 'Product', 'Seller', 'Price', 'Meeting', 'Status', 'Payment', 'Delete']);
    const pending = rowOf('Lenovo ThinkPad T480');
    // The picture repeats the name beside it, so it is decoration to a screen reader.
    expect(within(pending).getByRole('presentation')).toHaveAttribute(
      'src',
      '/api/images/thinkpad.webp',
    );
    expect(within(pending).getByRole('link', { name: 'Lenovo ThinkPad T480' })).toHaveAttribute(
      'href',
      '/producs/12',
    );
    expect(pending).toHaveTextContent('Rafiq Hasan');
    // Accepted: the seller's phone, one tap to call.
    expect(within(pending).getByRole('link', { name: '01819456723' })).toHaveAttribute(
      'href',
      'tel:01819456723',
    );
    // And their email, shared with the phone.
    expect(within(pending).getByRole('link', { name: 'rafiq@example.com' })).toHaveAttribute(
      'href',
      'mailto:rafiq@example.com',
    );
    expect(pending).toHaveTextContent('Tk 38,000');
    expect(pending).toHaveTextContent('Dhanmondi 27, in front of the bookshop');
    expect(within(pending).getByRole('time')).toHaveAttribute(
      'datetime',
      '2025-03-20T12:30:00.000Z',
    );
    expect(pending).toHaveTextContent('Accepted');
    expect(within(pending).getByRole('button', { name: 'Pay' })).toBeEnabled();
    // SPEC.md's label stays; beside it, what it does.
    expect(within(pending).getByRole('button', { name: 'Pay' })).toHaveAccessibleDescription(
      'In cash at the meeting; confirms you got the item',
    );
    expect(within(pending).getByRole('button', { name: 'Cancel this order' })).toBeEnabled();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My Orders (4)');
    // Free text has no map; a place picked from the gazetteer has its areas and one.
    expect(within(pending).queryByRole('link', { name: /^Map of/ })).not.toBeInTheDocument();
    const placed = rowOf('Desk lamp');
    expect(placed).toHaveTextContent('MirpurDhaka District, Dhaka Division');
    expect(
      within(placed).getByRole('link', { name: 'Map of Mirpur (opens in a new tab)' }),
    ).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=23.8&mlon=90.35#map=16/23.8/90.35',
    );
  });

  it('shows each state in words: a completed deal has nothing left to pay or delete, only to rate', async () => {
    renderStorefront('/myorders');
    const completed = await screen.findByRole('row', { name: /Canon EOS 200D/ });
    expect(within(completed).getByText('Completed')).toBeVisible();
    expect(
      within(completed)
        .getAllByRole('button')
        .map((button) => button.textContent),
      // The seller's "More" menu (block, report) stays on every row.
    ).toEqual(['More ⋯', 'Rate the seller']);

    const cancelled = rowOf('Three-seater sofa');
    expect(within(cancelled).getByText('Cancelled')).toBeVisible();
    expect(cancelled).toHaveTextContent('The listing was removed');
    // The listing was removed: its name links nowhere (the seller's still leads to their profile).
    expect(
      within(cancelled).queryByRole('link', { name: 'Three-seater sofa' }),
    ).not.toBeInTheDocument();
    expect(within(cancelled).queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();

    // Requested: no phone yet, nothing to pay yet, but it can be withdrawn.
    const requested = rowOf('Desk lamp');
    expect(within(requested).getByText('Requested')).toBeVisible();
    expect(requested).toHaveTextContent('Phone shared here once accepted');
    expect(within(requested).queryByRole('link', { name: /^0/ })).not.toBeInTheDocument();
    expect(within(requested).queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    expect(within(requested).getByRole('button', { name: 'Cancel this order' })).toBeEnabled();
  });

  it('shows the rating the seller gave the buyer under a completed deal, with their words', async () => {
    api.route('GET', '/reviews/received', () =>
      listReply([
        {
          _id: '71',
          orderId: '32',
          stars: 4,
          comment: 'Paid in full, on time',
          authorName: 'Rafiq Hasan',
          authorParty: 'seller',
          product: 'Canon EOS 200D',
          createdAt: '2026-11-30T10:00:00.000Z',
        },
      ]),
    );
    renderStorefront('/myorders');
    const completed = await screen.findByRole('row', { name: /Canon EOS 200D/ });
    expect(await within(completed).findByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
    expect(completed).toHaveTextContent(/rated you/);
    expect(completed).toHaveTextContent('Paid in full, on time');
    // Only the deal it was for.
    expect(within(rowOf('Lenovo ThinkPad T480')).queryByText(/rated you/)).not.toBeInTheDocument();
  });

  it('on a phone, shows each order as a card with its Pay and delete', async () => {
    jest.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: query.includes('max-width'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    renderStorefront('/myorders');

    const cards = await screen.findByRole('list', { name: 'Your orders' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const pending = within(cards)
      .getAllByRole('listitem')
      .find((card) => within(card).queryByRole('heading', { name: 'Lenovo ThinkPad T480' }))!;
    expect(pending).toHaveTextContent('MeetingDhanmondi 27, in front of the bookshop');
    expect(within(pending).getByRole('button', { name: 'Pay' })).toBeVisible();
    expect(within(pending).getByRole('button', { name: 'Cancel this order' })).toBeVisible();
  });

  it('says Have not Product when there are none', async () => {
    orders = [];
    renderStorefront('/myorders');
    expect(await screen.findByText('Have not Product')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('deletes an order after asking, says Deleted successfully and refreshes the list', async () => {
    api.route('DELETE', '/buydelete/31', () => {
      orders = orders.filter(({ _id }) => _id !== '31');
      return { body: { acknowledged: true, deletedCount: 1 } };
    });
    const { user } = renderStorefront('/myorders');

    const cancel = within(
      await screen.findByRole('row', { name: /Lenovo ThinkPad T480/ }),
    ).getByRole('button', { name: 'Cancel this order' });
    expect(cancel).toHaveAttribute('title', 'Cancel this order');
    await user.click(cancel);
    const prompt = await screen.findByRole('dialog', { name: 'Are you sure you want to delete' });
    expect(prompt).toHaveTextContent('The seller sees that you cancelled it.');
    await user.click(within(prompt).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Deleted successfully')).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Lenovo ThinkPad T480/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My Orders (3)');
  });

  it('keeps the order when the buyer cancels the prompt', async () => {
    const { user } = renderStorefront('/myorders');

    await user.click(
      within(await screen.findByRole('row', { name: /Lenovo ThinkPad T480/ })).getByRole('button', {
        name: 'Cancel this order',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requests.filter(({ method }) => method === 'DELETE')).toEqual([]);
    expect(rowOf('Lenovo ThinkPad T480')).toBeInTheDocument();
  });

  it('Pay says what to bring and where, and records the buyer’s handover confirmation', async () => {
    api.route('POST', '/buyproduct/31/pay', () => {
      orders = orders.map((order) =>
        order._id === '31' ? { ...order, awaitingConfirmation: ['seller'] } : order,
      );
      return { body: { acknowledged: true, matchedCount: 1, modifiedCount: 1 } };
    });
    const { user } = renderStorefront('/myorders');

    await user.click(
      await within(await screen.findByRole('row', { name: /Lenovo ThinkPad T480/ })).findByRole(
        'button',
        { name: 'Pay' },
      ),
    );
    const dialog = screen.getByRole('dialog', { name: 'Pay in cash at the meeting' });
    expect(dialog).toHaveTextContent('Bring Tk 38,000 in cash');
    expect(dialog).toHaveTextContent('Meet the seller at Dhanmondi 27, in front of the bookshop.');

    await user.click(within(dialog).getByRole('button', { name: 'I paid and got the item' }));

    expect(await screen.findByText('Handover confirmed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const paid = rowOf('Lenovo ThinkPad T480');
    expect(paid).toHaveTextContent('Waiting for the seller to confirm the handover');
    expect(within(paid).queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
  });

  it('folds the cash checklist and Share my meeting into an accepted deal, and shares with a contact', async () => {
    let shared: string[] = [];
    api.route('GET', '/orders/31/meeting-shares', () => ({
      body: shared.map((email, index) => ({
        _id: String(index + 1),
        email,
        createdAt: '2025-03-19T10:00:00.000Z',
        followUpSentAt: null,
      })),
    }));
    api.route('POST', '/orders/31/meeting-shares', (request) => {
      shared = [...shared, (JSON.parse(request.body.toString()) as { email: string }).email];
      return { status: 201, body: { acknowledged: true, insertedId: String(shared.length) } };
    });
    const { user } = renderStorefront('/myorders');
    const row = await screen.findByRole('row', { name: /Lenovo ThinkPad T480/ });
    expect(within(rowOf('Canon EOS 200D')).queryByText('Safe meeting')).not.toBeInTheDocument();

    await user.click(within(row).getByText('Safe meeting'));
    const checklist = within(row).getByRole('list', { name: 'Cash at the meeting' });
    expect(
      within(checklist)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Count the notes together before the item changes hands.',
      'Check each note: the watermark, the security thread, the number that changes colour.',
      'Never take a payment screenshot, an SMS or a call as payment: only cash in your hand counts.',
    ]);
    await user.click(within(row).getByRole('button', { name: 'Share my meeting' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Share your meeting for Lenovo ThinkPad T480',
    });
    await user.type(within(dialog).getByLabelText(/trusted contact/), 'sister@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));

    expect(await screen.findByText('Meeting shared with sister@example.com')).toBeInTheDocument();
    expect(
      await within(rowOf('Lenovo ThinkPad T480')).findByText('Shared with sister@example.com'),
    ).toBeVisible();
  });

  it('leaves the order unpaid when the buyer has not paid yet', async () => {
    const { user } = renderStorefront('/myorders');

    await user.click(
      await within(await screen.findByRole('row', { name: /Lenovo ThinkPad T480/ })).findByRole(
        'button',
        { name: 'Pay' },
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Not yet' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.requests.filter(({ method }) => method === 'POST')).toEqual([]);
  });

  it('says why the handover could not be confirmed', async () => {
    const message = 'This order is cancelled: only an accepted order can be confirmed';
    api.route('POST', '/buyproduct/31/pay', {
      status: 409,
      body: { statusCode: 409, error: 'Conflict', message },
    });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderStorefront('/myorders');

    await user.click(
      await within(await screen.findByRole('row', { name: /Lenovo ThinkPad T480/ })).findByRole(
        'button',
        { name: 'Pay' },
      ),
    );
    await user.click(screen.getByRole('button', { name: 'I paid and got the item' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      `The handover was not confirmed: ${message}`,
    );
  });

  it('blocks the seller from the order row after asking, and reports them with a reason', async () => {
    api.route('PUT', '/blocks/7', () => ({
      body: { acknowledged: true, matchedCount: 1, modifiedCount: 1 },
    }));
    api.route('PUT', '/users/7/report', () => ({
      body: { acknowledged: true, matchedCount: 1, modifiedCount: 1 },
    }));
    const { user } = renderStorefront('/myorders');
    const row = await screen.findByRole('row', { name: /Canon EOS 200D/ });

    await user.click(within(row).getByRole('button', { name: 'More actions for Rafiq Hasan' }));
    await user.click(screen.getByRole('button', { name: 'Block Rafiq Hasan' }));
    const prompt = await screen.findByRole('dialog', { name: /Block Rafiq Hasan\?/ });
    await user.click(within(prompt).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Rafiq Hasan is blocked')).toBeInTheDocument();
    expect(api.requests.filter(({ method }) => method === 'PUT').map(({ path }) => path)).toEqual([
      '/blocks/7',
    ]);

    await user.click(within(row).getByRole('button', { name: 'More actions for Rafiq Hasan' }));
    await user.click(screen.getByRole('button', { name: 'Report Rafiq Hasan' }));
    const why = await screen.findByRole('dialog', { name: 'Why are you reporting Rafiq Hasan?' });
    await user.click(within(why).getByRole('radio', { name: 'Scam' }));
    await user.click(within(why).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Report Success')).toBeInTheDocument();
    const report = api.requests.find(({ path }) => path === '/users/7/report');
    expect(JSON.parse(report!.body.toString())).toEqual({ reason: 'scam' });
  });
});
