import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { BLOCKS_MAX, type BlockedPerson } from '@marketplace/contracts';
import type { SessionUser } from '../access/session-user.js';
import { type RateLimit, RateLimits } from '../cluster/rate-limits.js';
import { updated } from '../common/write-results.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DATABASE, type Database } from '../database/database.js';
import { CommittedEvents } from '../events/committed-events.js';
import { UsersRepository } from '../users/users.repository.js';
import { BlocksRepository } from './blocks.repository.js';

/**
 * One account blocking another. A block works both ways and silently: neither may message the
 * other, order the other's items or see them in their own lists; the blocked person is never
 * told (an item reads as unavailable, a conversation as closed). Other domains ask this service
 * (`relatedTo`, `between`) and never read its table.
 */
@Injectable()
export class BlocksService {
  private readonly blockLimit: RateLimit;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly blocks: BlocksRepository,
    private readonly users: UsersRepository,
    private readonly committed: CommittedEvents,
    @Inject(APP_CONFIG) config: AppConfig,
    rateLimits: RateLimits,
  ) {
    this.blockLimit = rateLimits.create('blocks', config.RATE_LIMIT_BLOCKS_PER_HOUR, 3600);
  }

  /**
   * Blocks a person: not oneself (400), not an administrator (403: moderation must stay able to
   * write to anyone), at most BLOCKS_MAX at once (409). Blocking again changes nothing and is not
   * counted against RATE_LIMIT_BLOCKS_PER_HOUR. Open order requests between the two are closed
   * by the orders domain once the block has committed (`user.blocked`).
   */
  async block(targetId: number, viewer: SessionUser) {
    if (targetId === viewer.id) throw new BadRequestException('You cannot block yourself');
    const target = await this.users.findById(targetId);
    if (!target) throw new NotFoundException('User not found');
    if (target.isAdmin) throw new ForbiddenException('Administrators cannot be blocked');
    const key = `user:${viewer.id}`;
    await this.blockLimit.consume(key, 'You have blocked too many people this hour');
    const added = await this.db.transaction(async (tx) => {
      if ((await this.blocks.countBy(tx, viewer.id)) >= BLOCKS_MAX)
        throw new ConflictException(`You can block at most ${BLOCKS_MAX} people`);
      if (!(await this.blocks.add(tx, viewer.id, targetId))) return false;
      await this.committed.record(
        'user.blocked',
        { blockerId: viewer.id, blockedId: targetId },
        tx,
      );
      return true;
    });
    if (!added) await this.blockLimit.refundAll([key]);
    return updated(1, added ? 1 : 0);
  }

  /** Lifts the viewer's block; 404 when they had not blocked that person. */
  async unblock(targetId: number, viewer: SessionUser) {
    if (!(await this.blocks.remove(viewer.id, targetId)))
      throw new NotFoundException('You have not blocked this person');
    return updated(1, 1);
  }

  list(viewer: SessionUser): Promise<BlockedPerson[]> {
    return this.blocks.list(viewer.id);
  }

  /** The accounts in a block with `userId`, whichever side made it (usually none). */
  relatedTo(userId: number): Promise<number[]> {
    return this.blocks.relatedTo(userId);
  }

  /** Whether either of the two blocked the other. */
  between(a: number, b: number): Promise<boolean> {
    return a === b ? Promise.resolve(false) : this.blocks.between(a, b);
  }
}
