import type { PageQuery, ProductSearchParams } from '@marketplace/contracts';

/**
 * Every cached query's key. Keys nest, so invalidating `queryKeys.products.all` refreshes every
 * product list and detail at once.
 */
export const queryKeys = {
  categories: {
    all: ['categories'] as const,
    byName: (name: string) => ['categories', 'name', name] as const,
  },
  products: {
    all: ['products'] as const,
    advertised: (page: PageQuery) => ['products', 'advertised', page] as const,
    category: (category: string, page: PageQuery, discount?: number) =>
      ['products', 'category', category, page, discount ?? null] as const,
    detail: (id: string) => ['products', 'detail', id] as const,
    mine: (email: string, page: PageQuery) => ['products', 'mine', email, page] as const,
    admin: (search: string, page: PageQuery) => ['products', 'admin', search, page] as const,
    search: (params: ProductSearchParams) => ['products', 'search', params] as const,
  },
  /**
   * Revealed listing phones, apart from `products` so that refreshing the lists never asks for
   * them again: each reveal counts against the account's hourly limit.
   */
  listingPhones: {
    of: (id: string) => ['listing-phones', id] as const,
  },
  favourites: {
    all: ['favourites'] as const,
    list: (page: PageQuery) => ['favourites', page] as const,
    ids: ['favourites', 'ids'] as const,
  },
  savedSearches: {
    all: ['saved-searches'] as const,
  },
  orders: {
    all: ['orders'] as const,
    mine: (email: string, page: PageQuery) => ['orders', 'mine', email, page] as const,
    received: (email: string, page: PageQuery) => ['orders', 'received', email, page] as const,
    waiting: (email: string) => ['orders', 'waiting', email] as const,
    meetingShares: (id: string) => ['orders', 'meeting-shares', id] as const,
  },
  users: {
    all: ['users'] as const,
    sellers: (page: PageQuery) => ['users', 'sellers', page] as const,
    everyone: (page: PageQuery) => ['users', 'everyone', page] as const,
  },
  /** The signed-in account's own Settings. */
  account: {
    all: ['account'] as const,
    profile: ['account', 'profile'] as const,
    emailPreferences: ['account', 'email-preferences'] as const,
  },
  reports: {
    all: ['reports'] as const,
    list: (page: PageQuery) => ['reports', page] as const,
  },
  meetingSpots: {
    all: ['meeting-spots'] as const,
    list: (q: string, near: string, productId: string, page: PageQuery) =>
      ['meeting-spots', q, near, productId, page] as const,
  },
  /** Profiles, their listings and reviews, and the admin's reported reviews. */
  profiles: {
    all: ['profiles'] as const,
    seller: (id: string) => ['profiles', 'seller', id] as const,
    sellerProducts: (id: string, page: PageQuery) =>
      ['profiles', 'seller', id, 'products', page] as const,
    sellerReviews: (id: string) => ['profiles', 'seller', id, 'reviews'] as const,
    buyer: (id: string) => ['profiles', 'buyer', id] as const,
    reportedReviews: (page: PageQuery) => ['profiles', 'reported-reviews', page] as const,
  },
  conversations: {
    all: ['conversations'] as const,
    list: (page: PageQuery) => ['conversations', 'list', page] as const,
    flagged: (page: PageQuery) => ['conversations', 'flagged', page] as const,
    detail: (id: string) => ['conversations', 'detail', id] as const,
    messages: (id: string) => ['conversations', 'messages', id] as const,
    unread: ['conversations', 'unread'] as const,
  },
  /** The viewer's blocks; the admin's queues of reported people and messages; warnings. */
  people: {
    all: ['people'] as const,
    blocks: ['people', 'blocks'] as const,
    reported: (page: PageQuery) => ['people', 'reported', page] as const,
    reportedMessages: (page: PageQuery) => ['people', 'reported-messages', page] as const,
    warnings: ['people', 'warnings'] as const,
  },
  auditLog: {
    all: ['audit-log'] as const,
    page: (before: string | undefined, limit: number) => ['audit-log', before, limit] as const,
  },
};
