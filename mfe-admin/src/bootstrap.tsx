import { renderStandaloneRemote } from '@marketplace/remote-harness';
import AllProductsPage from './pages/AllProductsPage';
import AllSellersPage from './pages/AllSellersPage';
import AllUsersPage from './pages/AllUsersPage';
import ReportedItemsPage from './pages/ReportedItemsPage';

renderStandaloneRemote({
  name: 'Admin',
  links: [
    { to: '/dashbord/alluser', label: 'All Users' },
    { to: '/dashbord/allseller', label: 'All Sellers' },
    { to: '/dashbord/allproduct', label: 'All Products' },
    { to: '/dashbord/report', label: 'Reported Items' },
  ],
  routes: [
    { path: 'dashbord/alluser', element: <AllUsersPage /> },
    { path: 'dashbord/allseller', element: <AllSellersPage /> },
    { path: 'dashbord/allproduct', element: <AllProductsPage /> },
    { path: 'dashbord/report', element: <ReportedItemsPage /> },
  ],
});
