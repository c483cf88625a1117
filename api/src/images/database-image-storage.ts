import { eq } from 'drizzle-orm';
import { Readable } from 'node:stream';
import type { Database } from '../database/database.js';
import { imageBlobs } from '../database/schema.js';
import { type ImageStorage, isImageKey } from './image-storage.js';

/**
 * Images as `bytea` rows in the application's PostgreSQL database, so every API process serves
 * what any of them stored (the filesystem driver is per machine). Images are re-encoded WebP of a
 * few hundred kilobytes at most, well within what a row holds comfortably; past one machine's
 * worth, an object store behind this same interface is the next step (docs/scaling.md).
 */
export class DatabaseImageStorage implements ImageStorage {
  constructor(private readonly db: Database) {}

  async put(key: string, content: Buffer): Promise<void> {
    this.check(key);
    // Keys are content hashes: a second put of the same key has the same bytes.
    await this.db.insert(imageBlobs).values({ key, content }).onConflictDoNothing();
  }

  async open(key: string): Promise<{ stream: Readable; size: number } | null> {
    this.check(key);
    const [row] = await this.db
      .select({ content: imageBlobs.content })
      .from(imageBlobs)
      .where(eq(imageBlobs.key, key))
      .limit(1);
    return row ? { stream: Readable.from([row.content]), size: row.content.length } : null;
  }

  async delete(key: string): Promise<void> {
    this.check(key);
    await this.db.delete(imageBlobs).where(eq(imageBlobs.key, key));
  }

  private check(key: string): void {
    if (!isImageKey(key)) throw new Error(`Not an image key: ${key}`);
  }
}
