import type { ChatMessage, ConversationStart, PageQuery } from '@marketplace/contracts';
import { MESSAGES_PAGE_SIZE } from '@marketplace/contracts';
import {
  type InfiniteData,
  type QueryClient,
  keepPreviousData,
  skipToken,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  getConversation,
  getConversations,
  getMessages,
  getUnreadCount,
  markConversationRead,
  openConversation,
  sendMessage,
} from '../calls/conversations';
import { FIRST_PAGE } from '../lists';
import { subscribeToLiveEvents } from '../live-events';
import { queryKeys } from './query-keys';

type MessagePages = InfiniteData<ChatMessage[], string | undefined>;

/** Puts a message at the head of its thread's cached pages, once (the sender's answer and the stream both bring it). */
function addToThread(queryClient: QueryClient, conversationId: string, message: ChatMessage) {
  queryClient.setQueryData<MessagePages>(
    queryKeys.conversations.messages(conversationId),
    (data) => {
      if (!data || data.pages.some((page) => page.some((known) => known._id === message._id)))
        return data;
      const [first = [], ...rest] = data.pages;
      return { ...data, pages: [[message, ...first], ...rest] };
    },
  );
}

export function useConversations(page: PageQuery = FIRST_PAGE) {
  return useQuery({
    queryKey: queryKeys.conversations.list(page),
    queryFn: ({ signal }) => getConversations(page, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useConversation(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.conversations.detail(id ?? ''),
    queryFn: id ? ({ signal }) => getConversation(id, { signal }) : skipToken,
  });
}

/** A thread, newest page first; older pages on demand (keyset by the oldest message's id). */
export function useMessages(id: string | undefined) {
  return useInfiniteQuery({
    queryKey: queryKeys.conversations.messages(id ?? ''),
    queryFn: id
      ? ({ pageParam, signal }) =>
          getMessages(id, { before: pageParam, limit: MESSAGES_PAGE_SIZE }, { signal })
      : skipToken,
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) =>
      last.length === MESSAGES_PAGE_SIZE ? last[last.length - 1]?._id : undefined,
  });
}

/** The signed-in account's unread messages; kept current by the live stream. */
export function useUnreadCount(signedIn: boolean) {
  return useQuery({
    queryKey: queryKeys.conversations.unread,
    queryFn: signedIn ? ({ signal }) => getUnreadCount({ signal }) : skipToken,
  });
}

export function useOpenConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (start: ConversationStart) => openConversation(start),
    onSuccess: (conversation) => {
      queryClient.setQueryData(queryKeys.conversations.detail(conversation._id), conversation);
      void queryClient.invalidateQueries({ queryKey: ['conversations', 'list'] });
    },
  });
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (message) => {
      addToThread(queryClient, message.conversationId, message);
      void queryClient.invalidateQueries({ queryKey: ['conversations', 'list'] });
    },
  });
}

export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markConversationRead,
    onSuccess: (_result, id) => {
      void queryClient.invalidateQueries({ queryKey: ['conversations', 'list'] });
      void queryClient.invalidateQueries({ queryKey: queryKeys.conversations.detail(id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.conversations.unread });
    },
  });
}

/**
 * Keeps the conversations current from the live stream while `signedIn`: a new message joins its
 * thread and the inbox refetches, the unread count is set. On every (re)connection the
 * conversations refetch, since nothing sent meanwhile is replayed.
 */
export function useLiveConversationUpdates(signedIn: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn) return undefined;
    return subscribeToLiveEvents({
      open: () => void queryClient.invalidateQueries({ queryKey: queryKeys.conversations.all }),
      message: ({ conversationId, message }) => {
        addToThread(queryClient, conversationId, message);
        void queryClient.invalidateQueries({ queryKey: ['conversations', 'list'] });
        void queryClient.invalidateQueries({
          queryKey: queryKeys.conversations.detail(conversationId),
        });
      },
      unread: ({ count }) => queryClient.setQueryData(queryKeys.conversations.unread, count),
    });
  }, [signedIn, queryClient]);
}
