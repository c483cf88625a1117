import type { AppBuildOptions } from '@marketplace/build-config';
import routes from './src/routes.ts';

/**
 * The admin remote; its name and dev port are its entry in libs/contracts/src/remotes.json.
 * `./routes` is its route manifest (src/routes.ts), which the shell reads to route, guard and
 * list its pages; every other module is a page component (default export) that the manifest
 * names, so renaming one is a change to the manifest only.
 */
export default {
  isHost: false,
  routes,
  exposes: {
    './routes': './src/routes.ts',
    './AllUsersPage': './src/pages/AllUsersPage.tsx',
    './AllSellersPage': './src/pages/AllSellersPage.tsx',
    './AllProductsPage': './src/pages/AllProductsPage.tsx',
    './ReportedItemsPage': './src/pages/ReportedItemsPage.tsx',
    './MeetingSpotsPage': './src/pages/MeetingSpotsPage.tsx',
    './AuditLogPage': './src/pages/AuditLogPage.tsx',
  },
} satisfies Omit<AppBuildOptions, 'root'>;
