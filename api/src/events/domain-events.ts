import { Injectable } from '@nestjs/common';
import type { OrderStatus, ProductCondition } from '@marketplace/contracts';
import type { Transaction } from '../database/database.js';

/**
 * An order that moved to `status` (or stayed there while one side confirmed the handover), the
 * listing it is on and its two parties (each null once that listing or account is gone).
 */
export interface OrderChange {
  orderId: number;
  productId: number | null;
  status: OrderStatus;
  /** The state before: null for a new order, `status` itself for a confirmation. */
  from: OrderStatus | null;
  /** The parties (null once an account is removed), and what they are told about it. */
  buyerId: number | null;
  sellerId: number | null;
  productName: string;
  buyerName: string;
  closeReason: string | null;
}

/**
 * A listing as buyers find it, right after it was put up or edited while for sale: what a search
 * compares (its words, category, price, condition, location, seller), so another domain can match
 * it without reading the products' tables.
 */
export interface ListingPublished {
  productId: number;
  sellerId: number;
  sellerVerified: boolean;
  name: string;
  description: string;
  categoryId: number;
  category: string;
  price: number;
  condition: ProductCondition | null;
  location: string;
  /** Its place's coordinates; null for a free-text location. */
  lat: number | null;
  lng: number | null;
}

/** A listing an administrator removed, and whose it was. */
export interface ListingRemoval {
  productId: number;
  productName: string;
  sellerId: number;
  origin: string;
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
  /**
   * An administrator is about to remove someone's listing (before `product.deleted`, while its
   * reports are still open): its seller and its reporters are told. `origin` as below.
   */
  'product.removed-by-admin': ListingRemoval;
  /** A conversation's new messages stayed unread past MESSAGE_EMAIL_DELAY_MS. */
  'message.unread': MessagesUnread;
  /** An administrator verified a seller; `origin` is the site address the request came to. */
  'seller.verified': { sellerId: number; origin: string };
  /**
   * Google vouched for the email of a password account nobody had proven: its password and
   * sessions ended, and the owner is told. `origin` is the site address the sign-in came to.
   */
  'user.google-claimed': { userId: number; origin: string };
  /** An account was suspended or its suspension lifted: its listings leave or rejoin the lists. */
  'user.suspension-changed': { userId: number };
}

/**
 * Events delivered once the change that raised them has committed, at least once, from the
 * outbox: a `jobs` row written in the change's own statement (committed-events.ts). Their
 * handlers only tell someone (an email, an open page); what another domain keeps in the database
 * about them is written in that same statement (see api/docs/domains.md, The deal).
 */
export interface CommittedEventMap {
  /** An order was placed, changed state, or one side confirmed the handover. */
  'order.changed': OrderChange;
  /** A listing was put up for sale, or edited while for sale. */
  'product.published': ListingPublished;
  /** One account blocked another: what was open between them is closed by its own domain. */
  'user.blocked': { blockerId: number; blockedId: number };
}

export type EventName = keyof EventMap;
export type EventHandler<E extends EventName> = (
  payload: EventMap[E],
  tx: Transaction,
) => Promise<void>;
export type CommittedEventName = keyof CommittedEventMap;
export type CommittedEventHandler<E extends CommittedEventName> = (
  payload: CommittedEventMap[E],
) => Promise<void>;

/**
 * The in-process bus. Handlers run one after another inside the emitter's transaction, so an
 * effect commits or rolls back with the change that caused it; across processes nothing needs
 * telling, since the effect is already in the shared database.
 */
@Injectable()
export class DomainEvents {
  private readonly handlers = new Map<EventName, Array<EventHandler<never>>>();
  private readonly committedHandlers = new Map<
    CommittedEventName,
    Array<CommittedEventHandler<never>>
  >();

  on<E extends EventName>(event: E, handler: EventHandler<E>): void {
    const list = this.handlers.get(event) ?? [];
    list.push(handler);
    this.handlers.set(event, list);
  }

  async emit<E extends EventName>(event: E, payload: EventMap[E], tx: Transaction): Promise<void> {
    for (const handler of this.handlers.get(event) ?? []) {
      await (handler as EventHandler<E>)(payload, tx);
    }
  }

  /** Subscribes to an event delivered after its change committed (CommittedEventMap). */
  afterCommit<E extends CommittedEventName>(event: E, handler: CommittedEventHandler<E>): void {
    const list = this.committedHandlers.get(event) ?? [];
    list.push(handler);
    this.committedHandlers.set(event, list);
  }

  /** Runs every handler of a committed event; one that throws has the whole delivery retried. */
  async deliverCommitted<E extends CommittedEventName>(
    event: E,
    payload: CommittedEventMap[E],
  ): Promise<void> {
    for (const handler of this.committedHandlers.get(event) ?? []) {
      await (handler as CommittedEventHandler<E>)(payload);
    }
  }
}
