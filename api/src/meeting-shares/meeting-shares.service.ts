import {
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  NotFoundException,
  type OnModuleInit,
} from '@nestjs/common';
import { MEETING_SHARES_PER_DEAL, type MeetingShare } from '@marketplace/contracts';
import type { SessionUser } from '../access/session-user.js';
import { RateLimits } from '../cluster/rate-limits.js';
import { inserted } from '../common/write-results.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DATABASE, type Database } from '../database/database.js';
import { JobQueue } from '../jobs/job-queue.js';
import type { EmailTemplateData } from '../mail/email-templates.js';
import { EmailsService } from '../mail/emails.service.js';
import { OrdersRepository } from '../orders/orders.repository.js';
import { ProfilesService } from '../reputation/profiles.service.js';
import { MeetingSharesRepository, type MeetingShareRow } from './meeting-shares.repository.js';

const DAY_SECONDS = 24 * 60 * 60;
/** Looks, after a shared meeting's time, whether its deal was done; else tells the contact. */
const FOLLOW_UP_JOB = 'meeting-shares.follow-up';

interface FollowUp {
  shareId: number;
  /** The meeting time the check was planned for: a meeting moved since is checked at its new time. */
  meetingTime: string;
}

type Order = NonNullable<Awaited<ReturnType<OrdersRepository['findById']>>>;

/**
 * "Share my meeting": one side of an accepted deal gives a trusted contact's email; the contact
 * is told where and when they meet whom, and told again if the deal is not marked done two hours
 * after the meeting. Only the sharer sees the address; it is read only to send those two emails.
 */
