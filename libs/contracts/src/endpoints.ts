/**
 * Every API path, relative to the API base (`<origin>/api`). SPEC.md section 7's paths and
 * spellings are kept exactly; the ones marked "added" are not in the spec and are documented in
 * the API's README.
 */
export const endpoints = {
  register: '/auth/register',
  login: '/auth/login',
  logout: '/auth/logout',
  me: '/auth/me',
  /** Added: starts Google (OpenID Connect) sign-in; `?redirect=/path`. */
  googleSignIn: '/auth/google',
  /** Added: emails a single-use link to set a new password. */
  passwordReset: '/auth/password-reset',
  passwordResetConfirm: '/auth/password-reset/confirm',
  /** Added: the signed-in account's Settings. */
  accountProfile: '/account/profile',
  accountPassword: '/account/password',
  accountNotifications: '/account/notifications',
  images: '/images',
  orders: '/buyproduct',
  order: (id: string) => `/buydelete/${encodeURIComponent(id)}`,
  /** Added: the buyer marks a pending order paid after the meeting. */
  payOrder: (id: string) => `/buyproduct/${encodeURIComponent(id)}/pay`,
  /** Added: orders on a seller's products, `?email=<seller>`. */
  receivedOrders: '/orders/received',
  user: (emailOrId: string) => `/user/${encodeURIComponent(emailOrId)}`,
  saveUser: '/user',
  deleteUser: (id: string) => `/users/${encodeURIComponent(id)}`,
  sellers: '/seller',
  allUsers: '/alluer',
  reportedProducts: '/products/reports',
  report: (productId: string) => `/reports/${encodeURIComponent(productId)}`,
  deleteProduct: (id: string) => `/delete/${encodeURIComponent(id)}`,
  adminRole: (email: string) => `/role/${encodeURIComponent(email)}`,
  sellerRole: (email: string) => `/roles/${encodeURIComponent(email)}`,
  advertised: '/advrtized',
  categories: '/category',
  /** `?category=<name>`: the per-category list, whose path the spec leaves open. */
  products: '/products',
  /** Added: every product for the admin's table, `?search=`. */
  allProducts: '/products/all',
  myProducts: '/myproducts',
  advertise: (id: string) => `/product/${encodeURIComponent(id)}`,
  product: (id: string) => `/producs/${encodeURIComponent(id)}`,
} as const;
