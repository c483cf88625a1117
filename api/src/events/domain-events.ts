import { Injectable } from '@nestjs/common';
import type { OrderStatus } from '@marketplace/contracts';
import type { Transaction } from '../database/database.js';

/**
 * An order that moved to `status`, the listing it is on and its two parties (each null once that
 * listing or account is gone).
 */
export interface OrderChange {
  orderId: number;
  productId: number | null;
  status: OrderStatus;
  /** The parties (null once an account is removed), and what they are told about it. */
  buyerId: number | null;
  sellerId: number | null;
  productName: string;
  buyerName: string;
  closeReason: string | null;
}

/** Messages in a conversation stayed unread for a while (at most once an hour per recipient). */
export interface MessagesUnread {
  conversationId: number;
  recipientId: number;
  senderName: string;
  productName: string;
}

/**
 * Every domain event and its payload. A domain emits what happened to its own records; other
 * domains answer for theirs, so no repository reaches into another domain's tables.
 */
export interface EventMap {
  /** A user account is about to be deleted (its listings and open orders go first). */
  'user.deleted': { userId: number };
  /** Listings are about to be deleted (one by its seller or an admin, or all of a deleted seller's). */
  'product.deleted': { productIds: number[] };
  /** Orders changed state: the listings they are on follow (reserved, sold, available again). */
  'order.changed': { changes: OrderChange[] };
  /** A conversation's new messages stayed unread past MESSAGE_EMAIL_DELAY_MS. */
  'message.unread': MessagesUnread;
  /** An administrator verified a seller; `origin` is the site address the request came to. */
  'seller.verified': { sellerId: number; origin: string };
  /** An account was suspended or its suspension lifted: its listings leave or rejoin the lists. */
  'user.suspension-changed': { userId: number };
}

export type EventName = keyof EventMap;
export type EventHandler<E extends EventName> = (
  payload: EventMap[E],
  tx: Transaction,
) => Promise<void>;

/**
 * The in-process bus. Handlers run one after another inside the emitter's transaction, so an
 * effect commits or rolls back with the change that caused it; across processes nothing needs
 * telling, since the effect is already in the shared database.
 */
@Injectable()
export class DomainEvents {
  private readonly handlers = new Map<EventName, Array<EventHandler<never>>>();

  on<E extends EventName>(event: E, handler: EventHandler<E>): void {
    const list = this.handlers.get(event) ?? [];
    list.push(handler as EventHandler<never>);
    this.handlers.set(event, list);
  }

  async emit<E extends EventName>(event: E, payload: EventMap[E], tx: Transaction): Promise<void> {
    for (const handler of this.handlers.get(event) ?? []) {
      await (handler as EventHandler<E>)(payload, tx);
    }
  }
}
