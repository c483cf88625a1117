import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns.js';

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
  },
  (t) => [
    uniqueIndex('meeting_spots_name_lower_key').on(sql`lower(${t.name})`),
    index('meeting_spots_area_idx').on(sql`lower(${t.area})`),
  ],
);
