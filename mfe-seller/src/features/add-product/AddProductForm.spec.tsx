import type { TestApiServer } from '@marketplace/api-client/testing';
import type { Category } from '@marketplace/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { SELLER_PATHS } from '../../seller-paths';
import {
  currentPath,
  listReply,
  renderSellerApp,
  startSellerTest,
} from '../../testing/seller-test-app';

const CATEGORIES: Category[] = [
  { _id: '1', name: 'Cameras', image: '/api/images/cameras.webp' },
  { _id: '2', name: 'Laptops', image: '/api/images/laptops.webp' },
];

const UPLOADED = {
  url: '/api/images/photo.webp',
  thumbUrl: '/api/images/photo.thumb.webp',
  width: 800,
  height: 600,
};

let api: TestApiServer;

beforeAll(() => {
  // jsdom has no object URLs; the preview only needs an address to show.
  URL.createObjectURL = jest.fn(() => 'blob:http://localhost/chosen-photo');
  URL.revokeObjectURL = jest.fn();
});

beforeEach(async () => {
  api = await startSellerTest();
  api.route('GET', '/category', listReply(CATEGORIES));
  api.route('GET', '/myproducts', listReply([]));
  api.route('GET', '/account/profile', { body: accountProfile(null) });
});

const accountProfile = (lastPhone: string | null) => ({
  name: 'Rafiq Hasan',
  email: 'seller@marketplace.test',
  image: '/api/images/rafiq.webp',
  location: null,
  hasPassword: true,
  lastPhone,
});

afterEach(() => api.close());

const writes = () => api.requests.filter((request) => request.method !== 'GET');
const photoFile = () => new File(['fake jpeg bytes'], 'camera.jpg', { type: 'image/jpeg' });

async function openForm() {
  const app = renderSellerApp(SELLER_PATHS.addProduct);
  await screen.findByRole('form', { name: 'New product' });
  return app;
}

async function fillValidForm(user: Awaited<ReturnType<typeof openForm>>['user']) {
  await user.type(screen.getByLabelText('Product name'), 'Canon EOS 600D');
  await user.selectOptions(screen.getByLabelText('Category'), 'Cameras');
  await user.type(screen.getByLabelText('Years used'), '3 years');
  await user.type(screen.getByLabelText('Original price'), '52000');
  await user.type(screen.getByLabelText('Resale price'), '24500');
  await user.type(screen.getByLabelText('Phone'), '01819 456723');
  await user.type(screen.getByLabelText('Location'), 'Mirpur 10, Dhaka');
  await user.upload(screen.getByLabelText('Photo'), photoFile());
}

