import type { PageQuery, ProductSearchParams } from '@marketplace/contracts';
import { keepPreviousData, skipToken, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { getFavouriteIds, getFavourites } from '../calls/favourites';
import { getAccountProfile, getEmailPreferences } from '../calls/account';
import {
  getAdvertised,
  getAllProducts,
  getCategories,
  getCategory,
  getCategoryProducts,
  getMyProducts,
  getProduct,
  getReportedProducts,
  revealProductPhone,
  searchProducts,
} from '../calls/products';
import {
  getBuyerProfile,
  getReportedReviews,
  getSellerProducts,
  getSellerProfile,
  getSellerReviews,
} from '../calls/reputation';
import { getAuditLog, getMeetingSpots } from '../calls/trust';
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

export function useCategory(name: string) {
  return useQuery({
    queryKey: queryKeys.categories.byName(name),
    queryFn: ({ signal }) => getCategory(name, { signal }),
  });
}

export function useCategoryProducts(
  category: string | undefined,
  page: PageQuery = FIRST_PAGE,
  discount?: number,
) {
  return useQuery({
    queryKey: queryKeys.products.category(category ?? '', page, discount),
    queryFn: category
      ? ({ signal }) => getCategoryProducts(category, page, { signal }, discount)
      : skipToken,
    placeholderData: keepPreviousData,
  });
}

export function useProduct(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.products.detail(id ?? ''),
    queryFn: id ? ({ signal }) => getProduct(id, { signal }) : skipToken,
  });
}

/**
 * A listing's phone, asked for only once `revealed` (the visitor pressed "Show phone number"),
 * then kept for the session without asking again.
 */
export function useListingPhone(id: string, revealed: boolean) {
  return useQuery({
    queryKey: queryKeys.listingPhones.of(id),
    queryFn: revealed ? ({ signal }) => revealProductPhone(id, { signal }) : skipToken,
    staleTime: Infinity,
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

/** Search results a page at a time ("Load more"): each page asks for the one after its cursor. */
export function useProductSearch(params: ProductSearchParams) {
  return useInfiniteQuery({
    queryKey: queryKeys.products.search(params),
    queryFn: ({ signal, pageParam }) => searchProducts(params, pageParam, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** The signed-in account's favourites; `enabled` false while nobody is signed in. */
export function useFavourites(page: PageQuery = FIRST_PAGE, enabled = true) {
  return useQuery({
    queryKey: queryKeys.favourites.list(page),
    queryFn: enabled ? ({ signal }) => getFavourites(page, { signal }) : skipToken,
    placeholderData: keepPreviousData,
  });
}

/**
 * Meeting spots matching `q`, those nearest the listing `productId` (or in the area `near` names)
 * first; suggestions keep the last list while typing.
 */
export function useMeetingSpots(
  filters: { q?: string; near?: string; productId?: string },
  page: PageQuery = FIRST_PAGE,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: queryKeys.meetingSpots.list(
      filters.q ?? '',
      filters.near ?? '',
      filters.productId ?? '',
      page,
    ),
    queryFn: enabled ? ({ signal }) => getMeetingSpots(filters, page, { signal }) : skipToken,
    placeholderData: keepPreviousData,
  });
}

/** The listings the account keeps, as a set of ids; empty (and no request) when signed out. */
export function useFavouriteIds(signedIn: boolean) {
  return useQuery({
    queryKey: queryKeys.favourites.ids,
    queryFn: signedIn ? ({ signal }) => getFavouriteIds({ signal }) : skipToken,
    select: (ids) => new Set(ids),
    staleTime: 60_000,
  });
}

export function useAuditLog(before: string | undefined, limit: number) {
  return useQuery({
    queryKey: queryKeys.auditLog.page(before, limit),
    queryFn: ({ signal }) => getAuditLog(before, limit, { signal }),
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

export function useSellerProfile(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.profiles.seller(id ?? ''),
    queryFn: id ? ({ signal }) => getSellerProfile(id, { signal }) : skipToken,
  });
}

export function useSellerProducts(id: string | undefined, page: PageQuery = FIRST_PAGE) {
  return useQuery({
    queryKey: queryKeys.profiles.sellerProducts(id ?? '', page),
    queryFn: id ? ({ signal }) => getSellerProducts(id, page, { signal }) : skipToken,
    placeholderData: keepPreviousData,
  });
}

/**
 * Reviews after the profile's first ones, a page at a time ("More reviews"): `firstBefore` is the
 * profile's `nextReviewsBefore`. Nothing is fetched until `enabled` (the reader asked for more).
 */
export function useMoreSellerReviews(id: string, firstBefore: string | null, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: queryKeys.profiles.sellerReviews(id),
    queryFn: ({ signal, pageParam }) => getSellerReviews(id, pageParam, { signal }),
    initialPageParam: firstBefore ?? '',
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    enabled: enabled && firstBefore !== null,
  });
}

export function useBuyerProfile(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.profiles.buyer(id ?? ''),
    queryFn: id ? ({ signal }) => getBuyerProfile(id, { signal }) : skipToken,
  });
}

export function useReportedReviews(page: PageQuery = FIRST_PAGE) {
  return useQuery({
    queryKey: queryKeys.profiles.reportedReviews(page),
    queryFn: ({ signal }) => getReportedReviews(page, { signal }),
    placeholderData: keepPreviousData,
  });
}
