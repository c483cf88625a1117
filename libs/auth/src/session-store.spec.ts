import { apiErrorMessage, configureApiClient, getOrders } from '@marketplace/api-client';
import {
  type TestApiServer,
  type TestReply,
  startTestApiServer,
} from '@marketplace/api-client/testing';
import type { AuthUser } from '@marketplace/contracts';
import { waitFor } from '@testing-library/react';
import { createSessionStore, signOutWhenSessionEnds } from './session-store';

const seller: AuthUser = {
  id: '2',
  displayName: 'Sam Seller',
  email: 'sam@example.com',
  photoURL: '/api/images/sam.webp',
  isAdmin: false,
  isSeller: true,
  verify: false,
  emailVerified: true,
};

const unauthorized: TestReply = {
  status: 401,
  body: { statusCode: 401, error: 'Unauthorized', message: 'Sign in first' },
};

/** A reply the test releases when it wants, to look at the store while a request is in flight. */
function heldReply(reply: TestReply) {
  let release = () => {};
  const held = new Promise<TestReply>((resolve) => {
    release = () => resolve(reply);
  });
  return { route: () => held, release };
}

let api: TestApiServer;
let visited: string[];
let session: ReturnType<typeof createSessionStore>;

beforeEach(async () => {
  api = await startTestApiServer();
  configureApiClient({ baseURL: api.baseURL });
  visited = [];
  session = createSessionStore((url) => visited.push(url));
});

afterEach(() => api.close());

const state = () => ({ status: session.getState().status, user: session.getState().user });
const bodyOf = (path: string) =>
  api.requests.find((request) => request.path === path)?.body.toString() ?? '';

