import type { TestApiServer } from '@marketplace/api-client/testing';
import { screen, within } from '@testing-library/react';
import {
  aProduct,
  renderInStorefront,
  startStorefrontTest,
} from '../../testing/storefront-test-app';
import { AdvertisedCard } from './AdvertisedCard';

let api: TestApiServer;
beforeEach(async () => {
  api = await startStorefrontTest();
});
afterEach(() => api.close());

describe('the advertised card', () => {
  it('shows price, new price, seller, location, used and phone, with Buy Now', () => {
    renderInStorefront(<AdvertisedCard product={aProduct({ advrtized: true })} />);
    const card = screen.getByRole('article', { name: 'Lenovo ThinkPad T480' });

    expect(within(card).getByText('Advertised')).toBeVisible();
    expect(card).toHaveTextContent('Resale price Tk 38,000');
    expect(card).toHaveTextContent('New priceTk 110,000');
    expect(card).toHaveTextContent('Sold by Rafiq Hasan');
    expect(within(card).getByText('verified')).toBeVisible();
    expect(card).toHaveTextContent('Location: Mirpur 10, Dhaka');
    expect(card).toHaveTextContent('Used4 years');
    expect(card).toHaveTextContent('PhoneShow phone number');
    expect(
      within(card).getByRole('button', { name: 'Buy Now Lenovo ThinkPad T480' }),
    ).toBeEnabled();
    // SPEC.md's advertised card has no Report button; the product card has.
    expect(within(card).queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
  });
});
