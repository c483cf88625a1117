import type { AuthUser, Order } from '@marketplace/contracts';
import { configureApiClient, onApiFailure } from '../client';
import { apiErrorMessage, isApiError, retryAfterText } from '../errors';
import { type TestApiServer, startTestApiServer } from '../testing';
import { getMe, googleSignInUrl, login, logout, register } from './auth';
import { uploadImage } from './images';
import { deleteOrder, getOrders, getReceivedOrders, payOrder, placeOrder } from './orders';
import {
  addProduct,
  advertiseProduct,
  deleteProduct,
  getAdvertised,
  getAllProducts,
  getCategories,
  getCategoryProducts,
  getMyProducts,
  getProduct,
  getReportedProducts,
  reportProduct,
} from './products';
import { getAdminRole, getAllUsers, getSellerRole, getSellers, getUser, saveUser } from './users';

const buyer: AuthUser = {
  id: '41',
  displayName: 'Bea Buyer',
  email: 'bea@example.com',
  photoURL: '/api/images/bea.webp',
  isAdmin: false,
  isSeller: false,
  verify: false,
  emailVerified: true,
};

const order: Order = {
  _id: '7',
  meetingSpotNote: null,
  meetingPlace: null,
  productId: '3',
  product: 'Bicycle',
  image: '/api/images/bike.webp',
  location: 'Dhaka',
  price: 120,
  meetingLocation: 'Station',
  meetingTime: null,
  status: 'requested',
  reason: null,
  createdAt: '2025-01-01T10:00:00.000Z',
  awaitingConfirmation: [],
  sellerName: 'Rafiq Hasan',
  sellerPhone: null,
  sellerEmail: null,
  sellerId: '9',
  noShow: null,
  noShowDueAt: null,
  rated: false,
};

let api: TestApiServer;

beforeEach(async () => {
  api = await startTestApiServer();
  configureApiClient({ baseURL: api.baseURL });
});

afterEach(() => api.close());

const lastRequest = () => api.requests.at(-1);

