import { DEMO, signIn } from '../support/accounts';
import { listWithPhotos } from '../support/listings';
import { apiSessionOf } from '../support/seller';
import { expect, expectNoSeriousAccessibilityProblems, test } from '../support/test';

const WORD = 'Kestrel';
const CHEAP = `${WORD} drone, compact`;
const DEAR = `${WORD} drone with spare batteries`;

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a buyer searches from the navbar, filters and sorts, swipes the photos and keeps the listing', async ({
  page,
  playwright,
  baseURL,
  journey,
}) => {
  const seller = await apiSessionOf(playwright, baseURL!, DEMO.seller);
  await listWithPhotos(seller, {
    name: DEAR,
    category: 'Cameras',
    resellPrice: 24000,
    colours: ['#0f766e', '#b45309'],
  });
  await listWithPhotos(seller, {
    name: CHEAP,
    category: 'Cameras',
    resellPrice: 9000,
    colours: ['#1d4ed8', '#be123c', '#15803d'],
  });
  await seller.dispose();

  await signIn(page, DEMO.buyer);
  // A typo still finds both.
  const search = page.getByRole('search', { name: 'Site' });
  await search.getByRole('searchbox', { name: 'Search listings' }).fill('kestral drone');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?q=kestral\+drone/);
  const results = page.getByRole('list', { name: /Results for/ });
  await expect(results.getByRole('article')).toHaveCount(2);
  await expectNoSeriousAccessibilityProblems(page);
  await journey.capture('search-results');

  // Cheapest first, then at most Tk 10,000: the address keeps both, and Back undoes the filter.
  await page.getByLabel('Sort by').selectOption('price_asc');
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(results.getByRole('article').first()).toHaveAccessibleName(CHEAP);
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const filters = page.getByRole('dialog', { name: 'Filters' });
  await filters.getByLabel('Highest price (Tk)').fill('10000');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(page).toHaveURL(/maxPrice=10000/);
  await expect(results.getByRole('article')).toHaveCount(1);
  await journey.capture('search-filtered');
  await page.goBack();
  await expect(results.getByRole('article')).toHaveCount(2);
  await page.goForward();
  await expect(results.getByRole('article')).toHaveCount(1);

  await results.getByRole('link', { name: CHEAP }).click();
  const gallery = page.getByRole('region', { name: `Photos of ${CHEAP}` });
  await expect(gallery.getByText('Photo 1 of 3')).toBeVisible();
  await expect(
    page.getByText('Barely used. Comes with the original box and charger.'),
  ).toBeVisible();
  await expect(page.getByText('Condition: like new')).toBeVisible();
  // A swipe to the left brings the second photo.
  const box = (await gallery.locator('.swiper').first().boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.8, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.2, y, { steps: 8 });
  await page.mouse.up();
  await expect(gallery.getByText('Photo 2 of 3')).toBeVisible();
  await journey.capture('gallery');

  await page.getByRole('button', { name: `Favourite ${CHEAP}` }).click();
  await expect(page.getByText('Saved to your favourites')).toBeVisible();
  await expect(page.getByRole('button', { name: `Favourite ${CHEAP}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.goto('/dashbord/favourites');
  const kept = page.getByRole('list', { name: 'Your favourites' });
  await expect(kept.getByRole('listitem')).toHaveCount(1);
  await expect(kept).toContainText(CHEAP);
  await expect(kept).toContainText('For sale');
  await expectNoSeriousAccessibilityProblems(page);
  await journey.capture('favourites');
});

test('a visitor finds nothing and is offered to clear the filters', async ({ page, journey }) => {
  await page.goto(`/search?q=${WORD}&maxPrice=1`);
  await expect(
    page.getByText('No listings match. Try fewer words or clear the filters.'),
  ).toBeVisible();
  await journey.capture('search-empty');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(`/search?q=${WORD}`);
});
