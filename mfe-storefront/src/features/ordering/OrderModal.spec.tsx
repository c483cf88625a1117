import type { TestApiServer } from '@marketplace/api-client/testing';
import { useSession } from '@marketplace/auth';
import { screen, waitFor, within } from '@testing-library/react';
import {
  BUYER,
  aProduct,
  currentAddress,
  listReply,
  renderStorefront,
  startStorefrontTest,
} from '../../testing/storefront-test-app';

let api: TestApiServer;
beforeEach(async () => {
  api = await startStorefrontTest();
  api.route('GET', '/products', listReply([aProduct()]));
});
afterEach(() => {
  jest.restoreAllMocks();
  return api.close();
});

const buyNow = () => screen.findByRole('button', { name: 'Buy Now Lenovo ThinkPad T480' });

async function openOrder() {
  const app = renderStorefront('/producs/Laptops');
  await app.user.click(await buyNow());
  const dialog = await screen.findByRole('dialog', { name: 'Lenovo ThinkPad T480' });
  // The form appears once a kept draft of it is looked for.
  await within(dialog).findByRole('form', { name: 'Order details' });
  return { ...app, dialog };
}

const orderBody = () => {
  const order = api.requests.find(
    ({ method, path }) => method === 'POST' && path === '/buyproduct',
  );
  return order && JSON.parse(order.body.toString());
};

