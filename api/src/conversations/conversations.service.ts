import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  NotFoundException,
  type OnModuleInit,
} from '@nestjs/common';
import type {
  ChatMessage,
  Conversation,
  ConversationStart,
  FlaggedConversation,
  MessagesQuery,
  PageQuery,
} from '@marketplace/contracts';
import type { SessionUser } from '../access/session-user.js';
import { BlocksService } from '../blocks/blocks.service.js';
import { RateLimits } from '../cluster/rate-limits.js';
import { parseId } from '../common/id.pipe.js';
import { Page } from '../common/pagination.js';
import { updated } from '../common/write-results.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DATABASE, type Database } from '../database/database.js';
import { DomainEvents } from '../events/domain-events.js';
import { JobQueue } from '../jobs/job-queue.js';
import { LivePublisher } from '../live/live-publisher.js';
import { OrdersRepository } from '../orders/orders.repository.js';
import { ProductsRepository } from '../products/products.repository.js';
import { UsersRepository } from '../users/users.repository.js';
import { ScamWarningsService } from '../scam-warnings/scam-warnings.service.js';
import {
  type ConversationParties,
  ConversationsRepository,
  type ScamWarningOf,
  toMessage,
} from './conversations.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** What both sides read once either blocked the other: the same words, so neither learns who. */
const BLOCKED_REASON = "You can't reply to this conversation";
/** Checks, some minutes after a message, whether its recipient read it; else emails them. */
const UNREAD_CHECK_JOB = 'conversations.unread-check';

interface UnreadCheck {
  conversationId: number;
  recipientId: number;
  messageId: number;
}

/** A conversation with someone in a block with the reader reads as closed. */
const closedByBlock = (conversation: Conversation, related: number[]): Conversation =>
  conversation.otherParty._id !== null &&
  conversation.readOnlyReason === null &&
  related.includes(Number(conversation.otherParty._id))
    ? { ...conversation, readOnlyReason: BLOCKED_REASON }
    : conversation;

/**
 * Conversations between a listing's buyer and its seller. Only the two parties see or write one
 * (anyone else: 403); a removed or suspended party makes it read-only (409).
 */
