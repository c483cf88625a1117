import { type Browser, type Page, expect } from '@playwright/test';
import { type Account, DEMO } from '../support/accounts';
import { expectNoSeriousAccessibilityProblems, testOnOwnMarketplace } from '../support/test';

// A server of its own: the walk places an order so the order tables have rows.
const test = testOnOwnMarketplace;

/**
 * SPEC.md section 2's addresses, by who can open them. A page added to a remote's route manifest
 * belongs here too.
 */
const PAGES: Record<'visitor' | 'buyer' | 'seller' | 'administrator', readonly string[]> = {
  visitor: [
    '/',
    '/blog',
    '/blog/meeting-safely',
    '/login',
    '/register',
    '/forgot-password',
    '/producs/Laptops',
    '/producs/Laptops?sort=price_asc',
    '/search?q=phone',
    // The demo seller's public profile: the second demo account seeded into the empty database.
    '/sellers/2',
    '/no-such-page',
  ],
  buyer: [
    '/myorders',
    '/producs/1',
    '/dashbord',
    '/dashbord/myorders',
    '/dashbord/favourites',
    '/dashbord/settings',
    '/dashbord/messages',
    // The conversation the walk starts below (the first on its own database).
    '/dashbord/messages/1',
  ],
  seller: [
    '/dashbord/myproduct',
    '/dashbord/addproduct',
    '/dashbord/receivedorders',
    '/dashbord/messages/1',
    // The demo buyer's profile, open to the demo seller while the order placed below is open.
    '/dashbord/buyers/1',
  ],
  administrator: [
    '/dashbord/alluser',
    '/dashbord/allseller',
    '/dashbord/allproduct',
    '/dashbord/report',
    '/dashbord/meetingspots',
    '/dashbord/auditlog',
  ],
};

const ACCOUNTS = {
  visitor: null,
  buyer: DEMO.buyer,
  seller: DEMO.seller,
  administrator: DEMO.admin,
};

const SCREENS = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'laptop', viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
] as const;

async function signedIn(
  browser: Browser,
  baseURL: string,
  screen: (typeof SCREENS)[number],
  account: Account | null,
) {
  const { name: _name, ...options } = screen;
  const context = await browser.newContext({ ...options, baseURL });
  if (account) {
    const response = await context.request.post('/api/auth/login', {
      data: { email: account.email, password: account.password },
    });
    expect(response.ok()).toBe(true);
  }
  return context;
}

/** Wider than the window anywhere: the visitor could swipe the page sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { documentWidth, windowWidth } = await page.evaluate(() => ({
    documentWidth: document.documentElement.scrollWidth,
    windowWidth: document.documentElement.clientWidth,
  }));
  expect(documentWidth, `the document's width on ${page.url()}`).toBeLessThanOrEqual(windowWidth);
}

test.beforeAll(async ({ browser, marketplace }) => {
  // The buyer orders one of the demo seller's products, so My Orders and Orders Received have
  // data, and asks about it, so the inbox has a conversation.
  const seller = await signedIn(browser, marketplace.url, SCREENS[1], DEMO.seller);
  const products = await (
    await seller.request.get(`/api/myproducts?email=${encodeURIComponent(DEMO.seller.email)}`)
  ).json();
  await seller.close();
  const buyer = await signedIn(browser, marketplace.url, SCREENS[1], DEMO.buyer);
  const order = await buyer.request.post('/api/buyproduct', {
    data: {
      productId: products[0]._id,
      phone: '01712345678',
      meetingLocation: 'Dhanmondi Lake gate 2',
    },
  });
  expect(order.status()).toBe(201);
  const conversation = await buyer.request.post('/api/conversations', {
    data: { productId: products[0]._id },
  });
  expect(conversation.status()).toBe(201);
  const message = await buyer.request.post(
    `/api/conversations/${(await conversation.json())._id}/messages`,
    { data: { text: 'Hello! Can we meet at the lake gate at 6 pm? I will bring cash.' } },
  );
  expect(message.status()).toBe(201);
  await buyer.close();
});

for (const screen of SCREENS) {
  for (const [role, paths] of Object.entries(PAGES) as [keyof typeof PAGES, readonly string[]][]) {
    test(`on a ${screen.name}, every page ${role === 'administrator' ? 'an' : 'a'} ${role} opens fits the width and has no serious accessibility problem`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const context = await signedIn(browser, baseURL!, screen, ACCOUNTS[role]);
      const page = await context.newPage();
      for (const path of paths) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expectNoSidewaysScroll(page);
        await expectNoSeriousAccessibilityProblems(page);
      }
      await context.close();
    });
  }
}
