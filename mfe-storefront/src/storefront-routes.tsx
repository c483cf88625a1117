import { type RouteObject, useParams } from '@marketplace/routing';
import BlogPage from './pages/BlogPage';
import BlogPostPage from './pages/BlogPostPage';
import CategoryProductsPage from './pages/CategoryProductsPage';
import FavouritesPage from './pages/FavouritesPage';
import HomePage from './pages/HomePage';
import MessagesPage from './pages/MessagesPage';
import MyOrdersPage from './pages/MyOrdersPage';
import ProductDetailPage from './pages/ProductDetailPage';
import SavedSearchesPage from './pages/SavedSearchesPage';
import SearchPage from './pages/SearchPage';
import SettingsPage from './pages/SettingsPage';

/** The shell's reading of /producs/<segment>: a product id, else a category name. */
function ProductsRoute() {
  const params = useParams();
  return /^[1-9]\d*$/.test(params.segment ?? '') ? (
    <ProductDetailPage params={params} />
  ) : (
    <CategoryProductsPage params={params} />
  );
}

function MessagesRoute() {
  const { conversationId } = useParams();
  return <MessagesPage params={{ conversationId }} />;
}

function BlogPostRoute() {
  const { postId = '' } = useParams();
  return <BlogPostPage params={{ postId }} />;
}

/**
 * The storefront's pages at the shell's paths, for running the remote without the shell: its
 * standalone dev page and its tests. In the product the shell owns these routes and their guards.
 */
export const STOREFRONT_ROUTES: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'blog', element: <BlogPage /> },
  { path: 'blog/:postId', element: <BlogPostRoute /> },
  { path: 'producs/:segment', element: <ProductsRoute /> },
  { path: 'myorders', element: <MyOrdersPage /> },
  { path: 'search', element: <SearchPage /> },
  { path: 'dashbord/favourites', element: <FavouritesPage /> },
  { path: 'dashbord/saved-searches', element: <SavedSearchesPage /> },
  { path: 'dashbord/settings', element: <SettingsPage /> },
  { path: 'dashbord/messages', element: <MessagesRoute /> },
  { path: 'dashbord/messages/:conversationId', element: <MessagesRoute /> },
];
