import { bigint, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, createdAt, newestFirst, money } from './columns.js';
import { users } from './accounts.js';

/**
 * A buyer's kept listings. The name, picture and price are kept too, so a favourite whose
 * listing was removed still says what it was: `product_id` has no foreign key on purpose, and a
 * removed listing's id (never reused) then simply finds no product.
 */
export const favourites = pgTable(
  'favourites',
  {
    id: id(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    productName: text('product_name').notNull(),
    image: text('image').notNull(),
    price: money('price'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('favourites_user_product_key').on(t.userId, t.productId),
    index('favourites_user_created_idx').on(t.userId, ...newestFirst(t)),
  ],
);