describe('the API client', () => {
  it('keeps the session cookie the API sets and sends it back on later calls', async () => {
    api.route('POST', '/auth/login', {
      headers: { 'Set-Cookie': 'sid=login-session; Path=/; HttpOnly; SameSite=Lax' },
      body: buyer,
    });
    api.route('GET', '/auth/me', (request) =>
      request.headers.cookie?.includes('sid=login-session')
        ? { body: buyer }
        : {
            status: 401,
            body: { statusCode: 401, error: 'Unauthorized', message: 'Sign in first' },
          },
    );

    await expect(login({ email: buyer.email, password: 'correct horse' })).resolves.toEqual(buyer);
    expect(JSON.parse(lastRequest()?.body.toString() ?? '')).toEqual({
      email: buyer.email,
      password: 'correct horse',
    });

    await expect(getMe()).resolves.toEqual(buyer);
    expect(lastRequest()?.headers.cookie).toBe('sid=login-session');
  });

  it('reads nobody signed in from the 204 a browser without a session is answered', async () => {
    api.route('GET', '/auth/me', { status: 204 });

    await expect(getMe()).resolves.toBeNull();
  });

  it('sends the page and filters of a list and reads the total from X-Total-Count', async () => {
    api.route('GET', '/buyproduct', { headers: { 'X-Total-Count': '42' }, body: [order] });

    const page = await getOrders('bea@example.com', { limit: 10, offset: 20 });

    expect(page).toEqual({ items: [order], total: 42, capped: false });
    const { query } = lastRequest() ?? { query: new URLSearchParams() };
    expect(Object.fromEntries(query)).toEqual({
      email: 'bea@example.com',
      limit: '10',
      offset: '20',
    });
  });

  it('counts the items seen so far when the total header is missing', async () => {
    api.route('GET', '/seller', { body: [{ _id: '1' }, { _id: '2' }] });

    await expect(getSellers({ limit: 2, offset: 4 })).resolves.toMatchObject({ total: 6 });
  });

  it('uploads an image as multipart field "image" and returns its data', async () => {
    const uploaded = {
      url: '/api/images/a.webp',
      thumbUrl: '/api/images/a-thumb.webp',
      width: 800,
      height: 600,
    };
    api.route('POST', '/images', { status: 201, body: { data: uploaded } });

    await expect(
      uploadImage(new File(['fake jpeg'], 'photo.jpg', { type: 'image/jpeg' })),
    ).resolves.toEqual(uploaded);

    const request = lastRequest();
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const body = request?.body.toString() ?? '';
    expect(body).toContain('name="image"; filename="photo.jpg"');
    expect(body).toContain('fake jpeg');
  });

  it("reports an upload's progress up to the whole body", async () => {
    api.route('POST', '/images', {
      status: 201,
      body: { data: { url: '/api/images/a.webp', thumbUrl: '', width: 1, height: 1 } },
    });
    const shares: number[] = [];

    await uploadImage(new File(['x'.repeat(100_000)], 'photo.jpg'), (sent) => shares.push(sent));

    expect(shares.length).toBeGreaterThan(0);
    expect(shares.at(-1)).toBe(1);
    expect(lastRequest()?.body.length).toBeGreaterThan(100_000);
  });

  it('abandons a call whose reader left, without reporting a failure', async () => {
    let answer: () => void = () => {};
    api.route(
      'GET',
      '/auth/me',
      () => new Promise((resolve) => (answer = () => resolve({ body: buyer }))),
    );
    const failures: unknown[] = [];
    const stopHearing = onApiFailure((failure) => failures.push(failure));
    const abandon = new AbortController();

    const call = getMe({ signal: abandon.signal });
    await new Promise((resolve) => setTimeout(resolve, 50));
    abandon.abort();

    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    answer();
    stopHearing();
    expect(failures).toEqual([]);
  });

  it('tells those listening of every failed call, with its status', async () => {
    const statuses: (number | undefined)[] = [];
    const stopHearing = onApiFailure((failure) => statuses.push(failure.response?.status));

    await getMe().catch(() => undefined);
    stopHearing();
    await getMe().catch(() => undefined);

    expect(statuses).toEqual([404]);
  });

  it('calls the paths and methods of SPEC.md section 7, spelling included', async () => {
    const profile = {
      name: 'Bea',
      email: 'bea@example.com',
      role: 'user' as const,
      image: '/a.webp',
    };
    const product = {
      productName: 'Bicycle',
      productImage: '/b.webp',
      location: 'Dhaka',
      orginalPrice: 300,
      resellPrice: 120,
      yearsOfUsed: '2 years',
      category: 'Bikes',
      phone: '0123456',
    };
    const calls: [() => Promise<unknown>, string][] = [
      [() => register({ ...profile, password: 'long enough' }), 'POST /auth/register'],
      [() => logout(), 'POST /auth/logout'],
      [
        () => placeOrder({ productId: '3', phone: '0123456', meetingLocation: 'Station' }),
        'POST /buyproduct',
      ],
      [() => deleteOrder('7'), 'DELETE /buydelete/7'],
      [() => payOrder('7'), 'POST /buyproduct/7/pay'],
      [
        () => getReceivedOrders('sam@example.com'),
        'GET /orders/received?email=sam%40example.com&limit=50&offset=0',
      ],
      [() => getUser('sam@example.com'), 'GET /user/sam@example.com'],
      [() => saveUser(profile), 'POST /user'],
      [() => getAllUsers(), 'GET /alluer?limit=50&offset=0'],
      [() => getAdminRole('sam@example.com'), 'GET /role/sam@example.com'],
      [() => getSellerRole('sam@example.com'), 'GET /roles/sam@example.com'],
      [() => getReportedProducts(), 'GET /products/reports?limit=50&offset=0'],
      [() => reportProduct('3'), 'PUT /reports/3'],
      [() => deleteProduct('3'), 'DELETE /delete/3'],
      [() => getAdvertised(), 'GET /advrtized?limit=50&offset=0'],
      [() => getCategories(), 'GET /category?limit=100&offset=0'],
      [
        () => getCategoryProducts('Home & Garden'),
        'GET /products?category=Home+%26+Garden&limit=50&offset=0',
      ],
      [() => getAllProducts(''), 'GET /products/all?limit=50&offset=0'],
      [() => getAllProducts('bike'), 'GET /products/all?search=bike&limit=50&offset=0'],
      [() => addProduct(product), 'POST /products'],
      [
        () => getMyProducts('sam@example.com'),
        'GET /myproducts?email=sam%40example.com&limit=50&offset=0',
      ],
      [() => advertiseProduct('3'), 'PUT /product/3'],
      [() => getProduct('3'), 'GET /producs/3'],
    ];
    for (const [, expected] of calls) {
      const [method = '', path = ''] = expected.split(/[ ?]/);
      api.route(method, path, { body: expected.includes('limit=') ? [] : {} });
    }

    const sent: string[] = [];
    for (const [call] of calls) {
      await call();
      const request = lastRequest();
      const query = request?.query.toString();
      sent.push(`${request?.method} ${request?.path}${query ? `?${query}` : ''}`);
    }

    expect(sent).toEqual(calls.map(([, expected]) => expected));
  });

  it('builds the Google sign-in address on the configured API base', () => {
    configureApiClient({ baseURL: 'https://api.example/api' });

    expect(googleSignInUrl('/dashbord/myorders')).toBe(
      'https://api.example/api/auth/google?redirect=%2Fdashbord%2Fmyorders',
    );
  });
});

