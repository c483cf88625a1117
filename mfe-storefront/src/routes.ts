import type { RemoteRouteManifest } from '@marketplace/contracts';
import { BANNER_SIZES } from './features/home/banner-sizes';
import {
  DISCOUNT_PARAM,
  ORDER_PARAM,
  PAGE_PARAM,
  SEARCH_PARAMS,
} from './shared/address-parameters';

/**
 * The storefront's pages, exposed to the shell as `storefront/routes`. Adding a page is one entry
 * here plus its module in module-federation.config.ts; no shell release is needed.
 */
const routes: RemoteRouteManifest = {
  routes: [
    {
      layout: 'public',
      path: '',
      module: './HomePage',
      access: 'anyone',
      query: [ORDER_PARAM],
      // The first banner's picture, as BannerSlide shows it: the page's largest paint.
      preloadImage: {
        src: './src/assets/pictures/banner-second-home-480.webp',
        srcSet: [
          { src: './src/assets/pictures/banner-second-home-480.webp', width: 480 },
          { src: './src/assets/pictures/banner-second-home-960.webp', width: 960 },
        ],
        sizes: BANNER_SIZES,
      },
    },
    { layout: 'public', path: 'blog', module: './BlogPage', access: 'anyone', query: [] },
    {
      layout: 'public',
      path: 'blog/:postId',
      module: './BlogPostPage',
      access: 'anyone',
      query: [],
    },
    {
      layout: 'public',
      path: 'search',
      module: './SearchPage',
      access: 'anyone',
      query: [...SEARCH_PARAMS, ORDER_PARAM],
    },
    {
      layout: 'public',
      path: 'sellers/:sellerId',
      module: './SellerProfilePage',
      access: 'anyone',
      when: { sellerId: '^[1-9]\\d*$' },
      query: [PAGE_PARAM, ORDER_PARAM],
    },
    // SPEC.md reads /producs/<segment> two ways: digits are a product id, anything else a category.
    {
      layout: 'public',
      path: 'producs/:segment',
      module: './ProductDetailPage',
      access: 'signed-in',
      when: { segment: '^[1-9]\\d*$' },
    },
    {
      layout: 'public',
      path: 'producs/:segment',
      module: './CategoryProductsPage',
      access: 'anyone',
      query: [PAGE_PARAM, DISCOUNT_PARAM, ...SEARCH_PARAMS, ORDER_PARAM],
    },
    { layout: 'public', path: 'myorders', module: './MyOrdersPage', access: 'signed-in' },
    {
      layout: 'dashboard',
      path: 'myorders',
      module: './MyOrdersPage',
      access: 'signed-in',
      menuLabel: 'My Orders',
    },
    {
      layout: 'dashboard',
      path: 'messages',
      module: './MessagesPage',
      access: 'signed-in',
      menuLabel: 'Messages',
      menuCount: 'unread-messages',
    },
    {
      layout: 'dashboard',
      path: 'messages/:conversationId',
      module: './MessagesPage',
      access: 'signed-in',
    },
    {
      layout: 'dashboard',
      path: 'favourites',
      module: './FavouritesPage',
      access: 'signed-in',
      menuLabel: 'Favourites',
    },
    {
      layout: 'dashboard',
      path: 'saved-searches',
      module: './SavedSearchesPage',
      access: 'signed-in',
      menuLabel: 'Saved searches',
    },
    {
      layout: 'dashboard',
      path: 'settings',
      module: './SettingsPage',
      access: 'signed-in',
      menuLabel: 'Settings',
    },
  ],
};

export default routes;
