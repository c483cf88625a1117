import { configureApiClient } from '@marketplace/api-client';
import { type TestApiServer, startTestApiServer } from '@marketplace/api-client/testing';
import { useSession } from '@marketplace/auth';
import { UiProvider } from '@marketplace/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter, Route, Routes } from '@marketplace/routing';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { ResetPasswordPage } from './ResetPasswordPage';

const ANSWER = 'If an account has this email, a link to choose a new password is on its way.';

// Each test types into a form and waits on a real HTTP server: slow on a busy two-core machine.
jest.setTimeout(15_000);

let api: TestApiServer;
beforeEach(async () => {
  api = await startTestApiServer();
  configureApiClient({ baseURL: api.baseURL });
  useSession.setState({ status: 'signed-out', user: null });
  api.route('GET', '/auth/me', {
    status: 401,
    body: { statusCode: 401, error: 'Unauthorized', message: 'Sign in' },
  });
});
afterEach(() => api.close());

function visit(path: string) {
  render(
    <UiProvider>
      <Toaster />
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/login" element={<h1>Login</h1>} />
        </Routes>
      </MemoryRouter>
    </UiProvider>,
  );
  return userEvent.setup();
}

const bodies = (path: string) =>
  api.requests
    .filter((request) => request.path === path)
    .map((request) => JSON.parse(request.body.toString()) as unknown);

describe('forgot password', () => {
  it('sends the email and says what the API says, whatever the email', async () => {
    api.route('POST', '/auth/password-reset', {
      status: 202,
      body: { acknowledged: true, message: ANSWER },
    });
    const user = visit('/forgot-password');
    await user.type(screen.getByLabelText(/^Email/), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(ANSWER);
    expect(bodies('/auth/password-reset')).toEqual([{ email: 'someone@example.com' }]);
  });

  it('shows a refusal (too many requests) under the field', async () => {
    api.route('POST', '/auth/password-reset', {
      status: 429,
      body: {
        statusCode: 429,
        error: 'Too Many Requests',
        message: 'Too many requests, try again later',
      },
    });
    const user = visit('/forgot-password');
    await user.type(screen.getByLabelText(/^Email/), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Too many requests, try again later')).toBeInTheDocument();
  });
});

describe('choosing a new password', () => {
  it('sends the token from the link with the new password, then goes to login', async () => {
    api.route('POST', '/auth/password-reset/confirm', {
      body: { acknowledged: true, matchedCount: 1, modifiedCount: 1 },
    });
    const user = visit('/reset-password#token=abc-123');
    await user.type(screen.getByLabelText(/^New password/), 'a long new password');
    await user.type(screen.getByLabelText(/^Repeat new password/), 'a long new password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(bodies('/auth/password-reset/confirm')).toEqual([
      { token: 'abc-123', password: 'a long new password' },
    ]);
  });

  it('says in its own words that a new password is too short, and sends nothing', async () => {
    const user = visit('/reset-password#token=abc-123');
    await user.type(screen.getByLabelText(/^New password/), 'short');
    await user.type(screen.getByLabelText(/^Repeat new password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByText('The new password must be at least 8 characters')).toBeVisible();
    expect(screen.getByLabelText(/^New password/)).toBeInvalid();
    expect(bodies('/auth/password-reset/confirm')).toEqual([]);
  });

  it('says when the link has expired or was used, and offers a new one', async () => {
    api.route('POST', '/auth/password-reset/confirm', {
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'token is invalid or has expired: ask for a new link',
      },
    });
    const user = visit('/reset-password#token=used');
    await user.type(screen.getByLabelText(/^New password/), 'a long new password');
    await user.type(screen.getByLabelText(/^Repeat new password/), 'a long new password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link has expired or was already used.',
    );
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('asks for the email’s link when opened without one', () => {
    visit('/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This page opens from the link in the reset email.',
    );
    expect(screen.queryByRole('button', { name: 'Set new password' })).not.toBeInTheDocument();
  });
});
