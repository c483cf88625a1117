import { Inject, Injectable } from '@nestjs/common';
import type { Category, PageQuery } from '@marketplace/contracts';
import { asc, count, eq } from 'drizzle-orm';
import { DATABASE, type Database } from '../database/database.js';
import { categories } from '../database/schema.js';

type CategoryRow = typeof categories.$inferSelect;

const toCategory = (row: CategoryRow): Category => ({
  _id: String(row.id),
  name: row.name,
  image: row.image,
});

@Injectable()
export class CategoriesRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async findByName(name: string): Promise<CategoryRow | undefined> {
    const [row] = await this.db.select().from(categories).where(eq(categories.name, name)).limit(1);
    return row;
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
