import type { PageQuery } from '@marketplace/contracts';
import { keepPreviousData, skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getMeetingShares, getOrders, getReceivedOrders } from '../calls/orders';
import { FIRST_PAGE } from '../lists';
import { subscribeToLiveEvents } from '../live-events';
import { queryKeys } from './query-keys';

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

/** The contacts the signed-in side shared the deal `orderId`'s meeting with, while `enabled`. */
export function useMeetingShares(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.orders.meetingShares(orderId),
    queryFn: enabled ? ({ signal }) => getMeetingShares(orderId, { signal }) : skipToken,
  });
}

/** How many requests wait for the seller `email` to answer (the dashboard menu's count). */
export function useWaitingRequestCount(email: string | null | undefined) {
  return useQuery({
    queryKey: queryKeys.orders.waiting(email ?? ''),
    queryFn: email
      ? async ({ signal }) =>
          (await getReceivedOrders(email, { limit: 1, offset: 0 }, { signal, status: 'requested' }))
            .total
      : skipToken,
  });
}

/** While `signedIn`, every order list and count refetches when the live stream says one changed. */
export function useLiveOrderUpdates(signedIn: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn) return undefined;
    return subscribeToLiveEvents({
      order: () => void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
    });
  }, [signedIn, queryClient]);
}