@Injectable()
export class MeetingSharesService implements OnModuleInit {
  private readonly sharesPerDay;
  private readonly money = new Intl.NumberFormat('en-IN');
  private readonly when: Intl.DateTimeFormat;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly shares: MeetingSharesRepository,
    private readonly orders: OrdersRepository,
    private readonly profiles: ProfilesService,
    private readonly emails: EmailsService,
    private readonly queue: JobQueue,
    limits: RateLimits,
  ) {
    this.sharesPerDay = limits.create(
      'meeting-shares',
      config.RATE_LIMIT_MEETING_SHARES_PER_DAY,
      DAY_SECONDS,
    );
    this.when = new Intl.DateTimeFormat('en-GB', {
      timeZone: config.MARKET_TIME_ZONE,
      dateStyle: 'full',
      timeStyle: 'short',
    });
  }

  onModuleInit(): void {
    this.queue.define<FollowUp>({
      kind: FOLLOW_UP_JOB,
      maxAttempts: 5,
      run: (followUp) => this.followUp(followUp),
    });
  }

  async share(orderId: number, email: string, viewer: SessionUser, origin: string) {
    const order = await this.acceptedDealOf(orderId, viewer);
    if ((await this.shares.countFor(orderId, viewer.id)) >= MEETING_SHARES_PER_DEAL) {
      throw new ConflictException(
        `You have shared this meeting with ${MEETING_SHARES_PER_DEAL} contacts already`,
      );
    }
    await this.sharesPerDay.consume(
      `user:${viewer.id}`,
      'Too many meetings shared today, try again tomorrow',
    );
    const data = await this.meetingOf(order, viewer.id);
    const share = await this.db.transaction(async (tx) => {
      const added = await this.shares.add(tx, {
        orderId,
        sharedBy: viewer.id,
        contactEmail: email,
      });
      if (!added) return undefined;
      await this.emails.enqueueToContact(email, 'meeting-shared', data, { origin, executor: tx });
      if (order.meetingTime) await this.planFollowUp(added, order.meetingTime, tx);
      return added;
    });
    if (!share)
      throw new ConflictException('You have shared this meeting with this address already');
    return inserted(share.id);
  }

  /** The contacts the viewer shared this deal's meeting with. */
  async list(orderId: number, viewer: SessionUser): Promise<MeetingShare[]> {
    await this.partyOf(orderId, viewer);
    const rows = await this.shares.listFor(orderId, viewer.id);
    return rows.map((row) => ({
      _id: String(row.id),
      email: row.contactEmail,
      createdAt: row.createdAt.toISOString(),
      followUpSentAt: row.followUpSentAt?.toISOString() ?? null,
    }));
  }

  /**
   * Runs at the planned time: a deal still accepted at the meeting it was planned for gets its
   * one follow-up; a meeting moved since is planned again; a deal done, or ended, gets nothing.
   */
  private async followUp({ shareId, meetingTime }: FollowUp): Promise<void> {
    const share = await this.shares.find(shareId);
    if (!share || share.followUpSentAt) return;
    const order = await this.orders.findById(share.orderId);
    if (order?.status !== 'accepted' || !order.meetingTime) return;
    if (order.meetingTime.getTime() !== Date.parse(meetingTime)) {
      await this.planFollowUp(share, order.meetingTime, this.db);
      return;
    }
    const data = await this.meetingOf(order, share.sharedBy);
    await this.db.transaction(async (tx) => {
      if (!(await this.shares.claimFollowUp(tx, share.id))) return;
      await this.emails.enqueueToContact(share.contactEmail, 'meeting-not-done', data, {
        executor: tx,
      });
    });
  }

  private async planFollowUp(share: MeetingShareRow, meetingTime: Date, executor: Database) {
    const due = meetingTime.getTime() + this.config.MEETING_SHARE_FOLLOW_UP_MS;
    await this.queue.enqueue<FollowUp>(
      FOLLOW_UP_JOB,
      { shareId: share.id, meetingTime: meetingTime.toISOString() },
      { delayMs: Math.max(0, due - Date.now()), executor },
    );
  }

  /** What the contact is told, from the sharer's side of the deal. */
  private async meetingOf(
    order: Order,
    sharerId: number,
  ): Promise<EmailTemplateData['meeting-shared']> {
    const sharerRole = order.buyerId === sharerId ? 'buyer' : 'seller';
    const otherId = sharerRole === 'buyer' ? order.sellerId : order.buyerId;
    const other = otherId === null ? undefined : await this.profiles.publicStanding(otherId);
    const rated =
      other?.rating === null || other === undefined
        ? 'not rated yet'
        : `rated ${other.rating} of 5 by ${other.ratingCount} ${other.ratingCount === 1 ? 'person' : 'people'}`;
    return {
      sharerName: sharerRole === 'buyer' ? order.userName : order.sellerName,
      sharerRole,
      otherPartyName: sharerRole === 'buyer' ? order.sellerName : order.userName,
      otherPartyStanding: other
        ? `${rated}, member since ${other.memberSince.slice(0, 10)}`
        : 'an account since removed',
      productName: order.productName,
      price: `Tk ${this.money.format(order.price)}`,
      place: order.meetingSpotNote
        ? `${order.meetingLocation} (${order.meetingSpotNote})`
        : order.meetingLocation,
      time: order.meetingTime ? this.when.format(order.meetingTime) : null,
      path:
        sharerRole === 'buyer' && order.sellerId !== null
          ? `/sellers/${order.sellerId}`
          : order.productId === null
            ? '/'
            : `/producs/${order.productId}`,
    };
  }

  /** The order if the viewer is its buyer or its seller: 404 when there is none, else 403. */
  private async partyOf(orderId: number, viewer: SessionUser): Promise<Order> {
    const order = await this.orders.findById(orderId);
    if (!order) throw new NotFoundException('Order not found');
    if (order.buyerId !== viewer.id && order.sellerId !== viewer.id) {
      throw new ForbiddenException('Only the buyer and the seller may share this meeting');
    }
    return order;
  }

  private async acceptedDealOf(orderId: number, viewer: SessionUser): Promise<Order> {
    const order = await this.partyOf(orderId, viewer);
    if (order.status !== 'accepted') {
      throw new ConflictException(
        order.status === 'requested'
          ? 'You can share the meeting once the seller has accepted the order'
          : `This order is ${order.status}: there is no meeting to share`,
      );
    }
    return order;
  }
}
