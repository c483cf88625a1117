import { DEMO, signIn } from '../support/accounts';
import { apiSessionOf } from '../support/seller';
import { expect, expectNoSeriousAccessibilityProblems, test } from '../support/test';

// A demo listing no other journey orders, listed in Mirpur 1, where demo spots are.
const FRIDGE = { name: 'Walton 252 L refrigerator', category: 'Home Appliances' };

test('a buyer picks a suggested safe meeting spot, and its note shows to both sides', async ({
  page,
  playwright,
  baseURL,
  journey,
}) => {
  // Two accounts and an order: on a machine shared with other builds it can pass a minute.
  test.slow();
  await signIn(page, DEMO.buyer);
  await page.goto(`/producs/${FRIDGE.category}`);
  await page
    .getByRole('article', { name: FRIDGE.name })
    .getByRole('button', { name: `Buy Now ${FRIDGE.name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: FRIDGE.name });
  await dialog.getByLabel('Phone').fill('01711222333');
  const field = dialog.getByRole('combobox', { name: 'Meeting location' });
  await field.click();
  const suggestions = page.getByRole('group', { name: 'Safe meeting spots' });
  // Before typing: the spots of the listing's own area first.
  await expect(suggestions.getByRole('option').first()).toContainText('Mirpur');
  await field.fill('police');
  await expect(
    suggestions.getByRole('option', { name: /Mirpur Model Police Station/ }),
  ).toBeVisible();
  await expect(suggestions.getByRole('option').first()).toContainText(
    'Mirpur Model Police Station',
  );
  await expectNoSeriousAccessibilityProblems(page);
  await journey.capture('meeting-spot-suggestions');

  await field.press('ArrowDown');
  await field.press('Enter');
  await expect(field).toHaveValue('Mirpur Model Police Station, Road 1, Section 2, Mirpur, Dhaka');
  await expect(dialog).toContainText(
    'Safe meeting spot: Police station lobby, CCTV; open around the clock',
  );
  await dialog.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Order Success')).toBeVisible();

  await page.goto('/dashbord/myorders');
  await expect(
    page.getByText('Safe spot: Police station lobby, CCTV; open around the clock'),
  ).toBeVisible();

  // The seller sees the note too.
  const seller = await apiSessionOf(playwright, baseURL!, DEMO.seller);
  const received = (await (
    await seller.get(`/api/orders/received?email=${encodeURIComponent(DEMO.seller.email)}`)
  ).json()) as Array<{ product: string; meetingSpotNote: string | null }>;
  expect(received.find(({ product }) => product === FRIDGE.name)?.meetingSpotNote).toBe(
    'Police station lobby, CCTV; open around the clock',
  );
  await seller.dispose();
});
