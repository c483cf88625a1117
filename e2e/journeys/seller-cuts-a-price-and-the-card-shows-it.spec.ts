import { DEMO, signIn } from '../support/accounts';
import { listWithPhotos } from '../support/listings';
import { apiSessionOf, myProductRow } from '../support/seller';
import { expect, expectNoSeriousAccessibilityProblems, test } from '../support/test';

const NAME = 'Brompton folding bicycle, 6 speed';

test('a seller edits a listing from My Product and the card shows the price drop', async ({
  page,
  playwright,
  baseURL,
  journey,
}) => {
  const api = await apiSessionOf(playwright, baseURL!, DEMO.seller);
  await listWithPhotos(api, {
    name: NAME,
    category: 'Bicycles',
    resellPrice: 1200,
    colours: ['#334155', '#f59e0b'],
  });
  await api.dispose();

  await signIn(page, DEMO.seller);
  await page.goto('/dashbord/myproduct');
  await myProductRow(page, NAME)
    .getByRole('button', { name: `Edit ${NAME}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Edit ${NAME}` });
  const form = dialog.getByRole('form', { name: `Edit ${NAME}` });
  await expect(form.getByLabel('Resale price')).toHaveValue('1200');
  await expect(form.getByRole('list', { name: 'Chosen photos' }).getByRole('listitem')).toHaveCount(
    2,
  );
  await expectNoSeriousAccessibilityProblems(page);
  await journey.capture('edit-form');

  await form.getByLabel('Resale price').fill('950');
  // The second photo becomes the cover.
  await form.getByRole('button', { name: 'Move photo 2 earlier' }).click();
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Listing updated')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(myProductRow(page, NAME)).toContainText('Tk 950');

  await page.goto('/producs/Bicycles');
  const card = page.getByRole('article', { name: NAME });
  await expect(card).toContainText('Tk 950');
  await expect(card).toContainText('was Tk 1,200');
  await journey.capture('card-with-price-drop');
});
