import type { Page } from '@playwright/test';
import { DEMO, signIn, signOut } from '../support/accounts';
import { expect, test } from '../support/test';

/**
 * Every page arrives with a Content-Security-Policy (finding 5 of the security review); the shell
 * and each remote must still work under it: Module Federation's scripts and manifests,
 * styled-components' styles, the catalogue's images. Any violation the browser reports fails.
 */
function recordViolations(page: Page): string[] {
  const reported: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|securitypolicyviolation/i.test(message.text())) {
      reported.push(message.text());
    }
  });
  // Also the event itself, in every document the journey opens (the console line can be terse).
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(
        `securitypolicyviolation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`,
      ),
    );
  });
  return reported;
}

test('the shell and all three remotes run under the Content-Security-Policy with no violation', async ({
  page,
  journey,
}) => {
  const violations = recordViolations(page);

  const home = await page.goto('/');
  const policy = home!.headers()['content-security-policy'];
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(home!.headers()['x-content-type-options']).toBe('nosniff');

  // Storefront: the home page with its banner images and advertised cards.
  await expect(
    page.getByRole('heading', { name: 'Welcome to the marketplace', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('group', { name: '1 of 3' }).locator('img')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await journey.capture('storefront-home');

  // Seller remote.
  await signIn(page, DEMO.seller);
  await page.goto('/dashbord/myproduct');
  await expect(page.getByRole('heading', { name: 'My Products', level: 1 })).toBeVisible();
  await page.goto('/dashbord/addproduct');
  await expect(page.getByRole('heading', { name: 'Add Product', level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await journey.capture('seller-add-product');
  await signOut(page, DEMO.seller);

  // Admin remote.
  await signIn(page, DEMO.admin);
  await page.goto('/dashbord/alluser');
  await expect(page.getByRole('table')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await journey.capture('admin-all-users');

  expect(violations).toEqual([]);
});
