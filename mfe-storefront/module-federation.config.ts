import type { AppBuildOptions } from '@marketplace/build-config';
import routes from './src/routes.ts';

/**
 * The storefront remote; its name and dev port are its entry in libs/contracts/src/remotes.json.
 * `./routes` is its route manifest (src/routes.ts), which the shell reads to route, guard and
 * list its pages; every other module is a page component (default export) that the manifest
 * names, so renaming one is a change to the manifest only.
 */
export default {
  isHost: false,
  routes,
  exposes: {
    './routes': './src/routes.ts',
    './HomePage': './src/pages/HomePage.tsx',
    './BlogPage': './src/pages/BlogPage.tsx',
    './BlogPostPage': './src/pages/BlogPostPage.tsx',
    './CategoryProductsPage': './src/pages/CategoryProductsPage.tsx',
    './ProductDetailPage': './src/pages/ProductDetailPage.tsx',
    './MyOrdersPage': './src/pages/MyOrdersPage.tsx',
    './SearchPage': './src/pages/SearchPage.tsx',
    './FavouritesPage': './src/pages/FavouritesPage.tsx',
    './SavedSearchesPage': './src/pages/SavedSearchesPage.tsx',
    './SettingsPage': './src/pages/SettingsPage.tsx',
    './SellerProfilePage': './src/pages/SellerProfilePage.tsx',
    './MessagesPage': './src/pages/MessagesPage.tsx',
  },
} satisfies Omit<AppBuildOptions, 'root'>;
