import { QueryClient } from '@tanstack/react-query';
import { isClientError } from '../errors';

const QUERY_STALE_TIME_MS = 30_000;

/**
 * The shell's one query cache. Reads stay fresh for 30 s, so moving between pages does not
 * refetch everything; a failed read is tried once more unless the server refused it (4xx), since
 * asking again would get the same answer.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        retry: (failureCount, error) => failureCount < 1 && !isClientError(error),
      },
    },
  });
}