describe('apiErrorMessage', () => {
  const failureOf = async (call: () => Promise<unknown>) => {
    try {
      await call();
    } catch (error) {
      return error;
    }
    throw new Error('expected the call to fail');
  };

  it("gives the server's message", async () => {
    api.route('POST', '/auth/login', {
      status: 401,
      body: { statusCode: 401, error: 'Unauthorized', message: 'Invalid email or password' },
    });

    const error = await failureOf(() => login({ email: 'bea@example.com', password: 'wrong' }));

    expect(apiErrorMessage(error)).toBe('Invalid email or password');
    expect(isApiError(error, 401)).toBe(true);
    expect(isApiError(error, 403)).toBe(false);
  });

  it('joins a list of validation messages', async () => {
    api.route('POST', '/auth/register', {
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: ['email must be a valid email address', 'password must be at least 8 characters'],
      },
    });

    const error = await failureOf(() =>
      register({ name: 'Bea', email: 'nope', password: 'short', image: '/a.webp', role: 'user' }),
    );

    expect(apiErrorMessage(error)).toBe(
      'email must be a valid email address; password must be at least 8 characters',
    );
  });

  it('names the status when the answer is not the API\u2019s (a proxy page, say)', async () => {
    api.route('GET', '/category', { status: 502, headers: { 'Content-Type': 'text/html' } });

    const error = await failureOf(() => getCategories());

    expect(apiErrorMessage(error)).toBe('Something went wrong (HTTP 502), please try again');
    expect(isApiError(error, 502)).toBe(true);
  });

  it('says the network failed when the server cannot be reached', async () => {
    // jsdom reports the refused connection on the console, as a browser would.
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await api.close();

    const error = await failureOf(() => getMe());

    expect(apiErrorMessage(error)).toBe('Network error, check your connection');
    expect(isApiError(error)).toBe(false);
    api = await startTestApiServer();
  });

  it('says when to try again after a 429, from Retry-After', async () => {
    api.route('POST', '/auth/login', {
      status: 429,
      headers: { 'Retry-After': '700' },
      body: {
        statusCode: 429,
        error: 'Too Many Requests',
        message: 'Too many requests, try again later',
      },
    });

    const error = await failureOf(() => login({ email: 'bea@example.com', password: 'x' }));

    expect(apiErrorMessage(error)).toBe('Too many requests, try again in 12 minutes');
  });

  it("keeps a 429's own words, and leaves them be when Retry-After is missing", async () => {
    api.route('PUT', '/reports/p1', {
      status: 429,
      headers: { 'Retry-After': '1' },
      body: {
        statusCode: 429,
        error: 'Too Many Requests',
        message: 'Too many reports, try again later',
      },
    });
    const withWait = await failureOf(() => reportProduct('p1'));
    expect(apiErrorMessage(withWait)).toBe('Too many reports, try again in 1 second');

    api.route('PUT', '/reports/p1', {
      status: 429,
      body: {
        statusCode: 429,
        error: 'Too Many Requests',
        message: 'Too many reports, try again later',
      },
    });
    const withoutWait = await failureOf(() => reportProduct('p1'));
    expect(apiErrorMessage(withoutWait)).toBe('Too many reports, try again later');
  });

  it.each([
    ['30', 'in 30 seconds'],
    ['60', 'in 1 minute'],
    ['61', 'in 2 minutes'],
    ['5400', 'in 90 minutes'],
    ['5401', 'in 2 hours'],
    ['Thu, 01 Jan 1970 00:10:00 GMT', 'in 10 minutes'],
    ['soon', null],
    [undefined, null],
  ])('reads Retry-After %p as %p', (header, text) => {
    expect(retryAfterText(header, 0)).toBe(text);
  });

  it('passes on the message of any other error', () => {
    expect(apiErrorMessage(new Error('Image too large'))).toBe('Image too large');
    expect(apiErrorMessage('???')).toBe('Something went wrong, please try again');
  });
});
