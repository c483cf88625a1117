import type { AppBuildOptions } from '@marketplace/build-config';

/**
 * The seller remote. Each exposed module's default export is a page component; the shell
 * loads it at run time as `seller/<PageName>`, so renaming one is a breaking change.
 */
export default {
  name: 'seller',
  isHost: false,
  exposes: {
    './MyProductsPage': './src/pages/MyProductsPage.tsx',
    './AddProductPage': './src/pages/AddProductPage.tsx',
    './ReceivedOrdersPage': './src/pages/ReceivedOrdersPage.tsx',
  },
} satisfies Omit<AppBuildOptions, 'root'>;
