import { Inject, Injectable } from '@nestjs/common';
import type { Category, PageQuery } from '@marketplace/contracts';
import { asc, count, eq, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../database/database.js';
import { runPrepared } from '../database/prepared.js';
import { categories } from '../database/schema.js';

type CategoryRow = typeof categories.$inferSelect;

export const toCategory = (row: CategoryRow): Category => ({
  _id: String(row.id),
  name: row.name,
  image: row.image,
});

@Injectable()
export class CategoriesRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * The category of that name whatever its case (`mobile phones` is Mobile Phones), by its
   * lower(name) index. Prepared: every category page and search by category asks it.
   */
  async findByName(name: string): Promise<CategoryRow | undefined> {
    const [row] = await runPrepared(
      this.db
        .select()
        .from(categories)
        .where(eq(sql`lower(${categories.name})`, name.toLowerCase()))
        .limit(1),
    );
    return row;
  }

  /** Every category's name, in the order of the category list: they are a handful. */
  async allNames(): Promise<string[]> {
    const rows = await this.db
      .select({ name: categories.name })
      .from(categories)
      .orderBy(asc(categories.id));
    return rows.map(({ name }) => name);
  }

  async list(page: PageQuery): Promise<{ items: Category[]; total: number }> {
    const [rows, [totals]] = await Promise.all([
      this.db
        .select()
        .from(categories)
        .orderBy(asc(categories.id))
        .limit(page.limit)
        .offset(page.offset),
      this.db.select({ total: count() }).from(categories),
    ]);
    return { items: rows.map(toCategory), total: totals?.total ?? 0 };
  }
}
