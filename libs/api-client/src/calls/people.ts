import {
  type AccountWarning,
  type BlockedPerson,
  type PageQuery,
  type PersonReportInput,
  type ReportedMessage,
  type ReportedPerson,
  type UpdateResult,
  endpoints,
} from '@marketplace/contracts';
import { type RequestOptions, apiClient } from '../client';
import { FIRST_PAGE, type ListPage, getList } from '../lists';

export async function getBlocks({ signal }: RequestOptions = {}): Promise<BlockedPerson[]> {
  return (await apiClient.get<BlockedPerson[]>(endpoints.blocks, { signal })).data;
}

export async function blockPerson(userId: string): Promise<UpdateResult> {
  return (await apiClient.put<UpdateResult>(endpoints.block(userId))).data;
}

export async function unblockPerson(userId: string): Promise<UpdateResult> {
  return (await apiClient.delete<UpdateResult>(endpoints.block(userId))).data;
}

export async function reportPerson({
  userId,
  ...report
}: PersonReportInput & { userId: string }): Promise<UpdateResult> {
  return (await apiClient.put<UpdateResult>(endpoints.reportPerson(userId), report)).data;
}

export async function reportMessage({
  messageId,
  ...report
}: PersonReportInput & { messageId: string }): Promise<UpdateResult> {
  return (await apiClient.put<UpdateResult>(endpoints.reportMessage(messageId), report)).data;
}

export function getReportedPeople(
  page: PageQuery = FIRST_PAGE,
  options?: RequestOptions,
): Promise<ListPage<ReportedPerson>> {
  return getList<ReportedPerson>(endpoints.reportedPeople, page, {}, options);
}

export function getReportedMessages(
  page: PageQuery = FIRST_PAGE,
  options?: RequestOptions,
): Promise<ListPage<ReportedMessage>> {
  return getList<ReportedMessage>(endpoints.reportedMessages, page, {}, options);
}

export async function dismissPersonReports({
  userId,
  reason,
}: {
  userId: string;
  reason?: string;
}): Promise<UpdateResult> {
  const body = reason ? { reason } : undefined;
  return (await apiClient.post<UpdateResult>(endpoints.dismissPersonReports(userId), body)).data;
}

export async function dismissMessageReports({
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

export async function warnPerson({
  userId,
  text,
}: {
  userId: string;
  text: string;
}): Promise<UpdateResult> {
  return (await apiClient.post<UpdateResult>(endpoints.warnPerson(userId), { text })).data;
}

export async function getWarnings({ signal }: RequestOptions = {}): Promise<AccountWarning[]> {
  return (await apiClient.get<AccountWarning[]>(endpoints.warnings, { signal })).data;
}

export async function acknowledgeWarning(id: string): Promise<UpdateResult> {
  return (await apiClient.post<UpdateResult>(endpoints.acknowledgeWarning(id))).data;
}
