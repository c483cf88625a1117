import {
  FIRST_PAGE,
  type ListPage,
  type RequestOptions,
  apiClient,
  getList,
  queryKeys,
  useInvalidatingMutation,
} from '@marketplace/api-client';
import {
  type FlaggedConversation,
  type PageQuery,
  type ReportedMessage,
  type ReportedPerson,
  type UpdateResult,
  endpoints,
} from '@marketplace/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/*
 * The calls only the admin's report queue makes. They live with the queue, not in the shared
 * api-client, which every visitor's first page downloads whole.
 */

function getReportedPeople(
  page: PageQuery,
  options?: RequestOptions,
): Promise<ListPage<ReportedPerson>> {
  return getList<ReportedPerson>(endpoints.reportedPeople, page, {}, options);
}

function getReportedMessages(
  page: PageQuery,
  options?: RequestOptions,
): Promise<ListPage<ReportedMessage>> {
  return getList<ReportedMessage>(endpoints.reportedMessages, page, {}, options);
}

function getFlaggedConversations(
  page: PageQuery,
  options?: RequestOptions,
): Promise<ListPage<FlaggedConversation>> {
  return getList<FlaggedConversation>(endpoints.flaggedConversations, page, {}, options);
}

async function dismissPersonReports({
  userId,
  reason,
}: {
  userId: string;
  reason?: string;
}): Promise<UpdateResult> {
  const body = reason ? { reason } : undefined;
  return (await apiClient.post<UpdateResult>(endpoints.dismissPersonReports(userId), body)).data;
}

async function dismissMessageReports({
  messageId,
  reason,
}: {
  messageId: string;
  reason?: string;
}): Promise<UpdateResult> {
  const body = reason ? { reason } : undefined;
  return (await apiClient.post<UpdateResult>(endpoints.dismissMessageReports(messageId), body))
    .data;
}

/** Closes a listing's reports; the listing stays. */
async function dismissReports(productId: string): Promise<UpdateResult> {
  return (await apiClient.post<UpdateResult>(endpoints.dismissReports(productId))).data;
}

async function warnPerson({
  userId,
  text,
}: {
  userId: string;
  text: string;
}): Promise<UpdateResult> {
  return (await apiClient.post<UpdateResult>(endpoints.warnPerson(userId), { text })).data;
}

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

/** Conversations holding messages that matched a scam pattern. */
export function useFlaggedConversations(page: PageQuery = FIRST_PAGE) {
  return useQuery({
    queryKey: queryKeys.conversations.flagged(page),
    queryFn: ({ signal }) => getFlaggedConversations(page, { signal }),
    placeholderData: keepPreviousData,
  });
}

const moderationChanges = [queryKeys.people.all, queryKeys.auditLog.all] as const;

export const useDismissPersonReports = () =>
  useInvalidatingMutation(dismissPersonReports, moderationChanges);
export const useDismissMessageReports = () =>
  useInvalidatingMutation(dismissMessageReports, moderationChanges);
export const useWarnPerson = () => useInvalidatingMutation(warnPerson, moderationChanges);

/** The reports close; the listing stays, so only the reported lists change. */
export const useDismissReports = () =>
  useInvalidatingMutation(dismissReports, [
    queryKeys.reports.all,
    queryKeys.products.all,
    queryKeys.auditLog.all,
  ]);
