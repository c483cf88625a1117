import { customType, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/** Every stored upload, so that ones nothing refers to can be collected. */
export const uploads = pgTable(
  'uploads',
  {
    key: text('key').primaryKey(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_created_idx').on(t.createdAt)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** Image bytes when IMAGE_STORAGE=database (the default on PostgreSQL): every process reads them. */
export const imageBlobs = pgTable('image_blobs', {
  key: text('key').primaryKey(),
  content: bytea('content').notNull(),
});
