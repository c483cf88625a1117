import { Inject, Injectable } from '@nestjs/common';
import { type SQL, and, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { DATABASE, type Database, type Transaction } from '../database/database.js';
import {
  categories,
  favourites,
  orders,
  productImages,
  products,
  uploads,
  users,
} from '../database/schema.js';
import { IMAGE_URL_PREFIX } from './image-storage.js';

/**
 * Every column that holds an image URL. Orders and favourites count too: they keep their
 * product's picture after the listing is gone, and their lists still show it.
 */
const IMAGE_COLUMNS: Array<[PgTable, AnyPgColumn]> = [
  [users, users.image],
  [products, products.image],
  [productImages, productImages.url],
  [categories, categories.image],
  [orders, orders.image],
  [favourites, favourites.image],
];

@Injectable()
export class UploadsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * Records an upload, or restarts the grace period of one stored before: the same picture
   * uploaded again must not be collected an hour later.
   */
  async record(upload: {
    key: string;
    width: number;
    height: number;
    bytes: number;
  }): Promise<void> {
    await this.db
      .insert(uploads)
      .values(upload)
      .onConflictDoUpdate({ target: uploads.key, set: { createdAt: sql`now()` } });
  }

  /**
   * Deletes up to `limit` uploads recorded before `cutoff` that no row refers to, by their URL or
   * their thumbnail's, and hands their keys to `removeFiles` inside the same transaction. An upload
   * of the same picture meanwhile waits on the row lock and so writes its files after they go.
   */
  async deleteUnreferenced(
    cutoff: Date,
    limit: number,
    removeFiles: (keys: string[]) => Promise<void>,
    executor: Database | Transaction = this.db,
  ): Promise<string[]> {
    return executor.transaction(async (tx) => {
      const unreferenced = tx
        .select({ key: uploads.key })
        .from(uploads)
        .where(
          and(
            lt(uploads.createdAt, cutoff),
            ...IMAGE_COLUMNS.map(([table, column]) => notReferencedBy(tx, table, column)),
          ),
        )
        .limit(limit);
      const removed = await tx
        .delete(uploads)
        .where(inArray(uploads.key, unreferenced))
        .returning({ key: uploads.key });
      const keys = removed.map((row) => row.key);
      if (keys.length) await removeFiles(keys);
      return keys;
    });
  }
}

/** A thumbnail URL refers to its full-size upload: both map to the upload's own URL. */
function notReferencedBy(db: Pick<Database, 'select'>, table: PgTable, column: AnyPgColumn): SQL {
  return notExists(
    db
      .select({ one: sql`1` })
      .from(table)
      .where(
        sql`replace(${column}, '.thumb.webp', '.webp') = ${IMAGE_URL_PREFIX} || ${uploads.key}`,
      ),
  );
}
