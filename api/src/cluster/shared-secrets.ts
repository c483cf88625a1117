import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { DATABASE, type Database } from '../database/database.js';
import { sharedSecrets } from '../database/schema.js';

/**
 * Secrets every API process of a deployment must agree on (the key that signs search cursors),
 * made once and kept in the database: the first process to ask stores a random value, and every
 * process, then and later, reads that one. An operator's own value in the environment wins.
 */
@Injectable()
export class SharedSecrets {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async get(name: string): Promise<Buffer> {
    await this.db
      .insert(sharedSecrets)
      .values({ name, value: randomBytes(32).toString('base64') })
      .onConflictDoNothing();
    const [row] = await this.db
      .select({ value: sharedSecrets.value })
      .from(sharedSecrets)
      .where(eq(sharedSecrets.name, name));
    if (!row) throw new Error(`Shared secret ${name} could not be stored`);
    return Buffer.from(row.value, 'base64');
  }
}
