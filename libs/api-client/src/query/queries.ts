import type { PageQuery } from '@marketplace/contracts';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { getAccountProfile, getEmailPreferences } from '../calls/account';
import { getOrders, getReceivedOrders } from '../calls/orders';
import {
  getAdvertised,
  getAllProducts,
  getCategories,
  getCategoryProducts,
  getMyProducts,
  getProduct,
  getReportedProducts,
} from '../calls/products';
import { getAllUsers, getSellers } from '../calls/users';
import { FIRST_PAGE } from '../lists';
import { queryKeys } from './query-keys';

// Paged lists keep showing the previous page while the next one loads, instead of a spinner.
// Hooks whose input may not be known yet (the signed-in email, a route's id) wait with skipToken.

export function useCategories() {
  return useQuery({
    queryKey: queryKeys.categories.all,
    queryFn: ({ signal }) => getCategories(undefined, { signal }),
  });
}

export function useAdvertised(page: PageQuery = FIRST_PAGE) {
  return useQuery({
    queryKey: queryKeys.products.advertised(page),
    queryFn: ({ signal }) => getAdvertised(page, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCategoryProducts(category: string | undefined, page: PageQuery = FIRST_PAGE) {
  return useQuery({
    queryKey: queryKeys.products.category(category ?? '', page),
    queryFn: category ? ({ signal }) => getCategoryProducts(category, page, { signal }) : skipToken,
    placeholderData: keepPreviousData,
  });
}

export function useProduct(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.products.detail(id ?? ''),
    queryFn: id ? ({ signal }) => getProduct(id, { signal }) : skipToken,
  });
}

export function useAllProducts(search: string, page: PageQuery = FIRST_PAGE) {
  return useQuery({
    queryKey: queryKeys.products.admin(search, page),
    queryFn: ({ signal }) => getAllProducts(search, page, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMyProducts(email: string | null | undefined, page: PageQuery = FIRST_PAGE) {
  return useQuery({
    queryKey: queryKeys.products.mine(email ?? '', page),
    queryFn: email ? ({ signal }) => getMyProducts(email, page, { signal }) : skipToken,
    placeholderData: keepPreviousData,
  });
}

export function useOrders(email: string | null | undefined, page: PageQuery = FIRST_PAGE) {
  return useQuery({
    queryKey: queryKeys.orders.mine(email ?? '', page),
    queryFn: email ? ({ signal }) => getOrders(email, page, { signal }) : skipToken,
    placeholderData: keepPreviousData,
  });
}

export function useReceivedOrders(email: string | null | undefined, page: PageQuery = FIRST_PAGE) {
  return useQuery({
    queryKey: queryKeys.orders.received(email ?? '', page),
    queryFn: email ? ({ signal }) => getReceivedOrders(email, page, { signal }) : skipToken,
    placeholderData: keepPreviousData,
  });
}

export function useSellers(page: PageQuery = FIRST_PAGE) {
  return useQuery({
    queryKey: queryKeys.users.sellers(page),
    queryFn: ({ signal }) => getSellers(page, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAllUsers(page: PageQuery = FIRST_PAGE) {
  return useQuery({
    queryKey: queryKeys.users.everyone(page),
    queryFn: ({ signal }) => getAllUsers(page, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useReportedProducts(page: PageQuery = FIRST_PAGE) {
  return useQuery({
    queryKey: queryKeys.reports.list(page),
    queryFn: ({ signal }) => getReportedProducts(page, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAccountProfile() {
  return useQuery({
    queryKey: queryKeys.account.profile,
    queryFn: ({ signal }) => getAccountProfile({ signal }),
  });
}

export function useEmailPreferences() {
  return useQuery({
    queryKey: queryKeys.account.emailPreferences,
    queryFn: ({ signal }) => getEmailPreferences({ signal }),
  });
}