describe('ordering a product', () => {
  it('shows the product, its resale price and seller, with name and email from the session', async () => {
    const { dialog } = await openOrder();

    expect(dialog).toHaveTextContent('Resale priceTk 38,000');
    expect(dialog).toHaveTextContent('SellerRafiq Hasan');
    expect(within(dialog).getByLabelText('Name')).toHaveValue(BUYER.displayName);
    expect(within(dialog).getByLabelText('Name')).toBeDisabled();
    expect(within(dialog).getByLabelText('Email')).toHaveValue(BUYER.email);
    expect(within(dialog).getByLabelText('Email')).toBeDisabled();
    expect(within(dialog).getByLabelText('Phone')).toBeRequired();
    expect(within(dialog).getByLabelText('Meeting location')).toBeRequired();
    // Focus starts in the form, on the first field to fill.
    expect(within(dialog).getByLabelText('Phone')).toHaveFocus();
  });

  it('fills in the phone the buyer gave last, and keeps the focus on it', async () => {
    api.route('GET', '/account/profile', {
      body: {
        name: BUYER.displayName,
        email: BUYER.email,
        image: '',
        location: null,
        hasPassword: true,
        lastPhone: '01712345678',
      },
    });
    const { dialog } = await openOrder();
    const phone = within(dialog).getByLabelText('Phone');
    await waitFor(() => expect(phone).toHaveValue('01712345678'));
    expect(phone).toHaveAccessibleDescription('The phone you gave last time; change it if needed.');
    expect(phone).toHaveFocus();
  });

  it('asks for a numeric phone and a meeting location before sending anything', async () => {
    const { user, dialog } = await openOrder();

    await user.click(within(dialog).getByRole('button', { name: 'Place order' }));
    expect(within(dialog).getByLabelText('Phone')).toHaveAccessibleDescription('Phone is required');
    expect(within(dialog).getByLabelText('Meeting location')).toHaveAccessibleDescription(
      /Meeting location is required/,
    );

    await user.type(within(dialog).getByLabelText('Phone'), 'call me');
    // Correcting a field takes its message away; sending again checks it afresh.
    expect(within(dialog).getByLabelText('Phone')).not.toHaveAccessibleDescription();
    expect(within(dialog).getByLabelText('Phone')).not.toBeInvalid();
    await user.click(within(dialog).getByRole('button', { name: 'Place order' }));
    expect(within(dialog).getByLabelText('Phone')).toHaveAccessibleDescription(
      'Phone must be 5 to 20 digits',
    );
    expect(orderBody()).toBeUndefined();
  });

  it('places the order, closes and says Order Success', async () => {
    api.route('POST', '/buyproduct', {
      status: 201,
      body: { acknowledged: true, insertedId: '31' },
    });
    const { user, dialog } = await openOrder();

    await user.type(within(dialog).getByLabelText('Phone'), '01712 345678');
    await user.type(within(dialog).getByLabelText('Meeting location'), 'Dhanmondi 27');
    await user.click(within(dialog).getByRole('button', { name: 'Place order' }));

    expect(await screen.findByText('Order Success')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The focus goes to the toast's link, not to the page body, and the link leads to My Orders.
    const myOrders = screen.getByRole('link', { name: 'See My Orders' });
    await waitFor(() => expect(myOrders).toHaveFocus());
    await user.click(myOrders);
    expect(currentAddress()).toBe('/myorders');
    expect(orderBody()).toEqual({
      productId: '12',
      phone: '01712345678',
      meetingLocation: 'Dhanmondi 27',
    });
  });

  it('says clearly when someone else ordered the item first, and stops offering it', async () => {
    api.route('POST', '/buyproduct', {
      status: 409,
      body: {
        statusCode: 409,
        error: 'Conflict',
        message: 'This product has already been ordered',
        code: 'product-taken',
      },
    });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user, dialog } = await openOrder();
    api.route('GET', '/products', listReply([]));

    await user.type(within(dialog).getByLabelText('Phone'), '01712345678');
    await user.type(within(dialog).getByLabelText('Meeting location'), 'Dhanmondi 27');
    await user.click(within(dialog).getByRole('button', { name: 'Place order' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Someone else ordered this item first, so it is no longer available.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Place order' })).not.toBeInTheDocument();
    // SPEC.md section 8 logs a failed order; it is said as well.
    expect(logged).toHaveBeenCalledWith('Placing the order failed', expect.anything());
    // The list behind stops offering the item, and the modal stays until the shopper has read it.
    expect(await screen.findByText('Nothing in Laptops right now. Check back soon.')).toBeVisible();
    expect(within(dialog).getByRole('alert')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('tells a buyer whose email is not verified why, and where to verify it', async () => {
    api.route('POST', '/buyproduct', {
      status: 403,
      body: {
        statusCode: 403,
        error: 'Forbidden',
        message: 'Verify your email to hold more than 1 open order',
        code: 'email-not-verified',
      },
    });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user, dialog } = await openOrder();

    await user.type(within(dialog).getByLabelText('Phone'), '01712345678');
    await user.type(within(dialog).getByLabelText('Meeting location'), 'Dhanmondi 27');
    await user.click(within(dialog).getByRole('button', { name: 'Place order' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your order was not placed: until you verify your email you can hold 1 open order at a time.',
    );
    expect(within(dialog).getByRole('link', { name: 'Verify your email' })).toHaveAttribute(
      'href',
      '/dashbord',
    );
  });

  it('says why any other failure stopped the order', async () => {
    api.route('POST', '/buyproduct', {
      status: 403,
      body: { statusCode: 403, error: 'Forbidden', message: 'You cannot order your own product' },
    });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user, dialog } = await openOrder();

    await user.type(within(dialog).getByLabelText('Phone'), '01712345678');
    await user.type(within(dialog).getByLabelText('Meeting location'), 'Dhanmondi 27');
    await user.click(within(dialog).getByRole('button', { name: 'Place order' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your order was not placed: You cannot order your own product',
    );
    expect(within(dialog).getByRole('button', { name: 'Place order' })).toBeEnabled();
  });

  it('cancels without ordering', async () => {
    const { user, dialog } = await openOrder();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(orderBody()).toBeUndefined();
  });
});

describe('Buy Now for a signed-out shopper', () => {
  it('goes to the login page, which is told to come back with the order open', async () => {
    useSession.setState({ status: 'signed-out', user: null });
    const { user } = renderStorefront('/producs/Laptops?page=1');

    await user.click(await buyNow());

    expect(screen.getByRole('heading', { name: 'Login' })).toBeVisible();
    expect(screen.getByRole('status', { name: 'Return address' })).toHaveTextContent(
      '/producs/Laptops?page=1&order=12',
    );
  });

  it('finds the order open on coming back signed in, and the address clean once it closes', async () => {
    const { user } = renderStorefront('/producs/Laptops?order=12');

    const dialog = await screen.findByRole('dialog', { name: 'Lenovo ThinkPad T480' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentAddress()).toBe('/producs/Laptops');
  });
});
