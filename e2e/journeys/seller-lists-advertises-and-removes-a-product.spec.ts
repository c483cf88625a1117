import type { Page } from '@playwright/test';
import { DEMO, signIn } from '../support/accounts';
import { cameraPhoto, myProductRow } from '../support/seller';
import { expect, expectNoSeriousAccessibilityProblems, test } from '../support/test';

const PRODUCT = {
  name: 'Fujifilm X-T20 with 15-45 mm lens',
  category: 'Cameras',
  yearsUsed: '2 years',
  originalPrice: '68000',
  resalePrice: '39500',
  phone: '01819 456723',
  location: 'Mirpur 10, Dhaka',
};

const advertisedSection = (page: Page) => page.getByRole('region', { name: 'Advertised products' });

/** The product's card on the category page, once the page has its products. */
async function openCategory(page: Page) {
  await page.goto(`/producs/${PRODUCT.category}`);
  await expect(page.getByRole('heading', { name: PRODUCT.category, level: 1 })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  return page.getByRole('article', { name: PRODUCT.name });
}

async function openHome(page: Page) {
  await page.goto('/');
  await expect(advertisedSection(page).getByRole('article').first()).toBeVisible();
  return advertisedSection(page).getByRole('article', { name: PRODUCT.name });
}

test('a seller lists a product with a photo, advertises it, then removes it', async ({
  page,
  journey,
}) => {
  // A photo processed on upload and screenshots at three widths: 44 s on a two-core machine
  // running the API suites beside it, past the minute on a slower one in CI.
  test.slow();
  await signIn(page, DEMO.seller);
  await page.goto('/dashbord');
  await page
    .getByRole('navigation', { name: 'Dashboard menu' })
    .getByRole('link', { name: 'Add Product' })
    .click();
  const form = page.getByRole('form', { name: 'New product' });
  await expect(form.getByLabel('Category')).toContainText(PRODUCT.category);
  await expectNoSeriousAccessibilityProblems(page);
  await journey.capture('add-product-empty');

  // Nothing is sent until every field is right, and each says what is wrong beside it.
  await form.getByRole('button', { name: 'Add Product' }).click();
  await expect(form.getByLabel('Product name')).toBeFocused();
  await expect(form.getByText('Product name is required')).toBeVisible();
  await expect(form.getByText('Photo is required')).toBeVisible();
  await form.getByLabel('Resale price').fill('-1');
  await form.getByRole('button', { name: 'Add Product' }).click();
  await expect(form.getByText('Resale price must not be negative')).toBeVisible();
  await expectNoSeriousAccessibilityProblems(page);
  await journey.capture('add-product-errors');

  await form.getByLabel('Product name').fill(PRODUCT.name);
  await form.getByLabel('Category').selectOption(PRODUCT.category);
  await form.getByLabel('Years used').fill(PRODUCT.yearsUsed);
  await form.getByLabel('Original price').fill(PRODUCT.originalPrice);
  await form.getByLabel('Resale price').fill(PRODUCT.resalePrice);
  await form.getByLabel('Phone', { exact: true }).fill(PRODUCT.phone);
  await form.getByLabel('Location').fill(PRODUCT.location);
  await form.getByLabel('Photo').setInputFiles(await cameraPhoto());
  await expect(form.getByRole('img', { name: 'Preview of camera.jpg' })).toBeVisible();
  // Changing a field takes its message away.
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
  await journey.capture('add-product-preview');

  await form.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('Product Added successfully')).toBeVisible();
  await expect(page).toHaveURL('/dashbord/myproduct');
  const row = myProductRow(page, PRODUCT.name);
  await expect(row).toContainText('Tk 39,500');
  await expect(row).toContainText('Tk 68,000');
  await expect(row).toContainText(PRODUCT.location);
  // The photo went through the image service and comes back from it.
  // Decorative (the name is beside it), so not an image to assistive technology.
  const thumbnail = row.locator('img');
  await expect(thumbnail).toHaveAttribute('src', /^\/api\/images\/[0-9a-f]{64}\.webp$/);
  await expect
    .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await expectNoSeriousAccessibilityProblems(page);
  await journey.capture('my-products');

  // Listed in its category, under the seller's verified name.
  const card = await openCategory(page);
  await expect(card).toContainText(DEMO.seller.name);
  await expect(card.getByText('verified', { exact: true })).toBeVisible();

  await page.goto('/dashbord/myproduct');
  await row.getByRole('button', { name: `Advertise ${PRODUCT.name}` }).click();
  const advertisePrompt = page.getByRole('dialog', { name: 'Are you sure you want to advise?' });
  await advertisePrompt.getByRole('button', { name: 'Advertise' }).click();
  await expect(page.getByText('advataize success')).toBeVisible();
  const advertised = row.getByRole('button', {
    name: `success (${PRODUCT.name} is advertised)`,
  });
  await expect(advertised).toBeVisible();
  await expect(advertised).toBeFocused();
  await journey.capture('my-products-advertised');
  // Advertised stays advertised: the server keeps it.
  await page.reload();
  await expect(advertised).toBeVisible();

  await expect(await openHome(page)).toBeVisible();

  await page.goto('/dashbord/myproduct');
  await row.getByRole('button', { name: `Delete ${PRODUCT.name}` }).click();
  const deletePrompt = page.getByRole('dialog', { name: 'Are you sure you want to delete' });
  await deletePrompt.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted successfully')).toBeVisible();
  await expect(row).toHaveCount(0);

  await expect(await openHome(page)).toHaveCount(0);
  await expect(await openCategory(page)).toHaveCount(0);
});
