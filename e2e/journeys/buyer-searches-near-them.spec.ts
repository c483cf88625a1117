import { expect, expectNoSeriousAccessibilityProblems, test } from '../support/test';

/** Dhanmondi, Dhaka: the demo listings (Dhanmondi, Mirpur, Uttara, Gulshan…) are a few km off. */
const DHANMONDI = { latitude: 23.74, longitude: 90.385 };

test.use({ geolocation: DHANMONDI, permissions: ['geolocation'] });

test('a buyer searches near them, then near a place picked from the type-ahead, and sees how far each listing is', async ({
  page,
  journey,
}) => {
  // Two searches, three pairs of full-page photographs and two accessibility scans.
  test.slow();
  await page.goto('/search');
  const filters = page.getByRole('search', { name: 'Filters' });
  const results = page.getByRole('list', { name: /^All listings near/ });

  // "Near me": the browser's location (granted), nearest first, each card saying how far.
  await filters.getByRole('button', { name: 'Near me' }).click();
  await expect(page).toHaveURL(/near=23\.740%2C90\.385/);
  await expect(page).toHaveURL(/sort=distance/);
  await expect(page.getByLabel('Sort by')).toHaveValue('distance');
  await expect(page.getByRole('heading', { name: 'All listings near you' })).toBeVisible();
  const first = results.getByRole('article').first();
  await expect(first).toContainText(/(under 1|\d+) km away/);
  await expect(results.getByText(/km away/).first()).toBeVisible();
  await expectNoSeriousAccessibilityProblems(page);
  await journey.capture('near-me');

  // A place by keyboard from the type-ahead, within 5 km; the sort stays.
  const near = filters.getByRole('combobox', { name: 'Near' });
  await near.fill('mirpur');
  const suggestions = page.getByRole('listbox', { name: 'Places' });
  await expect(suggestions.getByRole('option', { name: /Mirpur Model Thana/ })).toBeVisible();
  await journey.capture('place-type-ahead');
  await near.press('ArrowDown');
  await expect(near).toHaveAttribute('aria-activedescendant', /option-0/);
  await near.press('Enter');
  await expect(near).toHaveValue('Mirpur Model Thana');
  await filters.getByLabel('Within').selectOption('5');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/placeName=Mirpur\+Model\+Thana/);
  await expect(page).toHaveURL(/radiusKm=5/);
  await expect(
    page.getByRole('heading', { name: 'All listings near Mirpur Model Thana' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/sort=distance/);
  await expect(results.getByRole('article').first()).toContainText(/km away/);
  await expect(filters.getByRole('combobox', { name: 'Near' })).toHaveValue('Mirpur Model Thana');
  await expectNoSeriousAccessibilityProblems(page);
  await journey.capture('near-a-place');
});

test('a buyer who does not share their location is told so and can pick a place', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, permissions: [] });
  const page = await context.newPage();
  await page.goto('/search');
  const filters = page.getByRole('search', { name: 'Filters' });
  await filters.getByRole('button', { name: 'Near me' }).click();
  await expect(filters.getByRole('alert')).toHaveText(/did not share your location/);
  await expect(page).not.toHaveURL(/near=/);
  await context.close();
});
