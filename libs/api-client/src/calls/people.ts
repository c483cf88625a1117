import {
  type AccountWarning,
  type BlockedPerson,
  type PersonReportInput,
  type UpdateResult,
  endpoints,
} from '@marketplace/contracts';
import { type RequestOptions, apiClient } from '../client';

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

export async function getWarnings({ signal }: RequestOptions = {}): Promise<AccountWarning[]> {
  return (await apiClient.get<AccountWarning[]>(endpoints.warnings, { signal })).data;
}

export async function acknowledgeWarning(id: string): Promise<UpdateResult> {
  return (await apiClient.post<UpdateResult>(endpoints.acknowledgeWarning(id))).data;
}
