import type { RemoteRouteManifest } from '@marketplace/contracts';

/**
 * The seller's pages, exposed to the shell as `seller/routes`: paths, roles and menu wording
 * as SPEC.md has them. Adding a page is one entry here plus its module in
 * module-federation.config.ts; no shell release is needed.
 */
const routes: RemoteRouteManifest = {
  routes: [
    {
      layout: 'dashboard',
      path: 'myproduct',
      module: './MyProductsPage',
      access: 'seller',
      menuLabel: 'My Product',
    },
    {
      layout: 'dashboard',
      path: 'addproduct',
      module: './AddProductPage',
      access: 'seller',
      menuLabel: 'Add Product',
    },
    {
      layout: 'dashboard',
      path: 'receivedorders',
      module: './ReceivedOrdersPage',
      access: 'seller',
      menuLabel: 'Orders Received',
      menuCount: 'waiting-requests',
    },
    // Reached from Orders Received only: the API lets a seller see a buyer of an open order.
    {
      layout: 'dashboard',
      path: 'buyers/:buyerId',
      module: './BuyerProfilePage',
      access: 'seller',
      when: { buyerId: '^[1-9]\\d*$' },
    },
  ],
};

export default routes;
