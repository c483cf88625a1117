import {
  ConflictException,
  Injectable,
  NotFoundException,
  type OnApplicationBootstrap,
} from '@nestjs/common';
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
import { PlacesService } from '../places/places.service.js';
import { ProductsRepository } from '../products/products.repository.js';
import {
  type MeetingSpotValues,
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
export class MeetingSpotsService implements OnApplicationBootstrap {
  constructor(
    private readonly spots: MeetingSpotsRepository,
    private readonly audit: AuditService,
    private readonly places: PlacesService,
    private readonly products: ProductsRepository,
  ) {}

  /** The process that first loads the gazetteer places the spots made before it, by address. */
  async onApplicationBootstrap(): Promise<void> {
    if (await this.places.loaded()) {
      await this.spots.placeUnplaced(this.places.country);
    }
  }

  /** With `productId`, the spots nearest that listing first (when it has a place). */
  async list(query: MeetingSpotQuery, page: PageQuery): Promise<Page<MeetingSpot>> {
    const from = query.productId
      ? await this.products.findPoint(Number(query.productId))
      : undefined;
    const { items, total } = await this.spots.list({ q: query.q, near: query.near, from }, page);
    return new Page(items, total, page);
  }

  /** The form's fields with the picked place's id and point (400 for an unknown place). */
  private async valuesOf({ placeId, ...fields }: MeetingSpotInput): Promise<MeetingSpotValues> {
    const place = placeId ? await this.places.require(placeId, 'placeId') : undefined;
    return {
      ...fields,
      placeId: place ? Number(place.id) : null,
      lat: place?.lat ?? null,
      lng: place?.lng ?? null,
    };
  }

  /** The spot an order names, for its note; undefined when there is none with this id. */
  async find(id: number): Promise<MeetingSpot | undefined> {
    const row = await this.spots.findById(id);
    return row && toMeetingSpot(row);
  }

  // The place is read before the audited transaction: PGlite's one connection is the transaction's.
  async create(input: MeetingSpotInput, admin: SessionUser) {
    const values = await this.valuesOf(input);
    return this.audit.run(admin, async (tx, log) => {
      const id = unwrap(await this.spots.insert(values, tx));
      await log({
        action: 'meeting-spot.create',
        target: { type: 'meeting-spot', id, name: input.name },
      });
      return inserted(id);
    });
  }

  async update(id: number, input: MeetingSpotInput, admin: SessionUser) {
    const values = await this.valuesOf(input);
    return this.audit.run(admin, async (tx, log) => {
      const before = unwrap(await this.spots.update(id, values, tx));
      if (!before) throw new NotFoundException('Meeting spot not found');
      const changed = (Object.keys(values) as Array<keyof MeetingSpotValues>).some(
        (field) => before[field] !== values[field],
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
