import { configureApiClient } from '@marketplace/api-client';
import { type TestApiServer, startTestApiServer } from '@marketplace/api-client/testing';

export { listReply } from '@marketplace/api-client/testing';
import { useSession } from '@marketplace/auth';
import type { AuthUser, Product, ReceivedOrder } from '@marketplace/contracts';
import { ShellProviders } from '@marketplace/remote-harness';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { MemoryRouter, useLocation, useRoutes } from '@marketplace/routing';
import { SELLER_ROUTES } from '../seller-routes';

export const SELLER: AuthUser = {
  id: '2',
  displayName: 'Sam Seller',
  email: 'sam@example.com',
  photoURL: '',
  isAdmin: false,
  isSeller: true,
  verify: true,
  emailVerified: true,
};

/**
 * A real HTTP server standing in for the API, the seller signed in, and no toast left over from
 * an earlier test. Call in `beforeEach` and close the server in `afterEach`.
 */
export async function startSellerTest(): Promise<TestApiServer> {
  toast.remove();
  const api = await startTestApiServer();
  configureApiClient({ baseURL: api.baseURL });
  useSession.setState({ status: 'signed-in', user: SELLER });
  return api;
}

function SellerPages() {
  return useRoutes(SELLER_ROUTES);
}

/** Where the app is, for tests that check where an action led. */
function CurrentPath() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}

/** The seller pages at their paths, inside the providers the shell renders them in. */
export function renderSellerApp(initialPath: string) {
  render(
    <ShellProviders>
      <MemoryRouter initialEntries={[initialPath]}>
        <SellerPages />
        <CurrentPath />
      </MemoryRouter>
    </ShellProviders>,
  );
  return { user: userEvent.setup() };
}

export const currentPath = () => screen.getByRole('status', { name: 'Current path' }).textContent;

/** From now until `jest.restoreAllMocks()`, the screen is phone-sized to every media query. */
export function onAPhone() {
  const matchMedia = window.matchMedia.bind(window);
  jest.spyOn(window, 'matchMedia').mockImplementation((query) => ({
    ...matchMedia(query),
    matches: query.includes('max-width'),
  }));
}

export const aProduct = (overrides: Partial<Product> = {}): Product => ({
  _id: '1',
  sellerId: '2',
  productName: 'Canon EOS 600D',
  productImage: '/api/images/canon.webp',
  location: 'Mirpur 10, Dhaka',
  orginalPrice: 52000,
  resellPrice: 24500,
  yearsOfUsed: '3 years',
  category: 'Cameras',
  date: '2025-03-14',
  time: '10:30',
  phone: '01819456723',
  showPhone: true,
  SallerName: SELLER.displayName,
  SallerEmail: SELLER.email,
  advrtized: false,
  verify: true,
  status: 'available',
  condition: 'good',
  previousPrice: null,
  sellerRating: null,
  sellerRatingCount: 0,
  ...overrides,
});

export const aReceivedOrder = (overrides: Partial<ReceivedOrder> = {}): ReceivedOrder => ({
  _id: '31',
  meetingSpotNote: null,
  meetingPlace: null,
  productId: '1',
  product: 'Canon EOS 600D',
  image: '/api/images/canon.webp',
  location: 'Mirpur 10, Dhaka',
  price: 24500,
  meetingLocation: 'Dhanmondi 27, in front of the bookshop',
  meetingTime: null,
  status: 'requested',
  reason: null,
  createdAt: '2025-03-15T09:45:00.000Z',
  awaitingConfirmation: [],
  noShow: null,
  noShowDueAt: null,
  rated: false,
  buyerId: '12',
  userName: 'Ayesha Siddiqua',
  email: 'buyer@example.com',
  phone: null,
  ...overrides,
});
