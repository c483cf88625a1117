import type { AppBuildOptions } from '@marketplace/build-config';

/**
 * The storefront remote. Each exposed module's default export is a page component; the shell
 * loads it at run time as `storefront/<PageName>`, so renaming one is a breaking change.
 */
export default {
  name: 'storefront',
  isHost: false,
  exposes: {
    './HomePage': './src/pages/HomePage.tsx',
    './BlogPage': './src/pages/BlogPage.tsx',
    './CategoryProductsPage': './src/pages/CategoryProductsPage.tsx',
    './ProductDetailPage': './src/pages/ProductDetailPage.tsx',
    './MyOrdersPage': './src/pages/MyOrdersPage.tsx',
    './SettingsPage': './src/pages/SettingsPage.tsx',
  },
} satisfies Omit<AppBuildOptions, 'root'>;