describe('the session store', () => {
  it('starts loading, then is signed in when the API knows the session', async () => {
    api.route('GET', '/auth/me', { body: seller });
    expect(state()).toEqual({ status: 'loading', user: null });

    await session.getState().refresh();

    expect(state()).toEqual({ status: 'signed-in', user: seller });
  });

  it('is signed out when the API answers 204, as it does a browser holding no session', async () => {
    api.route('GET', '/auth/me', { status: 204 });

    await expect(session.getState().refresh()).resolves.toBeUndefined();

    expect(state()).toEqual({ status: 'signed-out', user: null });
  });

  it('is signed out when the API answers 401, without failing', async () => {
    api.route('GET', '/auth/me', unauthorized);

    await expect(session.getState().refresh()).resolves.toBeUndefined();

    expect(state()).toEqual({ status: 'signed-out', user: null });
  });

  it('is signed out and passes on the error when the API cannot be reached', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await api.close();

    const failure = session.getState().refresh();

    await expect(failure).rejects.toThrow();
    expect(state()).toEqual({ status: 'signed-out', user: null });
    api = await startTestApiServer();
  });

  it('logs in: loading while the API checks, then signed in with the session cookie kept', async () => {
    api.route('GET', '/auth/me', unauthorized);
    await session.getState().refresh();
    const login = heldReply({
      headers: { 'Set-Cookie': 'sid=sam; Path=/; HttpOnly; SameSite=Lax' },
      body: seller,
    });
    api.route('POST', '/auth/login', login.route);

    const signingIn = session.getState().login('sam@example.com', 'correct horse');
    expect(state().status).toBe('loading');
    login.release();

    await expect(signingIn).resolves.toEqual(seller);
    expect(state()).toEqual({ status: 'signed-in', user: seller });
    expect(JSON.parse(bodyOf('/auth/login'))).toEqual({
      email: 'sam@example.com',
      password: 'correct horse',
    });

    api.route('GET', '/auth/me', (request) =>
      request.headers.cookie === 'sid=sam' ? { body: seller } : unauthorized,
    );
    await session.getState().refresh();
    expect(state().status).toBe('signed-in');
  });

  it("goes back to signed out when the login fails, passing on the API's message", async () => {
    api.route('GET', '/auth/me', unauthorized);
    await session.getState().refresh();
    api.route('POST', '/auth/login', {
      status: 401,
      body: { statusCode: 401, error: 'Unauthorized', message: 'Invalid email or password' },
    });

    const failure = session.getState().login('sam@example.com', 'wrong');

    await expect(failure.catch(apiErrorMessage)).resolves.toBe('Invalid email or password');
    expect(state()).toEqual({ status: 'signed-out', user: null });
  });

  describe('registration', () => {
    const registration = {
      name: 'Sam Seller',
      email: 'Sam@Example.com',
      password: 'correct horse',
      role: 'seller' as const,
      image: new File(['jpeg bytes'], 'sam.jpg', { type: 'image/jpeg' }),
    };
    const uploaded = {
      url: '/api/images/sam.webp',
      thumbUrl: '/api/images/sam-thumb.webp',
      width: 400,
      height: 400,
    };

    beforeEach(async () => {
      api.route('GET', '/auth/me', unauthorized);
      api.route('POST', '/auth/register/check', { status: 204 });
      await session.getState().refresh();
    });

    it('checks the details, uploads the photo, creates the account, saves the user record, then is signed in', async () => {
      api.route('POST', '/images', { status: 201, body: { data: uploaded } });
      api.route('POST', '/auth/register', { status: 201, body: seller });
      api.route('POST', '/user', { status: 201, body: { acknowledged: true, insertedId: '5' } });

      const registering = session.getState().register(registration);
      expect(state().status).toBe('loading');

      await expect(registering).resolves.toEqual(seller);
      expect(state()).toEqual({ status: 'signed-in', user: seller });
      expect(api.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
        'GET /auth/me',
        'POST /auth/register/check',
        'POST /images',
        'POST /auth/register',
        'POST /user',
      ]);
      expect(JSON.parse(bodyOf('/auth/register/check'))).toEqual({
        name: 'Sam Seller',
        email: 'Sam@Example.com',
        password: 'correct horse',
        role: 'seller',
      });
      expect(bodyOf('/images')).toContain('jpeg bytes');
      expect(JSON.parse(bodyOf('/auth/register'))).toEqual({
        name: 'Sam Seller',
        email: 'Sam@Example.com',
        password: 'correct horse',
        role: 'seller',
        image: '/api/images/sam.webp',
      });
      // Step 4 saves the name, email and photo as the new account holds them.
      expect(JSON.parse(bodyOf('/user'))).toEqual({
        name: 'Sam Seller',
        email: 'sam@example.com',
        role: 'seller',
        image: '/api/images/sam.webp',
      });
    });

    it.each([
      [409, 'Conflict', 'An account with this email already exists'],
      [429, 'Too Many Requests', 'Too many requests, try again later'],
    ])(
      'uploads no photo when the details are refused first (%i)',
      async (statusCode, error, message) => {
        api.route('POST', '/auth/register/check', {
          status: statusCode,
          body: { statusCode, error, message },
        });

        const failure = session.getState().register(registration);

        await expect(failure.catch(apiErrorMessage)).resolves.toBe(message);
        expect(state()).toEqual({ status: 'signed-out', user: null });
        expect(api.requests.map((request) => request.path)).not.toContain('/images');
        expect(api.requests.map((request) => request.path)).not.toContain('/auth/register');
      },
    );

    it('creates no account when the photo upload fails, and stays signed out', async () => {
      api.route('POST', '/images', {
        status: 415,
        body: {
          statusCode: 415,
          error: 'Unsupported Media Type',
          message: 'image must be a JPEG, PNG or WebP picture',
        },
      });

      const failure = session.getState().register(registration);

      await expect(failure.catch(apiErrorMessage)).resolves.toBe(
        'image must be a JPEG, PNG or WebP picture',
      );
      expect(state()).toEqual({ status: 'signed-out', user: null });
      expect(api.requests.some((request) => request.path === '/auth/register')).toBe(false);
    });

    it('stays signed out when the account cannot be created', async () => {
      api.route('POST', '/images', { status: 201, body: { data: uploaded } });
      api.route('POST', '/auth/register', {
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          message: 'An account with this email already exists',
        },
      });

      const failure = session.getState().register(registration);

      await expect(failure.catch(apiErrorMessage)).resolves.toBe(
        'An account with this email already exists',
      );
      expect(state()).toEqual({ status: 'signed-out', user: null });
    });

    it('is signed in, yet reports the failure, when only saving the user record fails', async () => {
      api.route('POST', '/images', { status: 201, body: { data: uploaded } });
      api.route('POST', '/auth/register', { status: 201, body: seller });
      api.route('POST', '/user', {
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: ['name is required'] },
      });

      const failure = session.getState().register(registration);

      await expect(failure.catch(apiErrorMessage)).resolves.toBe('name is required');
      expect(state()).toEqual({ status: 'signed-in', user: seller });
    });
  });

  it('logs out: loading, then signed out', async () => {
    api.route('GET', '/auth/me', { body: seller });
    await session.getState().refresh();
    const logout = heldReply({ status: 204 });
    api.route('POST', '/auth/logout', logout.route);

    const signingOut = session.getState().logout();
    expect(state()).toEqual({ status: 'loading', user: seller });
    logout.release();
    await signingOut;

    expect(state()).toEqual({ status: 'signed-out', user: null });
  });

  it('stays signed in when logging out fails', async () => {
    api.route('GET', '/auth/me', { body: seller });
    await session.getState().refresh();
    api.route('POST', '/auth/logout', {
      status: 503,
      body: { statusCode: 503, error: 'Service Unavailable', message: 'Database unavailable' },
    });

    await expect(session.getState().logout()).rejects.toThrow();

    expect(state()).toEqual({ status: 'signed-in', user: seller });
  });

  it('leaves for Google sign-in, asking to come back to the page first asked for', () => {
    session.getState().startGoogleSignIn('/dashbord/myorders');

    expect(state().status).toBe('loading');
    expect(visited).toEqual([`${api.baseURL}/auth/google?redirect=%2Fdashbord%2Fmyorders`]);
  });

  it('checks the session again when Back returns from Google to this page', async () => {
    api.route('GET', '/auth/me', unauthorized);
    session.getState().startGoogleSignIn('/');

    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));

    await waitFor(() => expect(state()).toEqual({ status: 'signed-out', user: null }));
  });

  it('lets the latest action decide: a slow check started earlier cannot undo a login', async () => {
    const check = heldReply(unauthorized);
    api.route('GET', '/auth/me', check.route);
    api.route('POST', '/auth/login', { body: seller });

    const checking = session.getState().refresh();
    await session.getState().login('sam@example.com', 'correct horse');
    check.release();
    await checking;

    expect(state()).toEqual({ status: 'signed-in', user: seller });
  });
});

describe('a session that ends elsewhere', () => {
  let stopWatching: () => void;

  beforeEach(async () => {
    api.route('GET', '/auth/me', { body: seller });
    await session.getState().refresh();
    stopWatching = signOutWhenSessionEnds(session);
  });

  afterEach(() => stopWatching());

  it('signs the page out at the first call the API refuses with 401', async () => {
    api.route('GET', '/buyproduct', unauthorized);

    await expect(getOrders(seller.email)).rejects.toThrow();

    expect(state()).toEqual({ status: 'signed-out', user: null });
  });

  it('stays signed in when a call is only forbidden or fails', async () => {
    api.route('GET', '/buyproduct', {
      status: 403,
      body: { statusCode: 403, error: 'Forbidden', message: 'Not your orders' },
    });

    await expect(getOrders(seller.email)).rejects.toThrow();

    expect(state()).toEqual({ status: 'signed-in', user: seller });
  });
});
