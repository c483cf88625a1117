import { DEMO, signIn } from '../support/accounts';
import { listWithPhotos } from '../support/listings';
import { cameraPhoto } from '../support/seller';
import { expect, expectNoSeriousAccessibilityProblems, test } from '../support/test';

// A seller of its own: blocking a demo seller would empty other journeys' pages.
const SELLER = {
  name: 'Okapi Outlet',
  email: 'okapi.outlet@marketplace.test',
  password: 'okapi-sells-things',
};
const WORD = 'Okapi';
const LISTING = `${WORD} rattan armchair`;

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("a buyer blocks a seller from their profile: the seller's items vanish from the buyer's search and category pages until unblocked in Settings", async ({
  page,
  playwright,
  baseURL,
  journey,
}) => {
  const seller = await playwright.request.newContext({ baseURL });
  const picture = await seller.post('/api/images', { multipart: { image: await cameraPhoto() } });
  const { data: photo } = (await picture.json()) as { data: { url: string } };
  const registered = await seller.post('/api/auth/register', {
    data: { ...SELLER, image: photo.url, role: 'seller' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await listWithPhotos(seller, {
    name: LISTING,
    category: 'Furniture',
    resellPrice: 4500,
    colours: ['#b45309'],
  });
  await seller.dispose();

  await signIn(page, DEMO.buyer);
  await page.goto(`/search?q=${WORD}`);
  const results = page.getByRole('list', { name: /Results for/ });
  await expect(results.getByRole('article', { name: LISTING })).toBeVisible();

  // From the listing to the seller's profile, and its "More" menu.
  await page.goto('/producs/Furniture');
  await expect(page.getByRole('article', { name: LISTING })).toBeVisible();
  await page.goto(`/search?q=${WORD}`);
  await results.getByRole('article', { name: LISTING }).getByRole('link').first().click();
  await page.getByRole('link', { name: SELLER.name }).click();
  await expect(page.getByRole('heading', { name: SELLER.name })).toBeVisible();
  await page.getByRole('button', { name: `More actions for ${SELLER.name}` }).click();
  await journey.capture('profile-more-menu');
  await page.getByRole('button', { name: `Block ${SELLER.name}` }).click();
  const prompt = page.getByRole('dialog', { name: new RegExp(`Block ${SELLER.name}\\?`) });
  await expect(prompt).toContainText('is not told');
  await expectNoSeriousAccessibilityProblems(page);
  await journey.capture('block-prompt');
  await prompt.getByRole('button', { name: 'Block' }).click();
  await expect(page.getByText(`${SELLER.name} is blocked`)).toBeVisible();

  // Their items are gone from the buyer's search; the search itself still works.
  await page.goto(`/search?q=${WORD}`);
  await expect(
    page.getByText('No listings match. Try fewer words or clear the filters.'),
  ).toBeVisible();
  await journey.capture('search-after-block');
  // And from the category's page, newest first, where it stood at the top.
  await page.goto('/producs/Furniture');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Furniture');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('article', { name: LISTING })).toHaveCount(0);

  // Settings lists the block; Unblock brings the items back.
  await page.goto('/dashbord/settings');
  const blocked = page.getByRole('list', { name: 'Blocked people' });
  await expect(blocked.getByRole('listitem')).toContainText(SELLER.name);
  await expectNoSeriousAccessibilityProblems(page);
  await journey.capture('settings-blocked-people');
  await blocked.getByRole('button', { name: `Unblock ${SELLER.name}` }).click();
  await page
    .getByRole('dialog', { name: new RegExp(`Unblock ${SELLER.name}\\?`) })
    .getByRole('button', { name: 'Unblock' })
    .click();
  await expect(page.getByText(`${SELLER.name} is unblocked`)).toBeVisible();
  await expect(page.getByText('You have not blocked anyone.')).toBeVisible();

  await page.goto(`/search?q=${WORD}`);
  await expect(
    page.getByRole('list', { name: /Results for/ }).getByRole('article', { name: LISTING }),
  ).toBeVisible();
});
