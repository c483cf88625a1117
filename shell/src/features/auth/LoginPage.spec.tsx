import { configureApiClient } from '@marketplace/api-client';
import { type TestApiServer, startTestApiServer } from '@marketplace/api-client/testing';
import { useSession } from '@marketplace/auth';
import type { AuthUser, LoginRedirect, RuntimeConfig } from '@marketplace/contracts';
import { UiProvider } from '@marketplace/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@marketplace/routing';
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
    <UiProvider>
      <RuntimeConfigProvider value={config}>
        <MemoryRouter initialEntries={[{ pathname: '/login', state }]}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/dashbord/addproduct/" element={<h1>Add Product</h1>} />
          </Routes>
        </MemoryRouter>
      </RuntimeConfigProvider>
    </UiProvider>,
  );
  return userEvent.setup();
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

  it('offers no Start selling to an administrator', () => {
    useSession.setState({ status: 'signed-in', user: { ...BUYER, isAdmin: true } });
    visitLogin(CONFIG, { from: '/dashbord/addproduct/', requiredRole: 'seller' });
    expect(screen.queryByRole('button', { name: 'Start selling' })).not.toBeInTheDocument();
  });
});
