import { type RouteObject, useParams } from 'react-router-dom';
import BlogPage from './pages/BlogPage';
import CategoryProductsPage from './pages/CategoryProductsPage';
import HomePage from './pages/HomePage';
import MyOrdersPage from './pages/MyOrdersPage';
import ProductDetailPage from './pages/ProductDetailPage';
import SettingsPage from './pages/SettingsPage';

/** The shell's reading of /producs/<segment>: a product id, else a category name. */
function ProductsRoute() {
  const { segment = '' } = useParams();
  return /^[1-9]\d*$/.test(segment) ? (
    <ProductDetailPage productId={segment} />
  ) : (
    <CategoryProductsPage categoryName={segment} />
  );
}

/**
 * The storefront's pages at the shell's paths, for running the remote without the shell: its
 * standalone dev page and its tests. In the product the shell owns these routes and their guards.
 */
export const STOREFRONT_ROUTES: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'blog', element: <BlogPage /> },
  { path: 'producs/:segment', element: <ProductsRoute /> },
  { path: 'myorders', element: <MyOrdersPage /> },
  { path: 'dashbord/settings', element: <SettingsPage /> },
];
