import type { TestApiServer } from '@marketplace/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import {
  BUYER,
  aProduct,
  renderInStorefront,
  startStorefrontTest,
} from '../../testing/storefront-test-app';
import { ProductCard } from './ProductCard';

let api: TestApiServer;
beforeEach(async () => {
  api = await startStorefrontTest();
});
afterEach(() => api.close());

/** A fact of the card's description list, by its label: "Location" → "Mirpur 10, Dhaka". */
function fact(card: HTMLElement, label: string) {
  const term = within(card).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

describe('the product card', () => {
  it('shows everything SPEC.md lists: picture, name, prices, seller, phone, date, years, place', () => {
    renderInStorefront(<ProductCard product={aProduct()} />);
    const card = screen.getByRole('article', { name: 'Lenovo ThinkPad T480' });

    expect(within(card).getByRole('img', { name: 'Lenovo ThinkPad T480' })).toHaveAttribute(
      'src',
      '/api/images/thinkpad.webp',
    );
    expect(within(card).getByRole('link', { name: 'Lenovo ThinkPad T480' })).toHaveAttribute(
      'href',
      '/producs/12',
    );
    expect(card).toHaveTextContent('Resale price Tk 38,000');
    expect(card).toHaveTextContent('65% below new');
    expect(card).toHaveTextContent('Sold by Rafiq Hasan');
    expect(card).toHaveTextContent('Location: Mirpur 10, Dhaka');
    expect(fact(card, 'Years used')).toBe('4 years');
    expect(fact(card, 'Original price')).toBe('Tk 110,000');
    expect(fact(card, 'Posted')).toBe('14 Mar 2025');
    expect(
      within(card).getByRole('button', { name: 'Show phone number of Lenovo ThinkPad T480' }),
    ).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Report Lenovo ThinkPad T480' })).toBeEnabled();
    expect(
      within(card).getByRole('button', { name: 'Buy Now Lenovo ThinkPad T480' }),
    ).toBeEnabled();
  });

  describe('its phone', () => {
    const SELLERS_PHONE = '01819456723';

    it('shows a signed-in visitor the phone once they ask for it, and asks once', async () => {
      api.route('GET', '/products/12/phone', { body: { phone: SELLERS_PHONE } });
      const { user } = renderInStorefront(<ProductCard product={aProduct()} />);
      const card = screen.getByRole('article', { name: 'Lenovo ThinkPad T480' });
      expect(card).not.toHaveTextContent(SELLERS_PHONE);
      expect(api.requests.some(({ path }) => path === '/products/12/phone')).toBe(false);

      await user.click(
        within(card).getByRole('button', { name: 'Show phone number of Lenovo ThinkPad T480' }),
      );
      expect(await within(card).findByRole('link', { name: SELLERS_PHONE })).toHaveAttribute(
        'href',
        `tel:${SELLERS_PHONE}`,
      );
      expect(within(card).queryByRole('button', { name: /Show phone number/ })).toBeNull();
      expect(api.requests.filter(({ path }) => path === '/products/12/phone')).toHaveLength(1);
    });

    it('says when the limit is reached, and when to come back', async () => {
      api.route('GET', '/products/12/phone', {
        status: 429,
        headers: { 'Retry-After': '1800' },
        body: {
          statusCode: 429,
          error: 'Too Many Requests',
          message: 'Too many phone numbers shown, try again later',
        },
      });
      const { user } = renderInStorefront(<ProductCard product={aProduct()} />);
      await user.click(screen.getByRole('button', { name: /Show phone number/ }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Too many phone numbers shown, try again in 30 minutes',
      );
    });

    it('offers no button where the seller does not show it, saying the order will share it', () => {
      renderInStorefront(<ProductCard product={aProduct({ showPhone: false })} />);
      const card = screen.getByRole('article', { name: 'Lenovo ThinkPad T480' });
      expect(fact(card, 'Phone')).toBe('Shared once your order is accepted');
      expect(within(card).queryByRole('button', { name: /Show phone number/ })).toBeNull();
    });

    it("shows the seller their own listing's phone as the API gives it to them", () => {
      renderInStorefront(<ProductCard product={aProduct({ phone: SELLERS_PHONE })} />);
      expect(screen.getByRole('link', { name: SELLERS_PHONE })).toHaveAttribute(
        'href',
        `tel:${SELLERS_PHONE}`,
      );
    });
  });

  it('shows a price cut as "was", the condition, and a heart that keeps the listing', async () => {
    api.route('GET', '/favourites/ids', { body: [] });
    api.route('PUT', '/favourites/12', {
      body: { acknowledged: true, matchedCount: 1, modifiedCount: 1 },
    });
    const { user } = renderInStorefront(
      <ProductCard product={aProduct({ previousPrice: 42000, condition: 'like new' })} />,
    );
    const card = screen.getByRole('article', { name: 'Lenovo ThinkPad T480' });
    expect(card).toHaveTextContent('Tk 38,000was Tk 42,000');
    expect(card).toHaveTextContent('Condition: like new');

    const heart = within(card).getByRole('button', { name: 'Favourite Lenovo ThinkPad T480' });
    await waitFor(() => expect(heart).toBeEnabled());
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    api.route('GET', '/favourites/ids', { body: ['12'] });
    await user.click(heart);
    expect(await screen.findByText('Saved to your favourites')).toBeInTheDocument();
    expect(
      api.requests.some(({ method, path }) => method === 'PUT' && path === '/favourites/12'),
    ).toBe(true);
    await screen.findByRole('button', { name: 'Favourite Lenovo ThinkPad T480', pressed: true });
  });

  it('shows the verified badge only for a verified seller', () => {
    renderInStorefront(
      <>
        <ProductCard product={aProduct({ _id: '1', productName: 'Verified one', verify: true })} />
        <ProductCard
          product={aProduct({ _id: '2', productName: 'Unverified one', verify: false })}
        />
      </>,
    );
    const verified = screen.getByRole('article', { name: 'Verified one' });
    const unverified = screen.getByRole('article', { name: 'Unverified one' });
    expect(within(verified).getByText('verified')).toBeVisible();
    expect(within(unverified).queryByText('verified')).not.toBeInTheDocument();
  });

  it('offers the thumbnail of a picture the API serves, for the small card, and its AVIF copies first', () => {
    const hash = 'c'.repeat(64);
    renderInStorefront(
      <ProductCard product={aProduct({ productImage: `/api/images/${hash}.webp` })} />,
    );
    const picture = screen.getByRole('img', { name: 'Lenovo ThinkPad T480' });
    expect(picture).toHaveAttribute('src', `/api/images/${hash}.thumb.webp`);
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture).toHaveAttribute('width', '400');
    expect(picture).toHaveAttribute('height', '300');
    const avif = picture.parentElement?.querySelector('source[type="image/avif"]');
    expect(avif).toHaveAttribute(
      'srcset',
      expect.stringContaining(`/api/images/${hash}.card.avif 800w`),
    );
    expect(avif).toHaveAttribute('sizes', picture.getAttribute('sizes'));
  });

  it('on the product page, names the product in a heading rather than linking to itself', () => {
    renderInStorefront(<ProductCard product={aProduct()} layout="detail" pictureEager />);
    const card = screen.getByRole('article', { name: 'Lenovo ThinkPad T480' });
    expect(within(card).getByRole('heading', { name: 'Lenovo ThinkPad T480' })).toBeVisible();
    expect(
      within(card).queryByRole('link', { name: 'Lenovo ThinkPad T480' }),
    ).not.toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Lenovo ThinkPad T480' })).toHaveAttribute(
      'loading',
      'eager',
    );
  });

  it('tells a seller their own listing is theirs, offering neither Buy Now nor Report', () => {
    renderInStorefront(<ProductCard product={aProduct({ sellerId: BUYER.id })} />);
    expect(screen.queryByRole('button', { name: /Buy Now/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
    expect(screen.getByText('Your listing')).toBeVisible();
  });

  it.each([
    ['reserved', 'Reserved'],
    ['sold', 'Sold'],
  ] as const)('says %s in place of Buy Now, to every viewer', (status, words) => {
    renderInStorefront(<ProductCard product={aProduct({ status })} />);
    const card = screen.getByRole('article', { name: 'Lenovo ThinkPad T480' });
    expect(within(card).getByText(words, { exact: true })).toBeVisible();
    expect(within(card).queryByRole('button', { name: /Buy Now/ })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /Report/ })).toBeVisible();
  });
});
