import type { TestApiServer } from '@marketplace/api-client/testing';
import { useSession } from '@marketplace/auth';
import type { AccountProfile, EmailPreferences } from '@marketplace/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import {
  BUYER,
  currentAddress,
  renderStorefront,
  startStorefrontTest,
} from '../../testing/storefront-test-app';

// Each test types into a form and waits on a real HTTP server: slow on a busy two-core machine.
jest.setTimeout(15_000);

let api: TestApiServer;
let profile: AccountProfile;
const EVERY_EMAIL: EmailPreferences = {
  orderRequested: true,
  orderAccepted: true,
  orderDeclined: true,
  orderExpired: true,
  newMessage: true,
  sellerVerified: true,
  savedSearchMatches: true,
  reportOutcomes: true,
};
const UPDATED = { acknowledged: true, matchedCount: 1, modifiedCount: 1 };

beforeEach(async () => {
  api = await startStorefrontTest();
  profile = {
    name: BUYER.displayName,
    email: BUYER.email,
    image: '',
    location: null,
    hasPassword: true,
    lastPhone: null,
  };
  api.route('GET', '/account/profile', () => ({ body: profile }));
  api.route('GET', '/account/notifications', { body: EVERY_EMAIL });
  api.route('GET', '/auth/me', () => ({ body: { ...BUYER, displayName: profile.name } }));
});
afterEach(() => api.close());

const sent = (method: string, path: string) =>
  api.requests
    .filter((request) => request.method === method && request.path === path)
    .map((request) => JSON.parse(request.body.toString()) as unknown);

describe('Settings', () => {
  it('saves a new name and location, and the session shows the new name', async () => {
    api.route('PATCH', '/account/profile', (request) => {
      profile = { ...profile, ...(JSON.parse(request.body.toString()) as Partial<AccountProfile>) };
      return { body: UPDATED };
    });
    const { user } = renderStorefront('/dashbord/settings');

    const name = await screen.findByLabelText(/^Name/);
    expect(name).toHaveValue(BUYER.displayName);
    await user.clear(name);
    await user.type(name, 'Ayesha S. Rahman');
    await user.type(screen.getByLabelText('Location'), 'Khulna');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    expect(sent('PATCH', '/account/profile')).toEqual([
      { name: 'Ayesha S. Rahman', location: 'Khulna' },
    ]);
    await waitFor(() => expect(useSession.getState().user?.displayName).toBe('Ayesha S. Rahman'));
    expect(useSession.getState().status).toBe('signed-in');
  });

  it('shows the API’s reason under the field it names', async () => {
    api.route('POST', '/account/password', {
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'currentPassword does not match your current password',
      },
    });
    const { user } = renderStorefront('/dashbord/settings');

    await user.type(await screen.findByLabelText(/^Current password/), 'a wrong guess');
    await user.type(screen.getByLabelText(/^New password/), 'a long new password');
    await user.type(screen.getByLabelText(/^Repeat new password/), 'a long new password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Does not match your current password')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Current password/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses two different new passwords without asking the API', async () => {
    const { user } = renderStorefront('/dashbord/settings');
    await user.type(await screen.findByLabelText(/^Current password/), 'my current one');
    await user.type(screen.getByLabelText(/^New password/), 'a long new password');
    await user.type(screen.getByLabelText(/^Repeat new password/), 'a different password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('The two new passwords are not the same')).toBeInTheDocument();
    expect(sent('POST', '/account/password')).toEqual([]);
  });

  it('saves every email choice at once', async () => {
    api.route('PUT', '/account/notifications', { body: UPDATED });
    const { user } = renderStorefront('/dashbord/settings');

    await user.click(
      await screen.findByRole('checkbox', { name: /A new message I have not read/ }),
    );
    await user.click(screen.getByRole('checkbox', { name: 'My seller account is verified' }));
    await user.click(screen.getByRole('button', { name: 'Save email choices' }));

    expect(await screen.findByText('Email choices saved')).toBeInTheDocument();
    expect(sent('PUT', '/account/notifications')).toEqual([
      { ...EVERY_EMAIL, newMessage: false, sellerVerified: false },
    ]);
  });

  it('shows the ratings the account was given, what a seller said of them as a buyer included', async () => {
    api.route('GET', `/buyers/${BUYER.id}`, {
      body: {
        _id: BUYER.id,
        name: BUYER.displayName,
        image: '',
        role: 'user',
        verify: false,
        memberSince: '2025-03-01T00:00:00.000Z',
        completedSales: 0,
        completedPurchases: 1,
        rating: 4,
        ratingCount: 1,
        noShows: 0,
        reviews: [
          {
            _id: '31',
            stars: 4,
            comment: 'Paid in full, on time',
            authorName: 'Rafiq Hasan',
            authorParty: 'seller',
            product: 'Walton fridge',
            createdAt: '2026-11-30T10:00:00.000Z',
          },
        ],
        nextReviewsBefore: null,
      },
    });
    renderStorefront('/dashbord/settings');
    const section = await screen.findByRole('region', { name: 'Your ratings' });
    expect(
      await within(section).findByRole('img', { name: 'Rated 4.0 out of 5 by 1 person' }),
    ).toBeVisible();
    const reviews = within(section).getByRole('list', { name: 'Ratings you were given' });
    expect(reviews).toHaveTextContent('Rafiq Hasan, seller of Walton fridge');
    expect(reviews).toHaveTextContent('Paid in full, on time');
  });

  it('offers a Google account a way to set a password instead of changing one', async () => {
    profile = { ...profile, hasPassword: false };
    renderStorefront('/dashbord/settings');
    expect(
      await screen.findByRole('link', { name: 'ask for a link to set a password' }),
    ).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText(/^Current password/)).not.toBeInTheDocument();
  });

  it('lets a buyer start selling: the session becomes a seller and Add Product opens', async () => {
    api.route('PUT', '/account/role', { body: UPDATED });
    api.route('GET', '/auth/me', { body: { ...BUYER, isSeller: true } });
    const { user } = renderStorefront('/dashbord/settings');

    const selling = await screen.findByRole('region', { name: 'Selling' });
    expect(selling).toHaveTextContent('your orders, favourites and messages stay');
    await user.click(screen.getByRole('button', { name: 'Start selling' }));

    expect(await screen.findByText('You can now sell')).toBeInTheDocument();
    expect(sent('PUT', '/account/role')).toEqual([{ role: 'seller' }]);
    expect(useSession.getState().user?.isSeller).toBe(true);
    await waitFor(() => expect(currentAddress()).toBe('/dashbord/addproduct/'));
  });

  it('offers no Start selling to a seller', async () => {
    useSession.setState({ status: 'signed-in', user: { ...BUYER, isSeller: true } });
    renderStorefront('/dashbord/settings');
    expect(await screen.findByRole('button', { name: 'Save profile' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Start selling' })).not.toBeInTheDocument();
  });
});
