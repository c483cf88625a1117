import { renderStandaloneRemote } from '@marketplace/remote-harness';
import AllProductsPage from './pages/AllProductsPage';
import AllSellersPage from './pages/AllSellersPage';
import AllUsersPage from './pages/AllUsersPage';
import AuditLogPage from './pages/AuditLogPage';
import MeetingSpotsPage from './pages/MeetingSpotsPage';
import ReportedItemsPage from './pages/ReportedItemsPage';

renderStandaloneRemote({
  name: 'Admin',
  links: [
    { to: '/dashbord/alluser', label: 'All Users' },
    { to: '/dashbord/allseller', label: 'All Sellers' },
    { to: '/dashbord/allproduct', label: 'All Products' },
    { to: '/dashbord/report', label: 'Reported Items' },
    { to: '/dashbord/meetingspots', label: 'Meeting Spots' },
    { to: '/dashbord/auditlog', label: 'Audit Log' },
  ],
  routes: [
    { path: 'dashbord/alluser', element: <AllUsersPage /> },
    { path: 'dashbord/allseller', element: <AllSellersPage /> },
    { path: 'dashbord/allproduct', element: <AllProductsPage /> },
    { path: 'dashbord/report', element: <ReportedItemsPage /> },
    { path: 'dashbord/meetingspots', element: <MeetingSpotsPage /> },
    { path: 'dashbord/auditlog', element: <AuditLogPage /> },
  ],
});
