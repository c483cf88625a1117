import { type Query, type QueryClient, skipToken } from '@tanstack/react-query';

/**
 * Whether a render's query is switched off (`skipToken`, `enabled: false`), as a listing card's
 * phone or the favourites are for a visitor whose session the server does not know: the browser
 * would not fetch it either.
 */
function switchedOff(query: Query): boolean {
  // `enabled` comes with the options of the component's `useQuery`, which the query keeps.
  const { queryFn, enabled } = query.options as {
    queryFn?: unknown;
    enabled?: boolean | ((query: Query) => boolean);
  };
  if (queryFn === skipToken) return true;
  return (typeof enabled === 'function' ? enabled(query) : enabled) === false;
}

/**
 * The queries the last render asked for and nobody fetched (renders on a server never do):
 * pending, never fetched and not switched off. A query that failed is not asked again. Each
 * switched-off one counted had cost a whole render pass more (a search page's 24 cards).
 */
export const askedQueries = (queryClient: QueryClient): Query[] =>
  queryClient
    .getQueryCache()
    .findAll({ predicate: ({ state }) => state.status === 'pending' && state.fetchStatus === 'idle' })
    .filter((query) => !switchedOff(query));
