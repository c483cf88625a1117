import { z } from 'zod';
import { beforeIdSchema, idSchema, isoTimeSchema, plainText } from './fields.js';
import { MAX_PAGE_SIZE, MESSAGES_PAGE_SIZE, MESSAGE_MAX_LENGTH } from './limits.js';
import type { SavedSearchMatch } from './saved-searches.js';
import { DEAL_PARTIES, type OrderStatus } from './deal.js';

/** A message of a conversation, as its reader sees it. */
export const chatMessageSchema = z
  .object({
    _id: idSchema,
    conversationId: idSchema,
    /** Null once the sender's account is removed. */
    senderId: idSchema.nullable(),
    /** Sent by the reader. */
    mine: z.boolean(),
    text: z.string(),
    /**
     * What the reader is warned of when the message matched one of the market's scam patterns
     * ("Never pay before you meet and see the item"); never on the reader's own messages.
     */
    scamWarning: z.string().nullable(),
    createdAt: isoTimeSchema,
  })
  .meta({ id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** One of the reader's conversations (`GET /conversations`, `GET /conversations/:id`). */
export const conversationSchema = z
  .object({
    _id: idSchema,
    /** The reader's side of it. */
    role: z.enum(DEAL_PARTIES),
    /** The listing; `productId` is null once the listing is removed (its name and picture stay). */
    productId: idSchema.nullable(),
    productName: z.string(),
    productImage: z.string(),
    /** The other party; `_id` null once their account is removed. */
    otherParty: z.object({
      _id: idSchema.nullable(),
      name: z.string(),
      image: z.string().nullable(),
    }),
    lastMessage: chatMessageSchema.nullable(),
    /** Messages from the other party the reader has not read. */
    unread: z.number().int(),
    /** ISO time of the last message, or of the conversation's start. */
    lastActivityAt: isoTimeSchema,
    /** Why nobody can write here any more (an account removed or suspended), or null. */
    readOnlyReason: z.string().nullable(),
  })
  .meta({ id: 'Conversation' });
export type Conversation = z.infer<typeof conversationSchema>;

/**
 * A conversation holding messages that matched the market's scam patterns, as administrators
 * review it (`GET /conversations/flagged`): its parties and its flagged messages, newest first.
 */
export const flaggedConversationSchema = z
  .object({
    _id: idSchema,
    productId: idSchema.nullable(),
    productName: z.string(),
    buyer: z.object({ _id: idSchema.nullable(), name: z.string() }),
    seller: z.object({ _id: idSchema.nullable(), name: z.string() }),
    /** How many of its messages matched a pattern. */
    flaggedCount: z.number().int(),
    /** The newest of them (at most five), each with who sent it and the kind it matched. */
    flagged: z.array(
      z.object({
        _id: idSchema,
        sender: z.enum(DEAL_PARTIES).nullable(),
        text: z.string(),
        kind: z.string(),
        createdAt: isoTimeSchema,
      }),
    ),
  })
  .meta({ id: 'FlaggedConversation' });
export type FlaggedConversation = z.infer<typeof flaggedConversationSchema>;

/** `GET /conversations/unread-count`, and the `unread` live event. */
export const unreadCountSchema = z.object({ count: z.number().int() }).meta({ id: 'UnreadCount' });

/**
 * What `GET /events` (Server-Sent Events) tells the signed-in account. Each is sent as an event
 * of that name with the data as JSON. Events sent while a client was disconnected are not
 * replayed: on every (re)connection clients refetch what they show.
 */
export interface LiveEvents {
  message: { conversationId: string; message: ChatMessage };
  /** The reader's total unread messages, after a message arrived or a conversation was read. */
  unread: z.infer<typeof unreadCountSchema>;
  /** One of the reader's orders (as buyer or as seller) changed state. */
  order: { orderId: string; status: OrderStatus };
  /** A new or edited listing matches one of the account's saved searches. */
  'saved-search': SavedSearchMatch;
}
export type LiveEventName = keyof LiveEvents;

/**
 * `POST /conversations`: the buyer's conversation about a listing (`productId`), or the
 * conversation of an order (`orderId`), which either party of the order may open.
 */
export const conversationStartSchema = z
  .strictObject({
    productId: z
      .string({ error: 'productId must be a product id' })
      .trim()
      .min(1, 'productId is required')
      .optional(),
    orderId: z
      .string({ error: 'orderId must be an order id' })
      .trim()
      .min(1, 'orderId is required')
      .optional(),
  })
  .refine((input) => Boolean(input.productId) !== Boolean(input.orderId), {
    message: 'productId or orderId is required, not both',
    path: ['productId'],
  });
export type ConversationStart = z.infer<typeof conversationStartSchema>;

/** `POST /conversations/:id/messages`: the text, trimmed, line breaks kept. */
export const messageInputSchema = z.strictObject({
  text: plainText('text', MESSAGE_MAX_LENGTH, { required: true, multiline: true }),
});
export type MessageInput = z.infer<typeof messageInputSchema>;

/** `GET /conversations/:id/messages?before=<message id>&limit=`: keyset paging, newest first. */
export const messagesQuerySchema = z.object({
  before: beforeIdSchema('a message'),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`)
    .default(MESSAGES_PAGE_SIZE),
});
export type MessagesQuery = z.infer<typeof messagesQuerySchema>;
