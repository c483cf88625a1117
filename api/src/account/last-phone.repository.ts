import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { DATABASE, type Database, queryRows } from '../database/database.js';
import { orders, products } from '../database/schema.js';

/**
 * The phone the account gave last, on an order it placed or a listing it put up, so the order
 * form and Add Product can offer it. A read of the two tables, never a write to them.
 */
@Injectable()
export class LastPhoneRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async find(userId: number): Promise<string | null> {
    const [row] = await queryRows<{ phone: string }>(
      this.db,
      sql`select phone from (
            (select ${orders.phone} as phone, ${orders.createdAt} as at from ${orders}
              where ${orders.buyerId} = ${userId} order by ${orders.createdAt} desc limit 1)
            union all
            (select ${products.phone}, ${products.createdAt} from ${products}
              where ${products.sellerId} = ${userId} order by ${products.createdAt} desc limit 1)
          ) as given order by at desc limit 1`,
    );
    return row?.phone ?? null;
  }
}
