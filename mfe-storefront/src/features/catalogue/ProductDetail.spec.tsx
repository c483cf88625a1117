import type { TestApiServer } from '@marketplace/api-client/testing';
import { screen, within } from '@testing-library/react';
import { aProduct, renderStorefront, startStorefrontTest } from '../../testing/storefront-test-app';

let api: TestApiServer;
beforeEach(async () => {
  api = await startStorefrontTest();
});
afterEach(() => api.close());

describe('the product detail', () => {
  it('shows the whole product from GET /producs/:id, with Report and Buy Now', async () => {
    api.route('GET', '/producs/12', { body: aProduct() });
    renderStorefront('/producs/12');

    const card = await screen.findByRole('article', { name: 'Lenovo ThinkPad T480' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Product details');
    expect(card).toHaveTextContent('Resale price Tk 38,000');
    expect(card).toHaveTextContent('Original priceTk 110,000');
    expect(within(card).getByRole('button', { name: /^Report/ })).toBeEnabled();
    expect(within(card).getByRole('button', { name: /^Buy Now/ })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'More in Laptops' })).toHaveAttribute(
      'href',
      '/producs/Laptops',
    );
  });

  it("warns the buyer when the listing matched a scam pattern, above the seller's words", async () => {
    api.route('GET', '/producs/12', {
      body: {
        ...aProduct(),
        productImages: ['/api/images/thinkpad.webp'],
        description: 'Booking by bKash advance only',
        scamWarning: 'Never pay before you meet and see the item.',
      },
    });
    renderStorefront('/producs/12');
    const card = await screen.findByRole('article', { name: 'Lenovo ThinkPad T480' });
    expect(within(card).getByRole('note')).toHaveTextContent(
      'Be careful: Never pay before you meet and see the item.',
    );
  });

  it('says when the product is no longer listed', async () => {
    api.route('GET', '/producs/12', {
      status: 404,
      body: { statusCode: 404, error: 'Not Found', message: 'Product not found' },
    });
    renderStorefront('/producs/12');
    expect(await screen.findByText('This product is no longer listed.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  });
});
