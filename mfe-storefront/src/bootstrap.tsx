import { renderStandaloneRemote } from '@marketplace/remote-harness';
import { STOREFRONT_ROUTES } from './storefront-routes';

renderStandaloneRemote({
  name: 'Storefront',
  links: [
    { to: '/', label: 'Home' },
    { to: '/blog', label: 'Blog' },
    { to: '/producs/Laptops', label: 'Category: Laptops' },
    { to: '/myorders', label: 'My Orders' },
  ],
  routes: STOREFRONT_ROUTES,
});
