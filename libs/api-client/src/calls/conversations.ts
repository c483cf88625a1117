import {
  type ChatMessage,
  type Conversation,
  type ConversationStart,
  type PageQuery,
  type UpdateResult,
  endpoints,
} from '@marketplace/contracts';
import { type RequestOptions, apiClient } from '../client';
import { FIRST_PAGE, type ListPage, getList } from '../lists';

/** The buyer's conversation about a listing (`productId`), or an order's (`orderId`). */
export async function openConversation(start: ConversationStart): Promise<Conversation> {
  return (await apiClient.post<Conversation>(endpoints.conversations, start)).data;
}

export function getConversations(
  page: PageQuery = FIRST_PAGE,
  options?: RequestOptions,
): Promise<ListPage<Conversation>> {
  return getList<Conversation>(endpoints.conversations, page, {}, options);
}

export async function getConversation(
  id: string,
  { signal }: RequestOptions = {},
): Promise<Conversation> {
  return (await apiClient.get<Conversation>(endpoints.conversation(id), { signal })).data;
}

/** A page of messages, newest first, older than the message `before`. */
export async function getMessages(
  id: string,
  { before, limit }: { before?: string; limit?: number } = {},
  { signal }: RequestOptions = {},
): Promise<ChatMessage[]> {
  return (
    await apiClient.get<ChatMessage[]>(endpoints.conversationMessages(id), {
      params: { ...(before ? { before } : {}), ...(limit ? { limit } : {}) },
      signal,
    })
  ).data;
}

export async function sendMessage({
  id,
  text,
}: {
  id: string;
  text: string;
}): Promise<ChatMessage> {
  return (await apiClient.post<ChatMessage>(endpoints.conversationMessages(id), { text })).data;
}

export async function markConversationRead(id: string): Promise<UpdateResult> {
  return (await apiClient.post<UpdateResult>(endpoints.conversationRead(id))).data;
}

export async function getUnreadCount({ signal }: RequestOptions = {}): Promise<number> {
  return (await apiClient.get<{ count: number }>(endpoints.unreadCount, { signal })).data.count;
}
