import { configureApiClient, createQueryClient } from '@marketplace/api-client';
import { type TestApiServer, startTestApiServer } from '@marketplace/api-client/testing';
import { useSession } from '@marketplace/auth';
import {
  type AuthUser,
  type LoginRedirect,
  type RuntimeConfig,
  readLoginRedirect,
} from '@marketplace/contracts';
import { UiProvider } from '@marketplace/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from '@marketplace/routing';
import { RuntimeConfigProvider } from '../../runtime-config/RuntimeConfigContext';
import { LoginPage } from './LoginPage';

jest.setTimeout(15_000);

const CONFIG: RuntimeConfig = {
  apiBaseUrl: '/api',
  remotes: { storefront: '/remotes/storefront/mf-manifest.json' },
  remoteLoadTimeoutMs: 8000,
  googleSignIn: { enabled: false },
  supportEmail: 'help@market.example',
};

const SUSPENDED =
  "This account is suspended: selling stolen phones. Write to the marketplace's administrators if you think this is a mistake.";

let api: TestApiServer;
beforeEach(async () => {
  api = await startTestApiServer();
  configureApiClient({ baseURL: api.baseURL });
  useSession.setState({ status: 'signed-out', user: null });
});
afterEach(() => api.close());

const BUYER: AuthUser = {
  id: '7',
  displayName: 'Ruma Akter',
  email: 'ruma@example.com',
  photoURL: '',
  isAdmin: false,
  isSeller: false,
  verify: false,
  emailVerified: true,
};

function visitLogin(config: RuntimeConfig = CONFIG, state?: LoginRedirect) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <UiProvider>
        <RuntimeConfigProvider value={config}>
          <MemoryRouter initialEntries={[{ pathname: '/login', state }]}>
            <Routes>
              <Route path="/login" element={<LoginPage />} />
              <Route path="/register" element={<ShowRedirect />} />
              <Route path="/dashbord/addproduct/" element={<h1>Add Product</h1>} />
            </Routes>
          </MemoryRouter>
        </RuntimeConfigProvider>
      </UiProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

/** Where "Create an account" leads, saying which page it was told to come back to. */
function ShowRedirect() {
  return <h1>Register, then back to {readLoginRedirect(useLocation().state).from ?? 'home'}</h1>;
}

describe('the login page', () => {
  it('offers Google only where the server has it, and says nothing about it elsewhere', () => {
    visitLogin();
    expect(screen.queryByRole('button', { name: /Google/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Google/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeVisible();
  });

  it('keeps the Google button and the divider when Google is configured', () => {
    visitLogin({ ...CONFIG, googleSignIn: { enabled: true } });
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    expect(screen.getByText('or sign in with email')).toBeVisible();
  });

  it('gives a suspended member the reason and the support address to write to', async () => {
    api.route('POST', '/auth/login', {
      status: 403,
      body: { statusCode: 403, error: 'Forbidden', message: SUSPENDED },
    });
    const user = visitLogin();
    await user.type(screen.getByLabelText(/^Email/), 'seller@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'the right password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(SUSPENDED);
    expect(within(notice).getByRole('link', { name: 'help@market.example' })).toHaveAttribute(
      'href',
      'mailto:help@market.example',
    );
  });

  it('lets a buyer stopped at a seller page start selling and go on to it', async () => {
    useSession.setState({ status: 'signed-in', user: BUYER });
    api.route('PUT', '/account/role', {
      body: { acknowledged: true, matchedCount: 1, modifiedCount: 1 },
    });
    api.route('GET', '/auth/me', { body: { ...BUYER, isSeller: true } });
    const user = visitLogin(CONFIG, { from: '/dashbord/addproduct/', requiredRole: 'seller' });
    expect(screen.getByRole('status')).toHaveTextContent('That page needs a seller account.');

    await user.click(screen.getByRole('button', { name: 'Start selling' }));

    expect(await screen.findByRole('heading', { name: 'Add Product' })).toBeVisible();
    expect(useSession.getState().user?.isSeller).toBe(true);
    const sent = api.requests.filter((request) => request.path === '/account/role');
    expect(sent.map((request) => JSON.parse(request.body.toString()) as unknown)).toEqual([
      { role: 'seller' },
    ]);
  });

  it('shows the shared listing it was reached for above the form, and Create an account comes back to it', async () => {
    api.route('GET', '/producs/12/preview', {
      body: {
        _id: '12',
        productName: 'Walton fridge, 2 years',
        productImage: '/api/images/fridge.webp',
        resellPrice: 18500,
        status: 'available',
      },
    });
    const user = visitLogin(CONFIG, { from: '/producs/12' });
    const listing = await screen.findByRole('figure', { name: 'The listing you opened' });
    expect(listing).toHaveTextContent('Walton fridge, 2 yearsTk 18,500');
    expect(listing.querySelector('img')).toHaveAttribute('src', '/api/images/fridge.webp');
    expect(
      screen.getByText('Sign in or create an account to see this listing and order it.'),
    ).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'Create an account' }));
    expect(
      screen.getByRole('heading', { name: 'Register, then back to /producs/12' }),
    ).toBeVisible();
  });

  it('shows no listing for a page that is not one, nor for a listing that is gone', async () => {
    visitLogin(CONFIG, { from: '/producs/99' });
    expect(
      screen.getByText('Sign in or create an account to see this listing and order it.'),
    ).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(api.requests.map((request) => request.path)).toEqual(['/producs/99/preview']);
  });

  it('offers no Start selling to an administrator', () => {
    useSession.setState({ status: 'signed-in', user: { ...BUYER, isAdmin: true } });
    visitLogin(CONFIG, { from: '/dashbord/addproduct/', requiredRole: 'seller' });
    expect(screen.queryByRole('button', { name: 'Start selling' })).not.toBeInTheDocument();
  });
});
