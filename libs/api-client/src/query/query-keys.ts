import type { PageQuery } from '@marketplace/contracts';

/**
 * Every cached query's key. Keys nest, so invalidating `queryKeys.products.all` refreshes every
 * product list and detail at once.
 */
export const queryKeys = {
  categories: {
    all: ['categories'] as const,
  },
  products: {
    all: ['products'] as const,
    advertised: (page: PageQuery) => ['products', 'advertised', page] as const,
    category: (category: string, page: PageQuery) =>
      ['products', 'category', category, page] as const,
    detail: (id: string) => ['products', 'detail', id] as const,
    mine: (email: string, page: PageQuery) => ['products', 'mine', email, page] as const,
    admin: (search: string, page: PageQuery) => ['products', 'admin', search, page] as const,
  },
  orders: {
    all: ['orders'] as const,
    mine: (email: string, page: PageQuery) => ['orders', 'mine', email, page] as const,
    received: (email: string, page: PageQuery) => ['orders', 'received', email, page] as const,
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
};
