import type { RemotePageId } from '../../remotes/remote-pages';
import type { RequiredRole } from '../auth/login-redirect';

export interface DashboardEntry {
  /** Under /dashbord/, spelt as SPEC.md section 2 spells it. */
  path: string;
  /** The side menu's wording. */
  label: string;
  page: RemotePageId;
  /** Absent: any signed-in user. */
  role?: RequiredRole;
}

/** The one list the dashboard's routes, guards and side menu are all built from. */
export const DASHBOARD_ENTRIES: readonly DashboardEntry[] = [
  { path: 'myorders', label: 'My Orders', page: 'storefront/MyOrdersPage' },
  { path: 'myproduct', label: 'My Product', page: 'seller/MyProductsPage', role: 'seller' },
  { path: 'addproduct', label: 'Add Product', page: 'seller/AddProductPage', role: 'seller' },
  {
    path: 'receivedorders',
    label: 'Orders Received',
    page: 'seller/ReceivedOrdersPage',
    role: 'seller',
  },
  { path: 'alluser', label: 'All User', page: 'admin/AllUsersPage', role: 'admin' },
  { path: 'allseller', label: 'All Seller', page: 'admin/AllSellersPage', role: 'admin' },
  { path: 'allproduct', label: 'All Product', page: 'admin/AllProductsPage', role: 'admin' },
  { path: 'report', label: 'Report Items', page: 'admin/ReportedItemsPage', role: 'admin' },
  { path: 'settings', label: 'Settings', page: 'storefront/SettingsPage' },
];

export function entriesFor(roles: { isAdmin: boolean; isSeller: boolean }): DashboardEntry[] {
  return DASHBOARD_ENTRIES.filter(
    ({ role }) =>
      role === undefined ||
      (role === 'admin' && roles.isAdmin) ||
      (role === 'seller' && roles.isSeller),
  );
}