@Injectable()
export class ConversationsService implements OnModuleInit {
  private readonly messageLimit;
  private readonly newAccountLimit;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly conversations: ConversationsRepository,
    private readonly products: ProductsRepository,
    private readonly orders: OrdersRepository,
    private readonly users: UsersRepository,
    private readonly live: LivePublisher,
    private readonly events: DomainEvents,
    private readonly queue: JobQueue,
    private readonly scamWarnings: ScamWarningsService,
    private readonly blocks: BlocksService,
    rateLimits: RateLimits,
  ) {
    this.messageLimit = rateLimits.create('messages', config.RATE_LIMIT_MESSAGES_PER_MINUTE, 60);
    this.newAccountLimit = rateLimits.create(
      'new-account-conversations',
      config.NEW_ACCOUNT_CONVERSATIONS_PER_DAY,
      DAY_MS / 1000,
    );
  }

  onModuleInit(): void {
    this.queue.define<UnreadCheck>({
      kind: UNREAD_CHECK_JOB,
      maxAttempts: 5,
      run: (check) => this.checkUnread(check),
    });
  }

  /**
   * The buyer's conversation about a listing, or an order's (either party): created once, then
   * the same one. 201 when created, 200 when it existed.
   */
  async open(
    input: ConversationStart,
    viewer: SessionUser,
  ): Promise<{ conversation: Conversation; created: boolean }> {
    const { productId, buyerId } = input.orderId
      ? await this.partiesOfOrder(parseId(input.orderId, 'Order'), viewer)
      : { productId: parseId(input.productId, 'Product'), buyerId: viewer.id };

    const existing = await this.conversations.findIdFor(productId, buyerId);
    if (existing !== undefined)
      return { conversation: await this.summary(existing, viewer), created: false };

    const found = await this.products.findById(productId);
    if (!found || found.sellerSuspended) throw new NotFoundException('Product not found');
    const sellerId = Number(found.product.sellerId);
    if (sellerId === buyerId)
      throw new ForbiddenException('You cannot open a conversation on your own listing');
    // A listing of someone in a block with the buyer is unavailable to them, as in the lists.
    if (await this.blocks.between(sellerId, buyerId))
      throw new NotFoundException('Product not found');
    if (buyerId === viewer.id) await this.countNewAccountConversation(viewer);

    const { id, created } = await this.conversations.open({
      productId,
      buyerId,
      sellerId,
      productName: found.product.productName,
      productImage: found.product.productImage,
    });
    return { conversation: await this.summary(id, viewer), created };
  }

  async list(viewer: SessionUser, page: PageQuery): Promise<Page<Conversation>> {
    const [items, total, related] = await Promise.all([
      this.conversations.summaries(viewer.id, page, this.warningOf),
      this.conversations.countFor(viewer.id),
      this.blocks.relatedTo(viewer.id),
    ]);
    return new Page(
      items.map((item) => closedByBlock(item, related)),
      total,
      page,
    );
  }

  /** The conversations holding messages that matched a scam pattern, for administrators. */
  async flagged(page: PageQuery): Promise<Page<FlaggedConversation>> {
    const [items, total] = await Promise.all([
      this.conversations.flagged(page),
      this.conversations.countFlagged(),
    ]);
    return new Page(items, total, page);
  }

  async get(id: number, viewer: SessionUser): Promise<Conversation> {
    await this.partyOf(id, viewer);
    return this.summary(id, viewer);
  }

  async unreadCount(viewer: SessionUser): Promise<{ count: number }> {
    return { count: await this.conversations.unreadTotal(viewer.id) };
  }

  async messages(id: number, query: MessagesQuery, viewer: SessionUser): Promise<ChatMessage[]> {
    await this.partyOf(id, viewer);
    const rows = await this.conversations.page(id, query.before, query.limit);
    return rows.map((row) => toMessage(row, viewer.id, this.warningOf));
  }

  /** Sends a message; both parties' open pages get it at once, the recipient's unread count too. */
  async send(id: number, text: string, viewer: SessionUser): Promise<ChatMessage> {
    const conversation = await this.partyOf(id, viewer);
    const recipientId =
      conversation.buyerId === viewer.id ? conversation.sellerId : conversation.buyerId;
    const recipientSuspended =
      conversation.buyerId === viewer.id
        ? conversation.sellerSuspended
        : conversation.buyerSuspended;
    if (recipientId === null || recipientSuspended)
      throw new ConflictException(
        'This conversation is closed: the other account was removed or suspended',
      );
    if (await this.blocks.between(viewer.id, recipientId))
      throw new ConflictException(BLOCKED_REASON);
    await this.messageLimit.consume(`user:${viewer.id}`);
    const scamWarning = await this.scamWarnings.kindOf(text, 'message', () =>
      this.dealAccepted(conversation),
    );

    const { message } = await this.db.transaction(async (tx) => {
      const added = await this.conversations.addMessage(
        tx,
        conversation,
        viewer.id,
        text,
        scamWarning,
      );
      // The first unread message schedules the check; later ones are covered by it.
      if (!added.recipientHadUnread)
        await this.queue.enqueue<UnreadCheck>(
          UNREAD_CHECK_JOB,
          { conversationId: id, recipientId, messageId: added.message.id },
          { delayMs: this.config.MESSAGE_EMAIL_DELAY_MS, executor: tx },
        );
      return added;
    });

    // The message goes out first; the recipient's new count follows once counted.
    const conversationId = String(id);
    await Promise.all([
      this.live.publish(recipientId, 'message', {
        conversationId,
        message: toMessage(message, recipientId, this.warningOf),
      }),
      this.live.publish(viewer.id, 'message', {
        conversationId,
        message: toMessage(message, viewer.id, this.warningOf),
      }),
      this.conversations
        .unreadTotal(recipientId)
        .then((count) => this.live.publish(recipientId, 'unread', { count })),
    ]);
    return toMessage(message, viewer.id, this.warningOf);
  }

  /** Whether the seller accepted the buyer's deal on this conversation's listing. */
  private async dealAccepted(conversation: ConversationParties): Promise<boolean> {
    if (conversation.productId === null || conversation.buyerId === null) return false;
    return this.orders.hasAcceptedDeal(conversation.productId, conversation.buyerId);
  }

  private readonly warningOf: ScamWarningOf = (kind) => this.scamWarnings.warningOf(kind).en;

  /** Everything in the conversation is read by the viewer; their other pages learn the new count. */
  async markRead(id: number, viewer: SessionUser) {
    const conversation = await this.partyOf(id, viewer);
    const moved = await this.conversations.markRead(conversation, viewer.id);
    if (moved)
      await this.live.publish(viewer.id, 'unread', {
        count: await this.conversations.unreadTotal(viewer.id),
      });
    return updated(1, moved ? 1 : 0);
  }

  /**
   * Who wrote a message the viewer reports: 404 unknown, 403 outside its conversation, 400 their
   * own. Its sender is null once their account is removed.
   */
  async reportableMessage(messageId: number, viewer: SessionUser) {
    const origin = await this.conversations.messageOrigin(messageId);
    if (!origin) throw new NotFoundException('Message not found');
    await this.partyOf(origin.conversationId, viewer);
    if (origin.senderId === viewer.id)
      throw new BadRequestException('You cannot report your own message');
    return origin;
  }

  /** A reported message amid its thread, for the moderator; undefined for an unknown one. */
  threadAround(messageId: number, around: number) {
    return this.conversations.threadAround(messageId, around);
  }

  /** The job run some minutes after a first unread message: emails its recipient if still unread. */
  private async checkUnread({ conversationId, recipientId, messageId }: UnreadCheck) {
    const later = await this.db.transaction(async (tx) => {
      const claim = await this.conversations.claimUnreadEmail(
        tx,
        conversationId,
        recipientId,
        messageId,
      );
      if (claim === 'read') return undefined;
      if (claim !== 'claimed') return claim.notBefore;
      // In the transaction (PGlite has one connection, which it holds).
      const parties = await this.conversations.parties(tx, conversationId);
      if (!parties) return undefined;
      const senderName = parties.buyerId === recipientId ? parties.sellerName : parties.buyerName;
      await this.events.emit(
        'message.unread',
        {
          conversationId,
          recipientId,
          senderName: senderName ?? 'Removed account',
          productName: parties.productName,
        },
        tx,
      );
      return undefined;
    });
    // Emailed about this conversation within the hour: look again once the hour is over.
    if (later)
      await this.queue.enqueue<UnreadCheck>(
        UNREAD_CHECK_JOB,
        { conversationId, recipientId, messageId },
        { delayMs: Math.max(0, later.getTime() - Date.now()) },
      );
  }

  private async summary(id: number, viewer: SessionUser): Promise<Conversation> {
    const [conversation] = await this.conversations.summaries(
      viewer.id,
      { limit: 1, offset: 0, onlyId: id },
      this.warningOf,
    );
    if (!conversation) throw new NotFoundException('Conversation not found');
    return closedByBlock(conversation, await this.blocks.relatedTo(viewer.id));
  }

  /** The conversation if the viewer is one of its parties: 404 if there is none, else 403. */
  private async partyOf(id: number, viewer: SessionUser): Promise<ConversationParties> {
    const conversation = await this.conversations.parties(this.db, id);
    if (!conversation) throw new NotFoundException('Conversation not found');
    if (conversation.buyerId !== viewer.id && conversation.sellerId !== viewer.id)
      throw new ForbiddenException('Only the buyer and the seller may read this conversation');
    return conversation;
  }

  /** An order's listing and buyer, if the viewer is its buyer or its seller. */
  private async partiesOfOrder(orderId: number, viewer: SessionUser) {
    const order = await this.orders.findById(orderId);
    if (!order) throw new NotFoundException('Order not found');
    if (order.buyerId !== viewer.id && order.sellerId !== viewer.id)
      throw new ForbiddenException('Only the buyer and the seller may open this conversation');
    if (order.productId === null || order.buyerId === null)
      throw new ConflictException(
        'This order has no conversation: its listing or its buyer was removed',
      );
    return { productId: order.productId, buyerId: order.buyerId };
  }

  /** An account younger than a day starts at most NEW_ACCOUNT_CONVERSATIONS_PER_DAY conversations. */
  private async countNewAccountConversation(viewer: SessionUser) {
    const account = await this.users.findById(viewer.id);
    if (account && Date.now() - account.createdAt.getTime() < DAY_MS)
      await this.newAccountLimit.consume(`user:${viewer.id}`);
  }
}
