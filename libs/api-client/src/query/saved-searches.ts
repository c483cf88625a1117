import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getSavedSearches } from '../calls/saved-searches';
import { subscribeToLiveEvents } from '../live-events';
import { queryKeys } from './query-keys';

/**
 * The account's saved searches. Each fetch marks their matches seen, so the list is not refetched
 * on focus: the counts the page opened with stay on screen.
 */
export function useSavedSearches() {
  return useQuery({
    queryKey: queryKeys.savedSearches.all,
    queryFn: ({ signal }) => getSavedSearches({ signal }),
    refetchOnWindowFocus: false,
  });
}

/** While `signedIn`, the saved searches refetch when the live stream says a listing matched one. */
export function useLiveSavedSearchUpdates(signedIn: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn) return undefined;
    return subscribeToLiveEvents({
      'saved-search': () =>
        void queryClient.invalidateQueries({ queryKey: queryKeys.savedSearches.all }),
    });
  }, [signedIn, queryClient]);
}
