import { inArray, sql } from 'drizzle-orm';
import type { Database } from './database.js';
import { rowCounts } from './schema.js';

/** The sum of the totals the database keeps under `keys` (`row_counts`, migration 0013). */
export async function keptTotal(db: Database, keys: string[]): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${rowCounts.total})` })
    .from(rowCounts)
    .where(inArray(rowCounts.key, keys));
  return Number(row?.total ?? 0);
}
