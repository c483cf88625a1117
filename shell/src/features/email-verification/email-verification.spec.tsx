import { configureApiClient } from '@marketplace/api-client';
import { type TestApiServer, startTestApiServer } from '@marketplace/api-client/testing';
import type { AuthUser } from '@marketplace/contracts';
import { useSession } from '@marketplace/auth';
import { UiProvider } from '@marketplace/ui';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter, Route, Routes } from '@marketplace/routing';
import { EmailVerificationNotice } from './EmailVerificationNotice';
import { VerifyEmailPage } from './VerifyEmailPage';

// Each test waits on a real HTTP server: slow on a busy two-core machine.
jest.setTimeout(15_000);

const newcomer: AuthUser = {
  id: '7',
  displayName: 'Nadia Rahman',
  email: 'nadia@example.com',
  photoURL: '',
  isAdmin: false,
  isSeller: false,
  verify: false,
  emailVerified: false,
};

let api: TestApiServer;
beforeEach(async () => {
  api = await startTestApiServer();
  configureApiClient({ baseURL: api.baseURL });
  useSession.setState({ status: 'signed-in', user: newcomer });
});
afterEach(() => api.close());

function visit(path: string) {
  render(
    <UiProvider>
      <Toaster />
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/dashbord" element={<EmailVerificationNotice />} />
          <Route path="/verify-email" element={<VerifyEmailPage />} />
        </Routes>
      </MemoryRouter>
    </UiProvider>,
  );
  return userEvent.setup();
}

const requestsTo = (path: string) => api.requests.filter((request) => request.path === path);

describe('the dashboard notice', () => {
  it('asks an unproven account to verify, and sends the link again', async () => {
    api.route('POST', '/auth/email-verification', {
      status: 202,
      body: { acknowledged: true, message: 'A new link to verify your email is on its way.' },
    });
    const user = visit('/dashbord');
    expect(screen.getByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(screen.getByText(/We sent a link to nadia@example.com/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(
      await screen.findByText('A new link to verify your email is on its way.'),
    ).toBeInTheDocument();
    expect(requestsTo('/auth/email-verification')).toHaveLength(1);
  });

  it('says when to come back past the limit', async () => {
    api.route('POST', '/auth/email-verification', {
      status: 429,
      headers: { 'retry-after': '1200' },
      body: {
        statusCode: 429,
        error: 'Too Many Requests',
        message:
          'You can ask for 3 new links an hour. Look for the last one in your inbox and spam folder; try again later',
      },
    });
    const user = visit('/dashbord');
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(
      await screen.findByText(
        'You can ask for 3 new links an hour. Look for the last one in your inbox and spam folder, try again in 20 minutes',
      ),
    ).toBeInTheDocument();
  });

  it('goes once the email is proven in another tab, when the person comes back', async () => {
    api.route('GET', '/auth/me', { status: 200, body: { ...newcomer, emailVerified: true } });
    visit('/dashbord');
    expect(screen.getByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Verify your email' })).not.toBeInTheDocument(),
    );
  });

  it('is not shown to a proven account', () => {
    useSession.setState({ status: 'signed-in', user: { ...newcomer, emailVerified: true } });
    visit('/dashbord');
    expect(screen.queryByRole('heading', { name: 'Verify your email' })).not.toBeInTheDocument();
  });
});

describe('the page the link opens', () => {
  it('proves the email once and says so', async () => {
    api.route('POST', '/auth/email-verification/confirm', {
      status: 200,
      body: { acknowledged: true, matchedCount: 1, modifiedCount: 1 },
    });
    api.route('GET', '/auth/me', { status: 200, body: { ...newcomer, emailVerified: true } });
    visit('/verify-email#token=abc-123');
    expect(await screen.findByText('Your email is verified. Thank you.')).toBeInTheDocument();
    // The page's session learns it too, so the dashboard's notice is gone there.
    await waitFor(() => expect(useSession.getState().user?.emailVerified).toBe(true));
    expect(
      requestsTo('/auth/email-verification/confirm').map((request) =>
        JSON.parse(request.body.toString()),
      ),
    ).toEqual([{ token: 'abc-123' }]);
  });

  it('says a used or expired link plainly, with a way to a new one', async () => {
    api.route('POST', '/auth/email-verification/confirm', {
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'token has expired: ask for a new link',
        code: 'verification-link-expired',
      },
    });
    visit('/verify-email#token=old');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link has expired: links work for 48 hours. If your email is not verified yet, ask for a new link.',
    );
    expect(screen.getByRole('button', { name: 'Send a new link' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor with a spent link to sign in for a new one', async () => {
    useSession.setState({ status: 'signed-out', user: null });
    api.route('POST', '/auth/email-verification/confirm', {
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'token was already used or never sent: ask for a new link',
        code: 'verification-link-used',
      },
    });
    visit('/verify-email#token=used');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link has already been used, or is not one we sent.',
    );
    expect(screen.getByRole('link', { name: 'Login to ask for a new link' })).toHaveAttribute(
      'href',
      '/dashbord',
    );
  });
});
