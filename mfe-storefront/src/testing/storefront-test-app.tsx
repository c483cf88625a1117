import { configureApiClient, createQueryClient } from '@marketplace/api-client';
import { type TestApiServer, startTestApiServer } from '@marketplace/api-client/testing';

export { listReply } from '@marketplace/api-client/testing';
import { useSession } from '@marketplace/auth';
import type { AuthUser, Order, Product } from '@marketplace/contracts';
import { UiProvider } from '@marketplace/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import toast from 'react-hot-toast';
import { MemoryRouter, useLocation, useRoutes } from '@marketplace/routing';
import { OrderingProvider } from '../features/ordering/OrderingProvider';
import { STOREFRONT_ROUTES } from '../storefront-routes';

export const BUYER: AuthUser = {
  id: '41',
  displayName: 'Ayesha Siddiqua',
  email: 'ayesha@example.com',
  photoURL: '',
  isAdmin: false,
  isSeller: false,
  verify: false,
  emailVerified: true,
};

/**
 * A real HTTP server standing in for the API, the buyer signed in (or nobody, with
 * `signedIn: false`), and no toast left over from an earlier test. Call in `beforeEach` and
 * close the server in `afterEach`.
 */
export async function startStorefrontTest({ signedIn = true } = {}): Promise<TestApiServer> {
  toast.remove();
  const api = await startTestApiServer();
  configureApiClient({ baseURL: api.baseURL });
  useSession.setState(
    signedIn ? { status: 'signed-in', user: BUYER } : { status: 'signed-out', user: null },
  );
  return api;
}

/** The shell's login page, as far as the storefront can tell: where it was sent, and from where. */
function LoginStandIn() {
  const state = useLocation().state as { from?: string } | null;
  return (
    <>
      <h1>Login</h1>
      <output aria-label="Return address">{state?.from}</output>
    </>
  );
}

function StorefrontPages() {
  return useRoutes([...STOREFRONT_ROUTES, { path: 'login', element: <LoginStandIn /> }]);
}

/** Where the app is, for tests that check where an action led. */
function CurrentAddress() {
  const { pathname, search } = useLocation();
  return <output aria-label="Current address">{`${pathname}${search}`}</output>;
}

function Providers({ initialPath, children }: { initialPath: string; children: ReactNode }) {
  return (
    <UiProvider>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[initialPath]}>
          {children}
          <CurrentAddress />
        </MemoryRouter>
      </QueryClientProvider>
    </UiProvider>
  );
}

/** The storefront's pages at the shell's paths, inside the providers the shell renders them in. */
export function renderStorefront(initialPath: string) {
  render(
    <Providers initialPath={initialPath}>
      <StorefrontPages />
    </Providers>,
  );
  return { user: userEvent.setup() };
}

/**
 * One component inside the same providers, for the parts tested on their own (the cards), with
 * the order modal's holder that the pages put around them.
 */
export function renderInStorefront(ui: ReactNode, initialPath = '/') {
  render(
    <Providers initialPath={initialPath}>
      <OrderingProvider>{ui}</OrderingProvider>
    </Providers>,
  );
  return { user: userEvent.setup() };
}

export const currentAddress = () =>
  screen.getByRole('status', { name: 'Current address' }).textContent;

export const aProduct = (overrides: Partial<Product> = {}): Product => ({
  _id: '12',
  sellerId: '7',
  productName: 'Lenovo ThinkPad T480',
  productImage: '/api/images/thinkpad.webp',
  location: 'Mirpur 10, Dhaka',
  orginalPrice: 110000,
  resellPrice: 38000,
  yearsOfUsed: '4 years',
  category: 'Laptops',
  date: '2025-03-14',
  time: '10:30',
  // As the catalogue answers it: the phone is asked for (GET /products/:id/phone), never listed.
  showPhone: true,
  SallerName: 'Rafiq Hasan',
  SallerEmail: 'rafiq@example.com',
  advrtized: false,
  verify: true,
  status: 'available',
  condition: 'good',
  previousPrice: null,
  sellerRating: null,
  sellerRatingCount: 0,
  ...overrides,
});

export const anOrder = (overrides: Partial<Order> = {}): Order => ({
  _id: '31',
  meetingSpotNote: null,
  meetingPlace: null,
  productId: '12',
  product: 'Lenovo ThinkPad T480',
  image: '/api/images/thinkpad.webp',
  location: 'Mirpur 10, Dhaka',
  price: 38000,
  meetingLocation: 'Dhanmondi 27, in front of the bookshop',
  meetingTime: null,
  status: 'requested',
  reason: null,
  createdAt: '2025-03-15T09:45:00.000Z',
  awaitingConfirmation: [],
  sellerName: 'Rafiq Hasan',
  sellerPhone: null,
  sellerEmail: null,
  sellerId: '7',
  noShow: null,
  noShowDueAt: null,
  rated: false,
  ...overrides,
});
