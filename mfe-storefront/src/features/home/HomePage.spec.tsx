import type { TestApiServer } from '@marketplace/api-client/testing';
import type { Category } from '@marketplace/contracts';
import { act, screen, within } from '@testing-library/react';
import { scrollNearEverything } from '../../testing/browser-apis';
import {
  aProduct,
  listReply,
  renderStorefront,
  startStorefrontTest,
} from '../../testing/storefront-test-app';

const CATEGORIES: Category[] = [
  { _id: '1', name: 'Mobile Phones', image: '/api/images/phones.webp' },
  { _id: '2', name: 'Laptops', image: '/api/images/laptops.webp' },
];

let api: TestApiServer;
beforeEach(async () => {
  api = await startStorefrontTest({ signedIn: false });
  api.route('GET', '/category', listReply(CATEGORIES));
  api.route(
    'GET',
    '/advrtized',
    listReply([
      aProduct({ _id: '1', productName: 'Samsung Galaxy S21', advrtized: true }),
      aProduct({ _id: '5', productName: 'Lenovo ThinkPad T480', advrtized: true }),
    ]),
  );
});
afterEach(() => api.close());

const section = (name: string) => screen.getByRole('region', { name });

describe('the home page', () => {
  it('is titled, with the banners first', () => {
    renderStorefront('/');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome to the marketplace' }),
    ).toBeVisible();
    expect(screen.getByRole('region', { name: 'Highlights' })).toBeVisible();
  });

  it('shows the advertised products, each with Buy Now', async () => {
    renderStorefront('/');
    expect(await screen.findByRole('article', { name: 'Samsung Galaxy S21' })).toBeVisible();
    const advertised = section('Advertised products');
    expect(within(advertised).getAllByRole('article')).toHaveLength(2);
    expect(within(advertised).getAllByRole('button', { name: /^Buy Now/ })).toHaveLength(2);
  });

  it('leaves the advertised section out when nothing is advertised', async () => {
    api.route('GET', '/advrtized', listReply([]));
    renderStorefront('/');
    await screen.findByRole('link', { name: 'Laptops' });
    expect(screen.queryByRole('region', { name: 'Advertised products' })).not.toBeInTheDocument();
  });

  it('links each category card to its products', async () => {
    renderStorefront('/');
    expect(await screen.findByRole('link', { name: 'Mobile Phones' })).toHaveAttribute(
      'href',
      '/producs/Mobile%20Phones',
    );
    expect(screen.getByRole('link', { name: 'Laptops' })).toHaveAttribute(
      'href',
      '/producs/Laptops',
    );
  });

  it('answers the three questions and invites people to sell', () => {
    renderStorefront('/');
    const answers = section('Questions and answers');
    expect(
      within(answers)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Delivery System', 'Advatize', 'Member badge']);
    const selling = section('Start making money');
    expect(within(selling).getByRole('link', { name: 'Sale Product' })).toHaveAttribute(
      'href',
      '/dashbord/addproduct/',
    );
  });

  it('has the feature strip and the footer line', () => {
    renderStorefront('/');
    const strip = screen.getByRole('list', { name: 'Why shop here' });
    expect(strip).toHaveTextContent('30 Day Return');
    expect(strip).toHaveTextContent('Free Delivery');
    expect(strip).toHaveTextContent('27/4 Support');
    expect(screen.getByText('Providing reliable tech since 1992')).toBeVisible();
  });

  it('loads the testimonials and the promo only when scrolled near', async () => {
    renderStorefront('/');
    expect(
      screen.queryByRole('region', { name: 'What our customers say' }),
    ).not.toBeInTheDocument();

    act(() => scrollNearEverything());

    const testimonials = await screen.findByRole('region', { name: 'What our customers say' });
    expect(within(testimonials).getByRole('button', { name: 'Next testimonial' })).toBeVisible();
    expect(
      within(testimonials).getByRole('button', { name: 'Previous testimonial' }),
    ).toBeVisible();
    const offers = await screen.findByRole('region', { name: 'Seasonal offers' });
    expect(offers).toHaveTextContent('30% discount');
    expect(offers).toHaveTextContent('Up to 50% off');
    // Each offer leads to listings that keep its promise, not back to the home page.
    expect(within(offers).getByRole('link', { name: /Shop the winter offer/ })).toHaveAttribute(
      'href',
      '/producs/Home%20Appliances?discount=30',
    );
    expect(
      within(offers).getByRole('link', { name: /Shop the summer collection/ }),
    ).toHaveAttribute('href', '/producs/Bicycles?discount=50');
  });
});
