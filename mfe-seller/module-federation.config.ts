import type { AppBuildOptions } from '@marketplace/build-config';
import routes from './src/routes.ts';

/**
 * The seller remote; its name and dev port are its entry in libs/contracts/src/remotes.json.
 * `./routes` is its route manifest (src/routes.ts), which the shell reads to route, guard and
 * list its pages; every other module is a page component (default export) that the manifest
 * names, so renaming one is a change to the manifest only.
 */
export default {
  isHost: false,
  routes,
  exposes: {
    './routes': './src/routes.ts',
    './MyProductsPage': './src/pages/MyProductsPage.tsx',
    './AddProductPage': './src/pages/AddProductPage.tsx',
    './ReceivedOrdersPage': './src/pages/ReceivedOrdersPage.tsx',
    './BuyerProfilePage': './src/pages/BuyerProfilePage.tsx',
  },
} satisfies Omit<AppBuildOptions, 'root'>;
