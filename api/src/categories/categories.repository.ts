import { Inject, Injectable } from '@nestjs/common';
import type { Category, PageQuery } from '@marketplace/contracts';
import { asc, count, eq, sql } from 'drizzle-orm';
import { type Database, READ_DATABASE } from '../database/database.js';
import { prepareStatement } from '../database/prepared.js';
import { categories } from '../database/schema.js';

type CategoryRow = typeof categories.$inferSelect;

export const toCategory = (row: CategoryRow): Category => ({
  _id: String(row.id),
  name: row.name,
  image: row.image,
});

/** The category named `name` in any case, by its lower(name) index (prepared once). */
const byNameQuery = (db: Database) =>
  db
    .select()
    .from(categories)
    .where(eq(sql`lower(${categories.name})`, sql.placeholder('name')))
    .limit(1);

@Injectable()
export class CategoriesRepository {
  private readonly byName: ReturnType<ReturnType<typeof byNameQuery>['prepare']>;

  /** Only reads: on a replica when there are replicas (see ReadReplicas). */
  constructor(@Inject(READ_DATABASE) private readonly db: Database) {
    this.byName = prepareStatement(byNameQuery(db));
  }

  /**
   * The category of that name whatever its case (`mobile phones` is Mobile Phones). Every
   * category page and search by category asks it.
   */
  async findByName(name: string): Promise<CategoryRow | undefined> {
    const [row] = await this.byName.execute({ name: name.toLowerCase() });
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
