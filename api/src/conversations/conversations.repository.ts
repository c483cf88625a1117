import { Inject, Injectable } from '@nestjs/common';
import type {
  ChatMessage,
  Conversation,
  FlaggedConversation,
  ThreadMessage,
} from '@marketplace/contracts';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { DATABASE, type Database, type Transaction, queryRows } from '../database/database.js';
import { conversations, messages } from '../database/schema.js';

type MessageRow = typeof messages.$inferSelect;

/** The two parties of a conversation, as its rules need them. */
export interface ConversationParties {
  id: number;
  /** Null once the listing is removed. */
  productId: number | null;
  buyerId: number | null;
  sellerId: number | null;
  productName: string;
  /** Current names, null once an account is removed. */
  buyerName: string | null;
  sellerName: string | null;
  buyerSuspended: boolean;
  sellerSuspended: boolean;
}

interface SummaryRow {
  id: number;
  role: 'buyer' | 'seller';
  product_id: number | null;
  product_name: string;
  product_image: string;
  other_id: number | null;
  other_name: string | null;
  other_image: string | null;
  other_suspended: boolean;
  last_activity_at: Date | string;
  last_id: number | null;
  last_sender_id: number | null;
  last_body: string | null;
  last_scam_warning: string | null;
  last_created_at: Date | string | null;
  unread: number;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** What a reader is told under a message that matched a scam pattern of this kind. */
export type ScamWarningOf = (kind: string) => string;

export const toMessage = (
  row: Pick<
    MessageRow,
    'id' | 'conversationId' | 'senderId' | 'body' | 'scamWarning' | 'createdAt'
  >,
  readerId: number,
  warningOf: ScamWarningOf,
): ChatMessage => {
  const mine = row.senderId === readerId;
  return {
    _id: String(row.id),
    conversationId: String(row.conversationId),
    senderId: row.senderId === null ? null : String(row.senderId),
    mine,
    text: row.body,
    // The recipient is warned; the sender is not told their message was flagged.
    scamWarning: row.scamWarning && !mine ? warningOf(row.scamWarning) : null,
    createdAt: row.createdAt.toISOString(),
  };
};

const readOnlyReason = (row: SummaryRow): string | null => {
  if (row.other_id === null) return 'The other account was removed: this conversation is closed';
  if (row.other_suspended) return 'The other account is suspended: this conversation is closed';
  return null;
};

const toConversation = (
  row: SummaryRow,
  readerId: number,
  warningOf: ScamWarningOf,
): Conversation => ({
  _id: String(row.id),
  role: row.role,
  productId: row.product_id === null ? null : String(row.product_id),
  productName: row.product_name,
  productImage: row.product_image,
  otherParty: {
    _id: row.other_id === null ? null : String(row.other_id),
    name: row.other_name ?? 'Removed account',
    image: row.other_image,
  },
  lastMessage:
    row.last_id === null
      ? null
      : toMessage(
          {
            id: Number(row.last_id),
            conversationId: Number(row.id),
            senderId: row.last_sender_id === null ? null : Number(row.last_sender_id),
            body: row.last_body!,
            scamWarning: row.last_scam_warning,
            createdAt: new Date(row.last_created_at!),
          },
          readerId,
          warningOf,
        ),
  unread: Number(row.unread),
  lastActivityAt: iso(row.last_activity_at),
  readOnlyReason: readOnlyReason(row),
});

/** The reader's read position in a conversation: the column of their side. */
const readPosition = (readerId: number) =>
  sql`case when c.buyer_id = ${readerId} then c.buyer_last_read_id else c.seller_last_read_id end`;

/**
 * Conversations' and messages' queries. Names and photos of the other party are read from the
 * users table (current, never copied), which is the one read outside this domain's tables.
 */
@Injectable()
export class ConversationsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async findIdFor(productId: number, buyerId: number): Promise<number | undefined> {
    const [row] = await this.db
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.productId, productId), eq(conversations.buyerId, buyerId)))
      .limit(1);
    return row?.id;
  }

  /** Creates the (listing, buyer) conversation unless it exists; answers its id and whether it is new. */
  async open(values: {
    productId: number;
    buyerId: number;
    sellerId: number;
    productName: string;
    productImage: string;
  }): Promise<{ id: number; created: boolean }> {
    const [created] = await this.db
      .insert(conversations)
      .values(values)
      .onConflictDoNothing({ target: [conversations.productId, conversations.buyerId] })
      .returning({ id: conversations.id });
    if (created) return { id: created.id, created: true };
    const existing = await this.findIdFor(values.productId, values.buyerId);
    return { id: existing!, created: false };
  }

  /** A message's conversation and sender, for a report of it. */
  async messageOrigin(
    messageId: number,
  ): Promise<{ conversationId: number; senderId: number | null } | undefined> {
    const [row] = await this.db
      .select({ conversationId: messages.conversationId, senderId: messages.senderId })
      .from(messages)
      .where(eq(messages.id, messageId));
    return row;
  }

  /**
   * A message with up to `around` messages before and after it in its thread, oldest first,
   * each with its sender's current name; undefined for an unknown message.
   */
  async threadAround(
    messageId: number,
    around: number,
  ): Promise<{ conversationId: number; productName: string; thread: ThreadMessage[] } | undefined> {
    const rows = await queryRows<{
      id: number;
      conversation_id: number;
      product_name: string;
      sender_name: string | null;
      body: string;
      created_at: Date | string;
    }>(
      this.db,
      sql`with target as (select id, conversation_id from messages where id = ${messageId}),
          around as (
            (select m.* from messages m, target t
              where m.conversation_id = t.conversation_id and m.id <= t.id
              order by m.id desc limit ${around + 1})
            union all
            (select m.* from messages m, target t
              where m.conversation_id = t.conversation_id and m.id > t.id
              order by m.id limit ${around}))
          select a.id, a.conversation_id, c.product_name, u.name as sender_name, a.body,
                 a.created_at
          from around a
          join conversations c on c.id = a.conversation_id
          left join users u on u.id = a.sender_id
          order by a.id`,
    );
    const [first] = rows;
    if (!first) return undefined;
    return {
      conversationId: Number(first.conversation_id),
      productName: first.product_name,
      thread: rows.map((row) => ({
        _id: String(row.id),
        senderName: row.sender_name ?? 'Removed account',
        text: row.body,
        createdAt: iso(row.created_at),
        reported: Number(row.id) === messageId,
      })),
    };
  }

  async parties(executor: Database, id: number): Promise<ConversationParties | undefined> {
    const [row] = await queryRows<{
      id: number;
      product_id: number | null;
      buyer_id: number | null;
      seller_id: number | null;
      product_name: string;
      buyer_name: string | null;
      seller_name: string | null;
      buyer_suspended: boolean;
      seller_suspended: boolean;
    }>(
      executor,
      sql`select c.id, c.product_id, c.buyer_id, c.seller_id, c.product_name,
            b.name as buyer_name, s.name as seller_name,
            coalesce(b.suspended_at is not null, false) as buyer_suspended,
            coalesce(s.suspended_at is not null, false) as seller_suspended
          from conversations c
          left join users b on b.id = c.buyer_id
          left join users s on s.id = c.seller_id
          where c.id = ${id}`,
    );
    if (!row) return undefined;
    return {
      id: Number(row.id),
      productId: row.product_id === null ? null : Number(row.product_id),
      buyerId: row.buyer_id === null ? null : Number(row.buyer_id),
      sellerId: row.seller_id === null ? null : Number(row.seller_id),
      productName: row.product_name,
      buyerName: row.buyer_name,
      sellerName: row.seller_name,
      buyerSuspended: row.buyer_suspended,
      sellerSuspended: row.seller_suspended,
    };
  }

  /** The reader's conversations, newest activity first, or the one `onlyId`. */
  async summaries(
    readerId: number,
    { limit, offset, onlyId }: { limit: number; offset: number; onlyId?: number },
    warningOf: ScamWarningOf,
  ): Promise<Conversation[]> {
    const rows = await queryRows<SummaryRow>(
      this.db,
      sql`select c.id,
            case when c.buyer_id = ${readerId} then 'buyer' else 'seller' end as role,
            c.product_id, c.product_name, c.product_image, c.last_activity_at,
            o.id as other_id, o.name as other_name, o.image as other_image,
            coalesce(o.suspended_at is not null, false) as other_suspended,
            m.id as last_id, m.sender_id as last_sender_id, m.body as last_body,
            m.scam_warning as last_scam_warning, m.created_at as last_created_at,
            (select count(*) from messages u
              where u.conversation_id = c.id and u.id > ${readPosition(readerId)}
                and u.sender_id is distinct from ${readerId})::int as unread
          from conversations c
          left join users o
            on o.id = case when c.buyer_id = ${readerId} then c.seller_id else c.buyer_id end
          left join lateral (
            select id, sender_id, body, scam_warning, created_at from messages
            where conversation_id = c.id order by id desc limit 1
          ) m on true
          where (c.buyer_id = ${readerId} or c.seller_id = ${readerId})
            ${onlyId === undefined ? sql`` : sql`and c.id = ${onlyId}`}
          order by c.last_activity_at desc, c.id desc
          limit ${limit} offset ${offset}`,
    );
    return rows.map((row) => toConversation(row, readerId, warningOf));
  }

  /**
   * Conversations with messages that matched a scam pattern, the most recently flagged first,
   * with their newest flagged messages: what administrators review.
   */
  async flagged({ limit, offset }: { limit: number; offset: number }) {
    const rows = await queryRows<{
      id: number;
      product_id: number | null;
      product_name: string;
      buyer_id: number | null;
      buyer_name: string | null;
      seller_id: number | null;
      seller_name: string | null;
      flagged_count: number;
      flagged: Array<{
        id: number;
        sender_id: number | null;
        body: string;
        kind: string;
        created_at: string;
      }>;
    }>(
      this.db,
      sql`with threads as (
            select conversation_id, max(id) as last_id, count(*)::int as flagged_count
            from messages where scam_warning is not null
            group by conversation_id
            order by last_id desc
            limit ${limit} offset ${offset}
          )
          select c.id, c.product_id, c.product_name, c.buyer_id, b.name as buyer_name,
            c.seller_id, s.name as seller_name, t.flagged_count,
            (select json_agg(json_build_object('id', m.id, 'sender_id', m.sender_id,
                'body', m.body, 'kind', m.scam_warning, 'created_at', m.created_at)
                order by m.id desc)
              from (select * from messages
                where conversation_id = c.id and scam_warning is not null
                order by id desc limit 5) m) as flagged
          from threads t
          join conversations c on c.id = t.conversation_id
          left join users b on b.id = c.buyer_id
          left join users s on s.id = c.seller_id
          order by t.last_id desc`,
    );
    return rows.map((row): FlaggedConversation => ({
      _id: String(row.id),
      productId: row.product_id === null ? null : String(row.product_id),
      productName: row.product_name,
      buyer: {
        _id: row.buyer_id === null ? null : String(row.buyer_id),
        name: row.buyer_name ?? 'Removed account',
      },
      seller: {
        _id: row.seller_id === null ? null : String(row.seller_id),
        name: row.seller_name ?? 'Removed account',
      },
      flaggedCount: Number(row.flagged_count),
      flagged: row.flagged.map((message) => ({
        _id: String(message.id),
        sender:
          message.sender_id === null
            ? null
            : Number(message.sender_id) === Number(row.buyer_id)
              ? 'buyer'
              : 'seller',
        text: message.body,
        kind: message.kind,
        createdAt: iso(message.created_at),
      })),
    }));
  }

  async countFlagged(): Promise<number> {
    const [row] = await queryRows<{ total: number }>(
      this.db,
      sql`select count(distinct conversation_id)::int as total
          from messages where scam_warning is not null`,
    );
    return Number(row?.total ?? 0);
  }

  async countFor(readerId: number): Promise<number> {
    const [row] = await queryRows<{ total: number }>(
      this.db,
      sql`select count(*)::int as total from conversations
          where buyer_id = ${readerId} or seller_id = ${readerId}`,
    );
    return Number(row?.total ?? 0);
  }

  /** Messages from the other parties the reader has not read, in all their conversations. */
  async unreadTotal(readerId: number, executor: Database = this.db): Promise<number> {
    const [row] = await queryRows<{ total: number }>(
      executor,
      sql`select count(*)::int as total
          from conversations c
          join messages u on u.conversation_id = c.id and u.id > ${readPosition(readerId)}
          where (c.buyer_id = ${readerId} or c.seller_id = ${readerId})
            and u.sender_id is distinct from ${readerId}`,
    );
    return Number(row?.total ?? 0);
  }

  /** Newest first, older than the message `before` (keyset on the id). */
  async page(conversationId: number, before: number | undefined, limit: number) {
    return this.db
      .select()
      .from(messages)
      .where(
        and(
          eq(messages.conversationId, conversationId),
          before === undefined ? undefined : lt(messages.id, before),
        ),
      )
      .orderBy(desc(messages.id))
      .limit(limit);
  }

  /**
   * Adds a message; the conversation moves to the top of both inboxes and the sender has read
   * everything up to it. Answers the message and whether the recipient already had unread ones
   * here (then an unread-message email is already on its way).
   */
  async addMessage(
    tx: Transaction,
    conversation: ConversationParties,
    senderId: number,
    body: string,
    scamWarning: string | null,
  ): Promise<{ message: MessageRow; recipientHadUnread: boolean }> {
    const senderIsBuyer = conversation.buyerId === senderId;
    const [message] = await tx
      .insert(messages)
      .values({ conversationId: conversation.id, senderId, body, scamWarning })
      .returning();
    const recipientRead = senderIsBuyer
      ? conversations.sellerLastReadId
      : conversations.buyerLastReadId;
    const [row] = await tx
      .update(conversations)
      .set({
        lastActivityAt: message!.createdAt,
        ...(senderIsBuyer ? { buyerLastReadId: message!.id } : { sellerLastReadId: message!.id }),
      })
      .where(eq(conversations.id, conversation.id))
      .returning({
        recipientHadUnread: sql<boolean>`exists (
          select 1 from ${messages} u
          where u.conversation_id = ${conversation.id} and u.id > ${recipientRead}
            and u.id < ${message!.id} and u.sender_id = ${senderId})`,
      });
    return { message: message!, recipientHadUnread: Boolean(row?.recipientHadUnread) };
  }

  /** Moves the reader's read position to the newest message; answers whether it moved. */
  async markRead(conversation: ConversationParties, readerId: number): Promise<boolean> {
    const column = conversation.buyerId === readerId ? 'buyer_last_read_id' : 'seller_last_read_id';
    const rows = await queryRows<{ id: number }>(
      this.db,
      sql`update conversations c
          set ${sql.raw(column)} = latest.id
          from (select max(id) as id from messages where conversation_id = ${conversation.id}) latest
          where c.id = ${conversation.id} and latest.id > c.${sql.raw(column)}
          returning c.id`,
    );
    return rows.length > 0;
  }

  /**
   * Claims the right to email `recipientId` about unread messages here, at most once an hour:
   * 'read' when nothing from `messageId` on is unread any more, 'claimed', or the time the
   * hourly window allows the next email.
   */
  async claimUnreadEmail(
    tx: Transaction,
    conversationId: number,
    recipientId: number,
    messageId: number,
  ): Promise<'read' | 'claimed' | { notBefore: Date }> {
    const [row] = await queryRows<{
      side: 'buyer' | 'seller';
      last_read: number;
      emailed_at: Date | string | null;
    }>(
      tx,
      sql`select case when buyer_id = ${recipientId} then 'buyer' else 'seller' end as side,
            case when buyer_id = ${recipientId} then buyer_last_read_id else seller_last_read_id end as last_read,
            case when buyer_id = ${recipientId} then buyer_emailed_at else seller_emailed_at end as emailed_at
          from conversations
          where id = ${conversationId} and ${recipientId} in (buyer_id, seller_id)
          for update`,
    );
    if (!row || Number(row.last_read) >= messageId) return 'read';
    const hourAfter = row.emailed_at ? new Date(row.emailed_at).getTime() + HOUR_MS : 0;
    if (hourAfter > Date.now()) return { notBefore: new Date(hourAfter) };
    await tx
      .update(conversations)
      .set(row.side === 'buyer' ? { buyerEmailedAt: new Date() } : { sellerEmailedAt: new Date() })
      .where(eq(conversations.id, conversationId));
    return 'claimed';
  }
}

const HOUR_MS = 60 * 60 * 1000;
