import { type PageQuery } from '@marketplace/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  acknowledgeWarning,
  blockPerson,
  dismissMessageReports,
  dismissPersonReports,
  getBlocks,
  getReportedMessages,
  getReportedPeople,
  getWarnings,
  reportMessage,
  reportPerson,
  unblockPerson,
  warnPerson,
} from '../calls/people';
import { FIRST_PAGE } from '../lists';
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

export function useReportedPeople(page: PageQuery = FIRST_PAGE) {
  return useQuery({
    queryKey: queryKeys.people.reported(page),
    queryFn: ({ signal }) => getReportedPeople(page, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useReportedMessages(page: PageQuery = FIRST_PAGE) {
  return useQuery({
    queryKey: queryKeys.people.reportedMessages(page),
    queryFn: ({ signal }) => getReportedMessages(page, { signal }),
    placeholderData: keepPreviousData,
  });
}

const moderationChanges = [queryKeys.people.all, queryKeys.auditLog.all] as const;

export const useDismissPersonReports = () =>
  useInvalidatingMutation(dismissPersonReports, moderationChanges);
export const useDismissMessageReports = () =>
  useInvalidatingMutation(dismissMessageReports, moderationChanges);
export const useWarnPerson = () => useInvalidatingMutation(warnPerson, moderationChanges);

export function useWarnings(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.people.warnings,
    queryFn: ({ signal }) => getWarnings({ signal }),
    enabled,
  });
}

export const useAcknowledgeWarning = () =>
  useInvalidatingMutation(acknowledgeWarning, [queryKeys.people.warnings]);
