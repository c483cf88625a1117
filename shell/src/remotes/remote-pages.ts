import type { RemoteName } from '@marketplace/contracts';

type NoProps = Record<never, never>;

/**
 * Every page the shell loads from a remote, as `<remote>/<exposed module>`, with the props the
 * shell passes. The remotes' module-federation.config.ts files expose the same names; each
 * module's default export is the page component.
 */
export interface RemotePages {
  'storefront/HomePage': NoProps;
  'storefront/BlogPage': NoProps;
  'storefront/CategoryProductsPage': { categoryName: string };
  'storefront/ProductDetailPage': { productId: string };
  'storefront/MyOrdersPage': NoProps;
  'storefront/SettingsPage': NoProps;
  'seller/MyProductsPage': NoProps;
  'seller/AddProductPage': NoProps;
  'seller/ReceivedOrdersPage': NoProps;
  'admin/AllUsersPage': NoProps;
  'admin/AllSellersPage': NoProps;
  'admin/AllProductsPage': NoProps;
  'admin/ReportedItemsPage': NoProps;
}

export type RemotePageId = keyof RemotePages & `${RemoteName}/${string}`;
