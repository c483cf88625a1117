import type { TestApiServer } from '@marketplace/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import {
  aProduct,
  listReply,
  renderStorefront,
  startStorefrontTest,
} from '../../testing/storefront-test-app';

let api: TestApiServer;
beforeEach(async () => {
  api = await startStorefrontTest();
  api.route('GET', '/products/search', listReply([aProduct({ productName: 'Road bicycle' })]));
  api.route('POST', '/saved-searches', { status: 201, body: { insertedId: '7' } });
});
afterEach(() => api.close());

describe('Save this search', () => {
  it('keeps the point and radius of a search near a place, named after the place', async () => {
    const { user } = renderStorefront(
      '/search?q=bicycle&near=23.74%2C90.385&radiusKm=10&placeName=Dhanmondi',
    );
    await screen.findByRole('article', { name: 'Road bicycle' });

    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    const dialog = screen.getByRole('dialog', { name: 'Save this search' });
    expect(within(dialog).getByLabelText(/Name/)).toHaveValue('bicycle near Dhanmondi');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(api.requests.some(({ path }) => path === '/saved-searches')).toBe(true),
    );
    const saved = api.requests.find(({ path }) => path === '/saved-searches')!;
    expect(JSON.parse(saved.body.toString())).toEqual({
      name: 'bicycle near Dhanmondi',
      query: { q: 'bicycle', near: '23.74,90.385', radiusKm: '10' },
    });
  });
});