describe('add product', () => {
  it('fills in the phone the seller gave last, which they may change', async () => {
    api.route('GET', '/account/profile', { body: accountProfile('01712345678') });
    await openForm();
    const phone = screen.getByLabelText('Phone');
    expect(phone).toHaveValue('01712345678');
    expect(phone).toHaveAccessibleDescription(
      'Buyers call this number. The one you gave last time; change it if needed.',
    );
  });

  it('leaves the phone empty for a first listing', async () => {
    await openForm();
    expect(screen.getByLabelText('Phone')).toHaveValue('');
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('Buyers call this number');
  });

  it('loads the categories first and offers them in the category select', async () => {
    renderSellerApp(SELLER_PATHS.addProduct);
    expect(screen.getByText('Loading the categories')).toBeInTheDocument();

    const category = await screen.findByLabelText('Category');
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a category', 'Cameras', 'Laptops']);
  });

  it('says so when the categories cannot be loaded, and tries again on request', async () => {
    api.route('GET', '/category', {
      status: 429,
      body: { statusCode: 429, error: 'Too Many Requests', message: 'Too many requests' },
    });
    const { user } = renderSellerApp(SELLER_PATHS.addProduct);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The categories could not be loaded. Too many requests',
    );
    api.route('GET', '/category', listReply(CATEGORIES));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'New product' })).toBeVisible();
  });

  it('shows every missing field next to it, focuses the first, and sends nothing', async () => {
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    for (const [label, message] of [
      ['Product name', 'Product name is required'],
      ['Category', 'Category is required'],
      ['Years used', 'Years used is required'],
      ['Original price', 'Original price is required'],
      ['Resale price', 'Resale price is required'],
      ['Phone', 'Phone is required'],
      ['Location', 'Location is required'],
      ['Photo', 'Photo is required'],
    ] as const) {
      const field = screen.getByLabelText(label);
      expect(field).toBeInvalid();
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(screen.getByLabelText('Product name')).toHaveFocus();
    expect(writes()).toEqual([]);
  });

  it('refuses negative prices and a phone that is not digits, as the API would', async () => {
    const { user } = await openForm();
    await fillValidForm(user);
    await user.clear(screen.getByLabelText('Original price'));
    await user.type(screen.getByLabelText('Original price'), '-5');
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), 'call me');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(screen.getByLabelText('Original price')).toHaveAccessibleDescription(
      expect.stringContaining('Original price must not be negative'),
    );
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(
      expect.stringContaining('Phone must be 5 to 20 digits'),
    );
    expect(screen.getByLabelText('Resale price')).toBeValid();
    expect(screen.getByLabelText('Original price')).toHaveFocus();
    expect(writes()).toEqual([]);
  });

  it('refuses a resale price of Tk 0 or above 3 times the original, saying the most', async () => {
    const { user } = await openForm();
    await fillValidForm(user);
    await user.clear(screen.getByLabelText('Original price'));
    await user.type(screen.getByLabelText('Original price'), '2000');
    await user.clear(screen.getByLabelText('Resale price'));
    await user.type(screen.getByLabelText('Resale price'), '99999999');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(screen.getByLabelText('Resale price')).toHaveAccessibleDescription(
      expect.stringContaining('Resale price must be at most 3 times the original price (Tk 6,000)'),
    );

    await user.clear(screen.getByLabelText('Resale price'));
    await user.type(screen.getByLabelText('Resale price'), '0');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(screen.getByLabelText('Resale price')).toHaveAccessibleDescription(
      expect.stringContaining('Resale price must be at least Tk 1'),
    );
    expect(writes()).toEqual([]);
  });

  it("clears a field's message once the seller changes that field", async () => {
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    await user.type(screen.getByLabelText('Product name'), 'C');

    expect(screen.getByLabelText('Product name')).toBeValid();
    expect(screen.getByLabelText('Location')).toBeInvalid();
  });

  it('previews the chosen photo before anything is uploaded', async () => {
    const { user } = await openForm();
    await user.upload(screen.getByLabelText('Photo'), photoFile());

    expect(screen.getByRole('img', { name: 'Preview of camera.jpg' })).toHaveAttribute(
      'src',
      'blob:http://localhost/chosen-photo',
    );
    expect(writes()).toEqual([]);
  });

  it('refuses a file that is no picture and a photo over 8 MB at the picker, sending neither', async () => {
    await openForm();
    const picker = screen.getByLabelText('Photo');
    expect(picker).toHaveAccessibleDescription(/No photo chosen yet/);
    const notes = new File(['shopping list'], 'notes.txt', { type: 'text/plain' });
    const huge = photoFile();
    Object.defineProperty(huge, 'size', { value: 20 * 1024 * 1024 });
    // The picker's accept= is a suggestion a file manager lets the seller step past.
    fireEvent.change(picker, { target: { files: [notes, huge, photoFile()] } });

    expect(
      await screen.findByText(
        'notes.txt is not a photo: choose a JPEG, PNG or WebP picture. camera.jpg is 20 MB: photos may be up to 8 MB.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('img', { name: 'Preview of notes.txt' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Preview of camera.jpg' })).toHaveLength(1);
    expect(picker).toHaveAccessibleDescription(/1 of 8 photos chosen/);
    expect(writes()).toEqual([]);
  });

  it('uploads the photo, adds the product with its address, and lands on My product', async () => {
    api.route('POST', '/images', { status: 201, body: { data: UPLOADED } });
    api.route('POST', '/products', { status: 201, body: { acknowledged: true, insertedId: '9' } });
    const { user } = await openForm();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    // Toasts fade in, which jsdom never finishes: present is what can be checked here.
    expect(await screen.findByText('Product Added successfully')).toBeInTheDocument();
    // The router moves in a transition, which may commit after the toast on a busy machine.
    expect(await screen.findByRole('heading', { name: 'My Products', level: 1 })).toBeVisible();
    expect(currentPath()).toBe(SELLER_PATHS.myProducts);

    const [upload, product] = writes();
    expect(upload?.path).toBe('/images');
    expect(upload?.body.toString('latin1')).toContain('name="image"; filename="camera.jpg"');
    expect(product?.path).toBe('/products');
    expect(JSON.parse(product!.body.toString())).toEqual({
      productName: 'Canon EOS 600D',
      productImage: UPLOADED.url,
      productImages: [UPLOADED.url],
      category: 'Cameras',
      yearsOfUsed: '3 years',
      orginalPrice: 52000,
      resellPrice: 24500,
      phone: '01819456723',
      showPhone: true,
      location: 'Mirpur 10, Dhaka',
    });
  });

  it('takes a place picked by keyboard from the type-ahead, its name as the location', async () => {
    api.route('GET', '/places', {
      body: [
        {
          id: '68',
          name: 'Dhanmondi',
          area: 'Dhaka District, Dhaka Division',
          lat: 23.74,
          lng: 90.385,
        },
      ],
    });
    api.route('POST', '/images', { status: 201, body: { data: UPLOADED } });
    api.route('POST', '/products', { status: 201, body: { acknowledged: true, insertedId: '9' } });
    const { user } = await openForm();
    await fillValidForm(user);
    const location = screen.getByRole('combobox', { name: 'Location' });
    await user.clear(location);
    await user.type(location, 'dhanm');
    const suggestions = await screen.findByRole('listbox', { name: 'Places' });
    expect(within(suggestions).getByRole('option')).toHaveTextContent(
      'DhanmondiDhaka District, Dhaka Division',
    );
    await user.keyboard('{ArrowDown}{Enter}');
    expect(location).toHaveValue('Dhanmondi');
    expect(location).toHaveAccessibleDescription('Buyers nearby see how far it is');
    const lookUps = api.requests.filter((request) => request.path === '/places');
    expect(lookUps.at(-1)?.query.get('q')).toBe('dhanm');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByText('Product Added successfully')).toBeInTheDocument();
    const product = writes().find((request) => request.path === '/products');
    expect(JSON.parse(product!.body.toString())).toMatchObject({
      location: 'Dhanmondi',
      placeId: '68',
    });
    // The whole form, typed key by key, then the type-ahead's pause.
  }, 60_000);

  it('shows the phone on the listing unless the seller unticks "Show my phone on this listing"', async () => {
    api.route('POST', '/images', { status: 201, body: { data: UPLOADED } });
    api.route('POST', '/products', { status: 201, body: { acknowledged: true, insertedId: '9' } });
    const { user } = await openForm();
    const showPhone = screen.getByRole('checkbox', { name: 'Show my phone on this listing' });
    expect(showPhone).toBeChecked();
    expect(showPhone).toHaveAccessibleDescription(
      expect.stringContaining('a buyer gets it once you accept their order'),
    );
    await fillValidForm(user);
    await user.click(showPhone);
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByText('Product Added successfully')).toBeInTheDocument();
    const product = writes().find((request) => request.path === '/products');
    expect(JSON.parse(product!.body.toString())).toMatchObject({ showPhone: false });
  });

  it('keeps the seller on the form with the reason when the photo is refused', async () => {
    api.route('POST', '/images', {
      status: 415,
      body: {
        statusCode: 415,
        error: 'Unsupported Media Type',
        message: 'image must be a JPEG, PNG, WebP, AVIF or GIF picture',
      },
    });
    const { user } = await openForm();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    const photo = screen.getByLabelText('Photo');
    expect(await screen.findByText(/must be a JPEG, PNG/)).toBeVisible();
    expect(photo).toBeInvalid();
    expect(photo).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Add Product' })).toBeEnabled();
    expect(currentPath()).toBe(SELLER_PATHS.addProduct);
    expect(writes().map((request) => request.path)).toEqual(['/images']);
  });

  it("says when the seller may list again once the day's new listings are used up", async () => {
    api.route('POST', '/images', { status: 201, body: { data: UPLOADED } });
    api.route('POST', '/products', {
      status: 429,
      headers: { 'Retry-After': String(5 * 3600) },
      body: {
        statusCode: 429,
        error: 'Too Many Requests',
        message: 'Too many new listings today, try again later',
      },
    });
    const { user } = await openForm();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(
      await screen.findByText('Too many new listings today, try again in 5 hours'),
    ).toBeInTheDocument();
    expect(currentPath()).toBe(SELLER_PATHS.addProduct);
    expect(screen.getByLabelText('Product name')).toHaveValue('Canon EOS 600D');
  });

  it('tells the seller when the API refuses the product, and keeps what they typed', async () => {
    api.route('POST', '/images', { status: 201, body: { data: UPLOADED } });
    api.route('POST', '/products', {
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: ['category: there is no category named "Cameras"'],
      },
    });
    const { user } = await openForm();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(
      await screen.findByText('category: there is no category named "Cameras"'),
    ).toBeInTheDocument();
    expect(currentPath()).toBe(SELLER_PATHS.addProduct);
    expect(screen.getByLabelText('Product name')).toHaveValue('Canon EOS 600D');
  });

  it('tells a seller whose email is not verified why the product was not added, and keeps the form', async () => {
    api.route('POST', '/images', { status: 201, body: { data: UPLOADED } });
    api.route('POST', '/products', {
      status: 403,
      body: {
        statusCode: 403,
        error: 'Forbidden',
        message: 'Verify your email to list more than 3 items',
        code: 'email-not-verified',
      },
    });
    const { user } = await openForm();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not added: until you verify your email you can have 3 items on sale.',
    );
    expect(screen.getByRole('link', { name: 'Verify your email' })).toHaveAttribute(
      'href',
      '/dashbord',
    );
    expect(currentPath()).toBe(SELLER_PATHS.addProduct);
    expect(screen.getByLabelText('Product name')).toHaveValue('Canon EOS 600D');
  });
});
