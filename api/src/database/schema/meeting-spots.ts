import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
  index,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns.js';
import { places } from './places.js';

/** Public places an administrator recommends for meeting a stranger (a police station lobby…). */
export const meetingSpots = pgTable(
  'meeting_spots',
  {
    id: id(),
    name: text('name').notNull(),
    area: text('area').notNull(),
    address: text('address').notNull(),
    note: text('note').notNull(),
    createdAt: createdAt(),
    /** The gazetteer place the admin picked, and its coordinates: the spots nearest an item first. */
    placeId: bigint('place_id', { mode: 'number' }).references(() => places.id, {
      onDelete: 'set null',
    }),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
  },
  (t) => [
    uniqueIndex('meeting_spots_name_lower_key').on(sql`lower(${t.name})`),
    index('meeting_spots_area_idx').on(sql`lower(${t.area})`),
    check('meeting_spots_coordinates_check', sql`(${t.lat} is null) = (${t.lng} is null)`),
  ],
);
