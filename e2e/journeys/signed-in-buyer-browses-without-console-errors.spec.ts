import { type Page } from '@playwright/test';
import { DEMO, signIn } from '../support/accounts';
import { type ShellDevServer, startShellDevServer } from '../support/shell-dev-server';
import { expect, test, testOnOwnMarketplaceWith } from '../support/test';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const LAPTOP = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false };

/** A buyer's round: the listings, a search, and the dashboard pages a buyer has. */
const BUYER_PAGES = [
  '/',
  '/producs/Laptops',
  '/search?q=laptop',
  '/dashbord/favourites',
  '/dashbord/messages',
  '/dashbord/myorders',
];

/**
 * Every console error and every request that failed while the page was watched. A request the
 * browser cancels because the page moved on (the live event stream, a card's photo) is no failure.
 */
function watchForErrors(page: Page) {
  const errors: string[] = [];
  const routeManifests = { asked: 0, answered: 0 };
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()} (${page.url()})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    if (reason !== 'net::ERR_ABORTED') errors.push(`${reason} ${request.url()}`);
  });
  // The shell reads every remote's routes.json in the background: a page is done when they are.
  page.on('request', (request) => {
    if (request.url().endsWith('/routes.json')) routeManifests.asked += 1;
  });
  const settled = (request: { url(): string }) => {
    if (request.url().endsWith('/routes.json')) routeManifests.answered += 1;
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  return { errors, routeManifests };
}

/**
 * A visitor's first load of each public kind of page, with no cookie at all. A listing's page is
 * for signed-in members: the visitor is sent to sign in, which must not log an error either.
 */
async function firstLoadsAsVisitor(page: Page) {
  const products = (await (
    await page.request.get('/api/products?category=Laptops')
  ).json()) as Array<{ _id: string }>;
  const { errors, routeManifests } = watchForErrors(page);
  for (const path of ['/', '/producs/Laptops', `/producs/${products[0]!._id}`]) {
    await page.context().clearCookies();
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect.poll(() => routeManifests.answered).toBe(routeManifests.asked);
    // The session check has been answered: the page knows nobody is signed in.
    await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  }
  expect(errors).toEqual([]);
}

async function browseAsBuyer(page: Page) {
  await signIn(page, DEMO.buyer);
  // Watched from here: the buyer's round, signed in.
  const { errors, routeManifests } = watchForErrors(page);
  for (const path of BUYER_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect.poll(() => routeManifests.answered).toBe(routeManifests.asked);
  }
  expect(errors).toEqual([]);
}

for (const [device, options] of [
  ['phone', PHONE],
  ['laptop', LAPTOP],
] as const) {
  test.describe(`on a ${device}`, () => {
    test.use(options);

    test("an anonymous visitor's first load of home, a category and a listing logs no console error", async ({
      page,
    }) => {
      await firstLoadsAsVisitor(page);
    });

    test('a signed-in buyer browses the production build without a console error or a failed request', async ({
      page,
    }) => {
      await browseAsBuyer(page);
    });
  });
}

// The shell alone on its dev server against a running API, as shell/README.md says to work on
// it: the API's runtime config names the remotes it publishes by path (no PUBLIC_URL, as under
// `npm start`), which the page resolves against the dev server.
const devTest = testOnOwnMarketplaceWith({ NODE_ENV: 'development', PUBLIC_URL: '' }).extend<
  object,
  { shellDevServer: ShellDevServer }
>({
  shellDevServer: [
    async ({ marketplace }, use) => {
      const server = await startShellDevServer(marketplace.url);
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 150_000 },
  ],
  baseURL: async ({ shellDevServer }, use) => use(shellDevServer.url),
});

for (const [device, options] of [
  ['phone', PHONE],
  ['laptop', LAPTOP],
] as const) {
  devTest.describe(`on a ${device}`, () => {
    devTest.use(options);

    devTest(
      "a signed-in buyer browses the shell's dev server without a console error or a failed request",
      async ({ page }) => {
        await browseAsBuyer(page);
      },
    );
  });
}
