/**
 * Every API path, relative to the API base (`<origin>/api`). SPEC.md section 7's paths and
 * spellings are kept exactly; the ones marked "added" are not in the spec and are documented in
 * the API's README.
 */
export const endpoints = {
  register: '/auth/register',
  /** Added: answers whether `register` would accept these details, before the photo is uploaded. */
  registerCheck: '/auth/register/check',
  login: '/auth/login',
  logout: '/auth/logout',
  me: '/auth/me',
  /** Added: starts Google (OpenID Connect) sign-in; `?redirect=/path`. */
  googleSignIn: '/auth/google',
  /** Added: emails a single-use link to set a new password. */
  passwordReset: '/auth/password-reset',
  passwordResetConfirm: '/auth/password-reset/confirm',
  /** Added: proves the account's email with the token of the emailed link. */
  emailVerificationConfirm: '/auth/email-verification/confirm',
  /** Added: emails the signed-in account a new verification link. */
  emailVerificationResend: '/auth/email-verification',
  /** Added: the signed-in account's Settings. */
  accountProfile: '/account/profile',
  accountPassword: '/account/password',
  accountRole: '/account/role',
  accountNotifications: '/account/notifications',
  images: '/images',
  orders: '/buyproduct',
  order: (id: string) => `/buydelete/${encodeURIComponent(id)}`,
  /** Added: SPEC.md's Pay, the buyer's handover confirmation (same as confirmOrder by the buyer). */
  payOrder: (id: string) => `/buyproduct/${encodeURIComponent(id)}/pay`,
  /** Added: one side of a completed deal rates the other, `{ stars, comment? }`. */
  rateOrder: (id: string) => `/orders/${encodeURIComponent(id)}/rating`,
  /** Added: one side of an accepted deal reports that the other did not come. */
  reportNoShow: (id: string) => `/orders/${encodeURIComponent(id)}/no-show`,
  /** Added: the seller accepts a requested order. */
  acceptOrder: (id: string) => `/orders/${encodeURIComponent(id)}/accept`,
  /** Added: one side of an accepted deal tells a trusted contact of the meeting, `{ email }`. */
  meetingShares: (id: string) => `/orders/${encodeURIComponent(id)}/meeting-shares`,
  /** Added: the seller declines a requested order, `{ reason? }`. */
  declineOrder: (id: string) => `/orders/${encodeURIComponent(id)}/decline`,
  /** Added: the buyer or the seller confirms the handover of an accepted order. */
  confirmOrder: (id: string) => `/orders/${encodeURIComponent(id)}/confirm`,
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
  /** Added: one category by name, whatever its case. */
  category: (name: string) => `/category/${encodeURIComponent(name)}`,
  /** `?category=<name>`: the per-category list, whose path the spec leaves open. */
  products: '/products',
  /** Added: every product for the admin's table, `?search=`. */
  allProducts: '/products/all',
  myProducts: '/myproducts',
  /** PUT advertises the product; PATCH (added) edits the listing. */
  advertise: (id: string) => `/product/${encodeURIComponent(id)}`,
  /** Added: search with filters and sort, keyset-paged by `cursor`. */
  searchProducts: '/products/search',
  /** Added: the gazetteer's type-ahead, `?q=<prefix>&limit=`. */
  places: '/places',
  /** Added: the signed-in account's kept listings. */
  favourites: '/favourites',
  /** Added: the ids of every listing the account keeps, for the hearts on cards. */
  favouriteIds: '/favourites/ids',
  favourite: (productId: string) => `/favourites/${encodeURIComponent(productId)}`,
  /** Added: the signed-in account's saved searches (GET, POST) and one of them (DELETE). */
  savedSearches: '/saved-searches',
  savedSearch: (id: string) => `/saved-searches/${encodeURIComponent(id)}`,
  product: (id: string) => `/producs/${encodeURIComponent(id)}`,
  /** Added: a listing's phone for a signed-in visitor, while its seller shows it (rate-limited). */
  productPhone: (id: string) => `/products/${encodeURIComponent(id)}/phone`,
  /** Added: an admin closes a listing's reports and keeps the listing. */
  dismissReports: (productId: string) => `/reports/${encodeURIComponent(productId)}/dismiss`,
  /** Added: an admin suspends an account, or lifts the suspension. */
  suspendUser: (id: string) => `/users/${encodeURIComponent(id)}/suspend`,
  unsuspendUser: (id: string) => `/users/${encodeURIComponent(id)}/unsuspend`,
  /** Added: safe meeting spots, `?q=&near=`; writing is for admins. */
  meetingSpots: '/meeting-spots',
  meetingSpot: (id: string) => `/meeting-spots/${encodeURIComponent(id)}`,
  /** Added: a seller's public profile, their listings for sale and the reviews about them. */
  sellerProfile: (id: string) => `/sellers/${encodeURIComponent(id)}`,
  sellerProducts: (id: string) => `/sellers/${encodeURIComponent(id)}/products`,
  sellerReviews: (id: string) => `/sellers/${encodeURIComponent(id)}/reviews`,
  /** Added: a buyer's profile, for the seller of one of the buyer's open orders. */
  buyerProfile: (id: string) => `/buyers/${encodeURIComponent(id)}`,
  /** Added: a signed-in user reports a review, `{ reason, details? }`. */
  reportReview: (id: string) => `/reviews/${encodeURIComponent(id)}/report`,
  /** Added: reported reviews for admins; an admin hides a review or dismisses its reports. */
  reportedReviews: '/reviews/reports',
  hideReview: (id: string) => `/reviews/${encodeURIComponent(id)}/hide`,
  dismissReviewReports: (id: string) => `/reviews/${encodeURIComponent(id)}/dismiss`,
  /** Added: every administrator action, newest first, `?before=<id>&limit=`. */
  auditLog: '/audit-log',
  /** Added: the signed-in account's conversations; POST opens one (`{ productId }` or `{ orderId }`). */
  conversations: '/conversations',
  conversation: (id: string) => `/conversations/${encodeURIComponent(id)}`,
  conversationMessages: (id: string) => `/conversations/${encodeURIComponent(id)}/messages`,
  conversationRead: (id: string) => `/conversations/${encodeURIComponent(id)}/read`,
  /** Added: admins' list of conversations with messages that matched a scam pattern. */
  flaggedConversations: '/conversations/flagged',
  /** Added: `{ count }`, the account's unread messages in all its conversations. */
  unreadCount: '/conversations/unread-count',
  /** Added: Server-Sent Events for the signed-in account (see LiveEvents). */
  events: '/events',
  /** Added: the people the signed-in account blocked; PUT blocks one, DELETE unblocks. */
  blocks: '/blocks',
  block: (userId: string) => `/blocks/${encodeURIComponent(userId)}`,
  /** Added: a signed-in user reports a person or a message, `{ reason, details? }`. */
  reportPerson: (userId: string) => `/users/${encodeURIComponent(userId)}/report`,
  reportMessage: (messageId: string) => `/messages/${encodeURIComponent(messageId)}/report`,
  /** Added: the admin's queues of reported people and messages, and what they do with them. */
  reportedPeople: '/people/reports',
  reportedMessages: '/messages/reports',
  dismissPersonReports: (userId: string) => `/people/${encodeURIComponent(userId)}/dismiss`,
  dismissMessageReports: (messageId: string) =>
    `/messages/${encodeURIComponent(messageId)}/dismiss`,
  warnPerson: (userId: string) => `/people/${encodeURIComponent(userId)}/warn`,
  /** Added: the signed-in account's unacknowledged warnings, and acknowledging one. */
  warnings: '/warnings',
  acknowledgeWarning: (id: string) => `/warnings/${encodeURIComponent(id)}/acknowledge`,
} as const;
