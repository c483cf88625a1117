import type { TestApiServer } from '@marketplace/api-client/testing';
import type { Order } from '@marketplace/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import {
  BUYER,
  anOrder,
  listReply,
  renderStorefront,
  startStorefrontTest,
} from '../../test-support/storefront-test-app';

let api: TestApiServer;
let orders: Order[];

beforeEach(async () => {
  api = await startStorefrontTest();
  orders = [
    anOrder(),
    anOrder({ _id: '32', product: 'Canon EOS 200D', price: 39000, status: 'paid' }),
    anOrder({ _id: '33', product: 'Three-seater sofa', price: 21000, status: 'cancelled' }),
  ];
  // The API as it behaves: the list reflects what was deleted and paid.
  api.route('GET', '/buyproduct', () => listReply(orders));
});
afterEach(() => {
  jest.restoreAllMocks();
  return api.close();
});

const rowOf = (product: string) => screen.getByRole('row', { name: new RegExp(product) });

describe('my orders', () => {
  it('lists the buyer’s orders: picture, name, location, price, meeting place, status', async () => {
    renderStorefront('/myorders');

    const table = await screen.findByRole('table', { name: 'Your orders' });
    expect(api.requests.at(-1)?.query.get('email')).toBe(BUYER.email);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Image',
      'Product',
      'Location',
      'Price',
      'Meeting location',
      'Status',
      'Payment',
      'Delete',
    ]);
    const pending = rowOf('Lenovo ThinkPad T480');
    // The picture repeats the name beside it, so it is decoration to a screen reader.
    expect(within(pending).getByRole('presentation')).toHaveAttribute(
      'src',
      '/api/images/thinkpad.webp',
    );
    expect(pending).toHaveTextContent('Mirpur 10, Dhaka');
    expect(pending).toHaveTextContent('Tk 38,000');
    expect(pending).toHaveTextContent('Dhanmondi 27, in front of the bookshop');
    expect(pending).toHaveTextContent('Pay at meeting');
    expect(within(pending).getByRole('button', { name: 'Pay' })).toBeEnabled();
    expect(
      within(pending).getByRole('button', { name: 'Delete the order for Lenovo ThinkPad T480' }),
    ).toBeEnabled();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My Orders (3)');
  });

  it('shows a paid order as paid, with nothing left to pay or delete', async () => {
    renderStorefront('/myorders');
    const paid = await screen.findByRole('row', { name: /Canon EOS 200D/ });
    expect(within(paid).getByText('Paid')).toBeVisible();
    expect(within(paid).queryByRole('button')).not.toBeInTheDocument();

    const cancelled = rowOf('Three-seater sofa');
    expect(within(cancelled).getByText('Cancelled')).toBeVisible();
    expect(within(cancelled).queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
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
    expect(pending).toHaveTextContent('Meeting locationDhanmondi 27, in front of the bookshop');
    expect(within(pending).getByRole('button', { name: 'Pay' })).toBeVisible();
    expect(
      within(pending).getByRole('button', { name: 'Delete the order for Lenovo ThinkPad T480' }),
    ).toBeVisible();
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

    await user.click(
      await screen.findByRole('button', { name: 'Delete the order for Lenovo ThinkPad T480' }),
    );
    const prompt = screen.getByRole('dialog', { name: 'Are you sure you want to delete' });
    await user.click(within(prompt).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Deleted successfully')).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Lenovo ThinkPad T480/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My Orders (2)');
  });

  it('keeps the order when the buyer cancels the prompt', async () => {
    const { user } = renderStorefront('/myorders');

    await user.click(
      await screen.findByRole('button', { name: 'Delete the order for Lenovo ThinkPad T480' }),
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requests.filter(({ method }) => method === 'DELETE')).toEqual([]);
    expect(rowOf('Lenovo ThinkPad T480')).toBeInTheDocument();
  });

  it('Pay says what to bring and where, and marks the order paid once the buyer has paid', async () => {
    api.route('POST', '/buyproduct/31/pay', () => {
      orders = orders.map((order) => (order._id === '31' ? { ...order, status: 'paid' } : order));
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

    await user.click(within(dialog).getByRole('button', { name: 'I have paid' }));

    expect(await screen.findByText('Order marked as paid')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const paid = rowOf('Lenovo ThinkPad T480');
    expect(within(paid).getByText('Paid')).toBeVisible();
    expect(within(paid).queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
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

  it('says why the order could not be marked paid', async () => {
    api.route('POST', '/buyproduct/31/pay', {
      status: 409,
      body: { statusCode: 409, error: 'Conflict', message: 'A cancelled order cannot be paid' },
    });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderStorefront('/myorders');

    await user.click(
      await within(await screen.findByRole('row', { name: /Lenovo ThinkPad T480/ })).findByRole(
        'button',
        { name: 'Pay' },
      ),
    );
    await user.click(screen.getByRole('button', { name: 'I have paid' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The order was not marked paid: A cancelled order cannot be paid',
    );
  });
});
