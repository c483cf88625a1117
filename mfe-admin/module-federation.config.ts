import type { AppBuildOptions } from '@marketplace/build-config';

/**
 * The admin remote. Each exposed module's default export is a page component; the shell
 * loads it at run time as `admin/<PageName>`, so renaming one is a breaking change.
 */
export default {
  name: 'admin',
  isHost: false,
  exposes: {
    './AllUsersPage': './src/pages/AllUsersPage.tsx',
    './AllSellersPage': './src/pages/AllSellersPage.tsx',
    './AllProductsPage': './src/pages/AllProductsPage.tsx',
    './ReportedItemsPage': './src/pages/ReportedItemsPage.tsx',
    './MeetingSpotsPage': './src/pages/MeetingSpotsPage.tsx',
    './AuditLogPage': './src/pages/AuditLogPage.tsx',
  },
} satisfies Omit<AppBuildOptions, 'root'>;
