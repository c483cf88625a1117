/**
 * Where the shell (and the standalone frame) mounts this remote's pages, spelt as SPEC.md
 * section 2 spells them. Adding a product ends on My product, so the form needs the address.
 */
export const SELLER_PATHS = {
  myProducts: '/dashbord/myproduct',
  addProduct: '/dashbord/addproduct',
  receivedOrders: '/dashbord/receivedorders',
  /** The profile of a buyer of one of the seller's open orders, linked from Orders Received. */
  buyerProfile: (buyerId: string) => `/dashbord/buyers/${encodeURIComponent(buyerId)}`,
} as const;
