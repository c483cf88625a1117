import type { RemoteRouteManifest } from '@marketplace/contracts';

/**
 * The administrator's pages, exposed to the shell as `admin/routes`: paths, roles and menu
 * wording as SPEC.md has them. Adding a page is one entry here plus its module in
 * module-federation.config.ts; no shell release is needed.
 */
const routes: RemoteRouteManifest = {
  routes: [
    {
      layout: 'dashboard',
      path: 'alluser',
      module: './AllUsersPage',
      access: 'admin',
      menuLabel: 'All User',
    },
    {
      layout: 'dashboard',
      path: 'allseller',
      module: './AllSellersPage',
      access: 'admin',
      menuLabel: 'All Seller',
    },
    {
      layout: 'dashboard',
      path: 'allproduct',
      module: './AllProductsPage',
      access: 'admin',
      menuLabel: 'All Product',
    },
    {
      layout: 'dashboard',
      path: 'report',
      module: './ReportedItemsPage',
      access: 'admin',
      menuLabel: 'Report Items',
    },
    {
      layout: 'dashboard',
      path: 'meetingspots',
      module: './MeetingSpotsPage',
      access: 'admin',
      menuLabel: 'Meeting Spots',
    },
    {
      layout: 'dashboard',
      path: 'auditlog',
      module: './AuditLogPage',
      access: 'admin',
      menuLabel: 'Audit Log',
    },
  ],
};

export default routes;
