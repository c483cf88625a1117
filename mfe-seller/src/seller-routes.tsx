import type { RouteObject } from '@marketplace/routing';
import AddProductPage from './pages/AddProductPage';
import MyProductsPage from './pages/MyProductsPage';
import ReceivedOrdersPage from './pages/ReceivedOrdersPage';
import { SELLER_PATHS } from './seller-paths';

/**
 * The pages at the paths the shell gives them, for the standalone frame and the tests. The shell
 * builds its own routes (with its guards) from its dashboard entries.
 */
export const SELLER_ROUTES: RouteObject[] = [
  { path: SELLER_PATHS.myProducts, element: <MyProductsPage /> },
  { path: SELLER_PATHS.addProduct, element: <AddProductPage /> },
  { path: SELLER_PATHS.receivedOrders, element: <ReceivedOrdersPage /> },
];
