/**
 * Where the shell (and the standalone frame) mounts this remote's pages, spelt as SPEC.md
 * section 2 spells them. Adding a product ends on My product, so the form needs the address.
 */
export const SELLER_PATHS = {
  myProducts: '/dashbord/myproduct',
  addProduct: '/dashbord/addproduct',
  receivedOrders: '/dashbord/receivedorders',
} as const;
