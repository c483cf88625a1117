import { DEMO, signIn } from '../support/accounts';
import { expect, test } from '../support/test';

/*
 * Issue 48, items 7 and 8: screens that say what an action does before it is taken. Before stop
 * 54, All Users offered Suspend and Delete on an administrator and named no roles, and the
 * Advertise prompt said only SPEC.md's question; the phone's dashboard menu button keeps its name.
 */

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the phone's menu button is named, and the Advertise prompt says what advertising does", async ({
    page,
  }) => {
    await signIn(page, DEMO.seller);
    await page.goto('/dashbord');
    const menuButton = page.getByRole('button', { name: 'Dashboard menu' });
    await expect(menuButton).toBeVisible();
    await menuButton.tap();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await page
      .getByRole('navigation', { name: 'Dashboard menu' })
      .getByRole('link', { name: 'My Product' })
      .tap();

    const advertise = page.getByRole('button', { name: /^Advertise / }).first();
    await advertise.tap();
    // SPEC.md's question stays as written; what advertising does is said under it.
    const prompt = page.getByRole('dialog', { name: 'Are you sure you want to advise?' });
    await expect(prompt).toContainText('shows this listing on the home page');
    await expect(prompt).toContainText('Each listing is advertised once.');
    await prompt.getByRole('button', { name: 'Cancel' }).tap();
    await expect(prompt).toBeHidden();
  });
});

test('All Users names each role and offers no Suspend or Delete on an administrator', async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  await page.goto('/dashbord/alluser');
  await expect(page.getByRole('heading', { name: /^All Users \(\d+\)$/, level: 1 })).toBeVisible();
  const row = (name: string) =>
    page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
  await expect(row(DEMO.admin.name)).toContainText('Administrator');
  await expect(row(DEMO.seller.name)).toContainText('Seller');
  await expect(row(DEMO.buyer.name)).toContainText('Buyer');
  await expect(row(DEMO.admin.name).getByRole('button', { name: /^(Suspend|Delete)/ })).toHaveCount(
    0,
  );
  await expect(
    row(DEMO.buyer.name).getByRole('button', { name: `Suspend ${DEMO.buyer.name}` }),
  ).toBeVisible();
});
