import type { TestApiServer } from '@marketplace/api-client/testing';
import type { Product } from '@marketplace/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { SELLER_PATHS } from '../../seller-paths';
import {
  SELLER,
  aProduct,
  listReply,
  onAPhone,
  renderSellerApp,
  startSellerTest,
} from '../../testing/seller-test-app';

const CAMERA = aProduct({ _id: '7', productName: 'Canon EOS 600D' });
const SOFA = aProduct({
  _id: '8',
  productName: 'Three-seat sofa',
  location: 'Uttara, Dhaka',
  resellPrice: 18000,
  orginalPrice: 45000,
  date: '2025-02-01',
  advrtized: true,
});

let api: TestApiServer;
/** What GET /myproducts answers now; the handlers below change it as the server would. */
let listed: Product[];

beforeEach(async () => {
  api = await startSellerTest();
  listed = [CAMERA, SOFA];
  api.route('GET', '/myproducts', () => listReply(listed));
});

afterEach(async () => {
  jest.restoreAllMocks();
  await api.close();
});

const writes = () => api.requests.filter((request) => request.method !== 'GET');
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

async function openMyProducts() {
  const app = renderSellerApp(SELLER_PATHS.myProducts);
  await screen.findByRole('table');
  return app;
}

describe('my products', () => {
  it("lists the seller's products in SPEC.md's columns", async () => {
    await openMyProducts();

    expect(api.requests.find((request) => request.path === '/myproducts')?.query.get('email')).toBe(
      SELLER.email,
    );
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([
      '#',
      'Image',
      'Name',
      'Status',
      'Location',
      'Resale price',
      'Original price',
      'Date',
      'Actions',
    ]);
    const cells = within(rowOf('Three-seat sofa'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 7)).toEqual([
      '2',
      '',
      'Available',
      'Uttara, Dhaka',
      'Tk 18,000',
      'Tk 45,000',
      '1 Feb 2025',
    ]);
    expect(within(rowOf('Canon EOS 600D')).getByRole('rowheader')).toHaveTextContent(
      'Canon EOS 600D',
    );
  });

  it('edits "Show my phone on this listing": as the listing has it, sent when unticked', async () => {
    api.route('GET', '/category', listReply([{ _id: '1', name: 'Cameras', image: '' }]));
    api.route('GET', '/producs/7', {
      body: { ...CAMERA, productImages: [CAMERA.productImage], description: '' },
    });
    api.route('PATCH', '/product/7', {
      body: { acknowledged: true, matchedCount: 1, modifiedCount: 1 },
    });
    const { user } = await openMyProducts();
    await user.click(screen.getByRole('button', { name: 'Edit Canon EOS 600D' }));
    const form = await screen.findByRole('form', { name: 'Edit Canon EOS 600D' });
    const showPhone = within(form).getByRole('checkbox', { name: 'Show my phone on this listing' });
    expect(showPhone).toBeChecked();
    expect(within(form).getByLabelText('Phone')).toHaveValue('01819456723');

    await user.click(showPhone);
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Listing updated')).toBeInTheDocument();
    const edit = writes().find((request) => request.method === 'PATCH');
    expect(JSON.parse(edit!.body.toString())).toMatchObject({
      phone: '01819456723',
      showPhone: false,
    });
  });

  it("shows 'success' instead of Advertise once a product is advertised", async () => {
    await openMyProducts();

    expect(
      within(rowOf('Three-seat sofa')).getByRole('button', {
        name: 'success (Three-seat sofa is advertised)',
      }),
    ).toHaveAttribute('aria-disabled', 'true');
    expect(
      within(rowOf('Canon EOS 600D')).getByRole('button', { name: 'Advertise Canon EOS 600D' }),
    ).toBeEnabled();
  });

  it('says what state each listing is in and offers only what that state allows', async () => {
    listed = [
      CAMERA,
      aProduct({ _id: '9', productName: 'Walnut bookshelf', status: 'reserved', advrtized: true }),
      aProduct({ _id: '10', productName: 'Rice cooker', status: 'sold' }),
    ];
    await openMyProducts();

    const actionsOf = (name: string) =>
      [...rowOf(name).querySelectorAll('button, a')].map((control) => control.textContent);
    expect(within(rowOf('Canon EOS 600D')).getByText('Available')).toBeVisible();
    expect(actionsOf('Canon EOS 600D')).toEqual([
      'Edit Canon EOS 600D',
      'Advertise Canon EOS 600D',
      'Delete Canon EOS 600D',
    ]);
    // Reserved: SPEC.md's 'success' stays; the order is answered where the orders are.
    expect(within(rowOf('Walnut bookshelf')).getByText('Reserved')).toBeVisible();
    expect(actionsOf('Walnut bookshelf')).toEqual([
      'success (Walnut bookshelf is advertised)',
      'See the order for Walnut bookshelf',
    ]);
    expect(
      within(rowOf('Walnut bookshelf')).getByRole('link', { name: /See the order/ }),
    ).toHaveAttribute('href', SELLER_PATHS.receivedOrders);
    expect(within(rowOf('Rice cooker')).getByText('Sold')).toBeVisible();
    expect(actionsOf('Rice cooker')).toEqual(['Delete Rice cooker']);
  });

  it('advertises after the confirm prompt, then says so and shows success', async () => {
    api.route('PUT', '/product/7', () => {
      listed = [{ ...CAMERA, advrtized: true }, SOFA];
      return { body: { acknowledged: true, matchedCount: 1, modifiedCount: 1 } };
    });
    const { user } = await openMyProducts();
    await user.click(screen.getByRole('button', { name: 'Advertise Canon EOS 600D' }));

    const prompt = await screen.findByRole('dialog', { name: 'Are you sure you want to advise?' });
    expect(prompt).toHaveTextContent('Each listing is advertised once.');
    await user.click(within(prompt).getByRole('button', { name: 'Advertise' }));

    expect(await screen.findByText('advataize success')).toBeInTheDocument();
    expect(
      within(rowOf('Canon EOS 600D')).getByRole('button', {
        name: 'success (Canon EOS 600D is advertised)',
      }),
    ).toHaveAttribute('aria-disabled', 'true');
    expect(writes().map((request) => `${request.method} ${request.path}`)).toEqual([
      'PUT /product/7',
    ]);
  });

  it('does nothing when the seller cancels the advertise prompt', async () => {
    const { user } = await openMyProducts();
    await user.click(screen.getByRole('button', { name: 'Advertise Canon EOS 600D' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Advertise Canon EOS 600D' })).toHaveFocus();
    expect(writes()).toEqual([]);
  });

  it('deletes after the confirm prompt, says so, and the list loses the row', async () => {
    api.route('DELETE', '/delete/7', () => {
      listed = [SOFA];
      return { body: { acknowledged: true, deletedCount: 1 } };
    });
    const { user } = await openMyProducts();
    await user.click(screen.getByRole('button', { name: 'Delete Canon EOS 600D' }));

    const prompt = await screen.findByRole('dialog', { name: 'Are you sure you want to delete' });
    expect(prompt).toHaveAccessibleDescription('Canon EOS 600D (Tk 24,500)');
    await user.click(within(prompt).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Deleted successfully')).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Canon EOS 600D/ })).not.toBeInTheDocument();
    expect(within(rowOf('Three-seat sofa')).getAllByRole('cell')[0]).toHaveTextContent('1');
    expect(writes().map((request) => `${request.method} ${request.path}`)).toEqual([
      'DELETE /delete/7',
    ]);
  });

  it('keeps the row, with no message, when the deletion fails (SPEC.md section 8)', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    api.route('DELETE', '/delete/7', {
      status: 403,
      body: {
        statusCode: 403,
        error: 'Forbidden',
        message: 'You may only delete your own products',
      },
    });
    const { user } = await openMyProducts();
    await user.click(screen.getByRole('button', { name: 'Delete Canon EOS 600D' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(rowOf('Canon EOS 600D')).toBeInTheDocument();
    expect(screen.queryByText('Deleted successfully')).not.toBeInTheDocument();
    logged.mockRestore();
  });

  it('on a phone, shows each product as a card with its facts and both buttons', async () => {
    onAPhone();
    renderSellerApp(SELLER_PATHS.myProducts);

    const cards = await screen.findByRole('list', { name: 'Your products' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const sofa = within(cards)
      .getAllByRole('listitem')
      .find((card) => within(card).queryByRole('heading', { name: 'Three-seat sofa' }));
    expect(sofa).toBeDefined();
    for (const [label, value] of [
      ['Status', 'Available'],
      ['Location', 'Uttara, Dhaka'],
      ['Resale price', 'Tk 18,000'],
      ['Original price', 'Tk 45,000'],
      ['Date', '1 Feb 2025'],
    ] as const) {
      expect(within(sofa!).getByText(label).nextElementSibling).toHaveTextContent(value);
    }
    expect(
      within(sofa!).getByRole('button', { name: 'success (Three-seat sofa is advertised)' }),
    ).toBeVisible();
    expect(within(sofa!).getByRole('button', { name: 'Delete Three-seat sofa' })).toBeVisible();
  });

  it("shows 'NO DATA' and a way to add a product when there is none", async () => {
    listed = [];
    renderSellerApp(SELLER_PATHS.myProducts);

    expect(await screen.findByText('NO DATA')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your first product' })).toHaveAttribute(
      'href',
      SELLER_PATHS.addProduct,
    );
  });

  it('pages through a long list, numbering rows across pages', async () => {
    const many = Array.from({ length: 51 }, (_, index) =>
      aProduct({ _id: String(index + 1), productName: `Item ${index + 1}` }),
    );
    api.route('GET', '/myproducts', (request) => {
      const offset = Number(request.query.get('offset'));
      const limit = Number(request.query.get('limit'));
      return listReply(many.slice(offset, offset + limit), many.length);
    });
    const { user } = await openMyProducts();
    const pages = screen.getByRole('navigation', { name: 'My products pages' });
    expect(pages).toHaveTextContent('Showing 1–50 of 51');

    await user.click(within(pages).getByRole('button', { name: 'Next' }));

    // Waited for by its text: a role query over the 50 rows of page 1, repeated while waiting,
    // can take seconds each on a loaded machine.
    expect((await screen.findAllByText('Item 51'))[0]).toBeVisible();
    expect(within(rowOf('Item 51')).getAllByRole('cell')[0]).toHaveTextContent('51');
    expect(pages).toHaveTextContent('Showing 51 of 51 products');
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('says so when the list cannot be loaded', async () => {
    api.route('GET', '/myproducts', {
      status: 404,
      body: { statusCode: 404, error: 'Not Found', message: 'User not found' },
    });
    renderSellerApp(SELLER_PATHS.myProducts);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your products could not be loaded. User not found',
    );
  });
});
