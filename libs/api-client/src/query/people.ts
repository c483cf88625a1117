import { useQuery } from '@tanstack/react-query';
import {
  acknowledgeWarning,
  blockPerson,
  getBlocks,
  getWarnings,
  reportMessage,
  reportPerson,
  unblockPerson,
} from '../calls/people';
import { useInvalidatingMutation } from './mutations';
import { queryKeys } from './query-keys';

export function useBlocks(enabled = true) {
  return useQuery({
    queryKey: queryKeys.people.blocks,
    queryFn: ({ signal }) => getBlocks({ signal }),
    enabled,
  });
}

/**
 * A block changes what the viewer sees nearly everywhere: listings, conversations (closed),
 * orders (an open request ends), and the blocked list itself.
 */
const blockChanges = [
  queryKeys.people.blocks,
  queryKeys.products.all,
  queryKeys.profiles.all,
  queryKeys.conversations.all,
  queryKeys.orders.all,
] as const;

export const useBlockPerson = () => useInvalidatingMutation(blockPerson, blockChanges);
export const useUnblockPerson = () => useInvalidatingMutation(unblockPerson, blockChanges);
export const useReportPerson = () => useInvalidatingMutation(reportPerson, []);
export const useReportMessage = () => useInvalidatingMutation(reportMessage, []);

export function useWarnings(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.people.warnings,
    queryFn: ({ signal }) => getWarnings({ signal }),
    enabled,
  });
}

export const useAcknowledgeWarning = () =>
  useInvalidatingMutation(acknowledgeWarning, [queryKeys.people.warnings]);
