/** What the readers and writers share: accounts, categories and the run's own listings and orders. */
import { USERS } from './settings.mjs';

/**
 * What the clients act on: accounts' cookies, words and categories, and what the writers made
 * in this run (listings, orders in each state, conversations).
 */
export function workloadState({ catalogue, productCount, buyerCookies, sellerCookies, listers }) {
  return {
    productCount,
    categories: catalogue.categories,
    buyerCookies,
    sellerCookies,
    listers,
    /**
     * Listings made in this run, for sale and not advertised, that no writer is working on: a
     * writer takes one out while it changes it and its freshness is probed, so no other write
     * (an order) makes the probe wait for what will never show.
     */
    listed: [],
    ordered: new Set(),
    requested: [],
    accepted: [],
    conversations: new Map(),
    made: 0,
    doubleSellAttempts: 0,
  };
}

/** The seller of a loaded product (load-data.mjs spreads products over every tenth user). */
export const loadedSellerOf = (id) => 10 * (1 + ((id * 7919) % (USERS / 10)));

/** A loaded product that the load left for sale, not ordered yet in this run. */
export function loadedAvailableProduct(state) {
  for (;;) {
    const id = 1 + Math.floor(Math.random() * state.productCount);
    if (id % 20 !== 7 && !state.ordered.has(id)) return id;
  }
}
