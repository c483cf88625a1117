import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type {
  MeetingSpot,
  MeetingSpotInput,
  MeetingSpotQuery,
  PageQuery,
} from '@marketplace/contracts';
import { AuditService } from '../audit/audit.service.js';
import type { SessionUser } from '../access/session-user.js';
import { Page } from '../common/pagination.js';
import { deleted, inserted, updated } from '../common/write-results.js';
import {
  MeetingSpotsRepository,
  type SpotWriteOutcome,
  toMeetingSpot,
} from './meeting-spots.repository.js';

const nameTaken = () => new ConflictException('A meeting spot with this name already exists');

const unwrap = <T>(outcome: SpotWriteOutcome<T>): T => {
  if (outcome.kind === 'name-taken') throw nameTaken();
  return outcome.value;
};

/** Safe public places to meet a stranger: anyone reads them, administrators keep them. */
@Injectable()
export class MeetingSpotsService {
  constructor(
    private readonly spots: MeetingSpotsRepository,
    private readonly audit: AuditService,
  ) {}

  async list(query: MeetingSpotQuery, page: PageQuery): Promise<Page<MeetingSpot>> {
    const { items, total } = await this.spots.list(query, page);
    return new Page(items, total, page);
  }

  /** The spot an order names, for its note; undefined when there is none with this id. */
  async find(id: number): Promise<MeetingSpot | undefined> {
    const row = await this.spots.findById(id);
    return row && toMeetingSpot(row);
  }

  create(input: MeetingSpotInput, admin: SessionUser) {
    return this.audit.run(admin, async (tx, log) => {
      const id = unwrap(await this.spots.insert(input, tx));
      await log({
        action: 'meeting-spot.create',
        target: { type: 'meeting-spot', id, name: input.name },
      });
      return inserted(id);
    });
  }

  update(id: number, input: MeetingSpotInput, admin: SessionUser) {
    return this.audit.run(admin, async (tx, log) => {
      const before = unwrap(await this.spots.update(id, input, tx));
      if (!before) throw new NotFoundException('Meeting spot not found');
      const changed = (Object.keys(input) as Array<keyof MeetingSpotInput>).some(
        (field) => before[field] !== input[field],
      );
      if (!changed) return updated(1, 0);
      await log({
        action: 'meeting-spot.update',
        target: { type: 'meeting-spot', id, name: input.name },
      });
      return updated(1, 1);
    });
  }

  delete(id: number, admin: SessionUser) {
    return this.audit.run(admin, async (tx, log) => {
      const removed = await this.spots.delete(id, tx);
      if (!removed) throw new NotFoundException('Meeting spot not found');
      await log({
        action: 'meeting-spot.delete',
        target: { type: 'meeting-spot', id, name: removed.name },
      });
      return deleted(1);
    });
  }
}
