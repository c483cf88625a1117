import { configureApiClient } from '@marketplace/api-client';
import {
  type TestApiServer,
  type TestReply,
  startTestApiServer,
} from '@marketplace/api-client/testing';

export { listReply } from '@marketplace/api-client/testing';
import { useSession } from '@marketplace/auth';
import type { AdminProduct, AuthUser, ReportedProduct, User } from '@marketplace/contracts';
import { ShellProviders } from '@marketplace/remote-harness';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, useEffect } from 'react';
import toast from 'react-hot-toast';
import { type Location, MemoryRouter, useLocation } from '@marketplace/routing';

export const SIGNED_IN_ADMIN: AuthUser = {
  id: '1',
  displayName: 'Nusrat Jahan',
  email: 'admin@marketplace.test',
  photoURL: '/api/images/nusrat.webp',
  isAdmin: true,
  isSeller: false,
  verify: false,
  emailVerified: true,
};

/**
 * A real HTTP server standing in for the API for each test, and the signed-in administrator the
 * shell would provide. Toasts live in a module-wide store, so each test starts without the last
 * one's.
 */
export function setUpTestApi(): { readonly current: TestApiServer } {
  const api = {} as { current: TestApiServer };
  beforeEach(async () => {
    api.current = await startTestApiServer();
    configureApiClient({ baseURL: api.current.baseURL });
    useSession.setState({ status: 'signed-in', user: SIGNED_IN_ADMIN });
  });
  afterEach(async () => {
    act(() => toast.remove());
    jest.restoreAllMocks();
    await api.current.close();
  });
  return api;
}

/** Makes every media query match until the test ends, as on a phone-sized screen. */
export function pretendToBeAPhone() {
  jest.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: true,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) satisfies MediaQueryList,
  );
}

/** A reply held back until `release` is called, to look at a screen while it waits. */
export function heldReply(reply: TestReply) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return { reply: released.then(() => reply), release };
}

/** Reports the router's location to the test, as the address bar would show it. */
function AddressBar({ onChange }: { onChange: (location: Location) => void }) {
  const location = useLocation();
  useEffect(() => {
    onChange(location);
  }, [location, onChange]);
  return null;
}

/**
 * Renders a page as the shell does (theme, confirm dialog, toasts, query cache, router) at
 * `url`; `search()` is the query string of the address the router is at now.
 */
export function renderAdminPage(page: ReactElement, url = '/dashbord/page') {
  let address: Location | null = null;
  render(
    <ShellProviders>
      <MemoryRouter initialEntries={[url]}>
        {page}
        <AddressBar onChange={(location) => (address = location)} />
      </MemoryRouter>
    </ShellProviders>,
  );
  return { user: userEvent.setup(), search: () => address?.search };
}

/**
 * The toast saying `text`. Toasts fade in, which jsdom never finishes, so it is found as the
 * status message it is announced as, not by looking.
 */
export const findToast = (text: string) => screen.findByText(text, { selector: '[role="status"]' });

/** Answers the confirmation dialog that `prompt` opened. */
export async function answerConfirm(
  user: ReturnType<typeof userEvent.setup>,
  prompt: string,
  answer: string,
) {
  const dialog = await screen.findByRole('dialog', { name: prompt });
  await user.click(within(dialog).getByRole('button', { name: answer }));
}

export const anAccount = (overrides: Partial<User> & Pick<User, '_id' | 'name'>): User => ({
  email: `${overrides.name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
  image: `/api/images/${overrides._id}.webp`,
  role: 'user',
  verify: false,
  isAdmin: false,
  location: 'Dhanmondi, Dhaka',
  suspendedAt: null,
  suspensionReason: null,
  ...overrides,
});

export const anAdminProduct = (
  overrides: Partial<AdminProduct> & Pick<AdminProduct, '_id' | 'productName'>,
): AdminProduct => ({
  sellerId: '2',
  productImage: `/api/images/product-${overrides._id}.webp`,
  location: 'Mirpur 10, Dhaka',
  orginalPrice: 85000,
  resellPrice: 42000,
  yearsOfUsed: '2 years',
  category: 'Mobile Phones',
  date: '2025-03-01',
  time: '10:30',
  phone: '01711000000',
  showPhone: true,
  SallerName: 'Rafiq Hasan',
  SallerEmail: 'seller@marketplace.test',
  advrtized: false,
  verify: true,
  status: 'available',
  condition: 'good',
  previousPrice: null,
  sellerRating: null,
  sellerRatingCount: 0,
  reportCount: 0,
  ...overrides,
});

export const aReportedProduct = (
  overrides: Partial<ReportedProduct> & Pick<ReportedProduct, '_id' | 'productName'>,
): ReportedProduct => ({
  reasons: [{ reason: 'other', count: overrides.reportCount ?? 1 }],
  details: [],
  reporters: [{ name: 'Nadia Islam', reportedAt: '2026-11-30T09:15:00.000Z' }],
  productImage: `/api/images/product-${overrides._id}.webp`,
  location: 'Uttara Sector 7, Dhaka',
  resellPrice: 47500,
  orginalPrice: 95000,
  SallerName: 'Karim Uddin',
  reportCount: 1,
  ...overrides,
});
