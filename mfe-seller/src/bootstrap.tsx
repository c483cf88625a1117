import { renderStandaloneRemote } from '@marketplace/remote-harness';
import { SELLER_PATHS } from './seller-paths';
import { SELLER_ROUTES } from './seller-routes';

renderStandaloneRemote({
  name: 'Seller',
  links: [
    { to: SELLER_PATHS.myProducts, label: 'My Products' },
    { to: SELLER_PATHS.addProduct, label: 'Add Product' },
    { to: SELLER_PATHS.receivedOrders, label: 'Orders Received' },
  ],
  routes: SELLER_ROUTES,
});
