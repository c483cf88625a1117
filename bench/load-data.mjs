/**
 * Bulk-loads a benchmark catalogue with set-based SQL (generate_series), never one insert per row.
 * Used by api-bench.mjs; kept apart so the SQL reads on its own.
 */
export const BENCH_PASSWORD = 'bench-password';
const CATEGORY_NAMES = ['Phones', 'Laptops', 'Furniture', 'Cameras', 'Bicycles', 'Books', 'Kitchen', 'Audio'];

/** Empties every table and loads `products` products, `users` users and `orders` orders. */
export async function loadCatalogue(client, { products, users, orders, passwordHash }) {
  await client.query('truncate reports, orders, products, categories, sessions, uploads, users restart identity cascade');
  await client.query(
    `insert into categories (name, image)
     select name, '/api/images/bench-' || lower(name) || '.webp' from unnest($1::text[]) as name`,
    [CATEGORY_NAMES],
  );
  // One user in ten sells; every seller after the first thousand is verified.
  await client.query(
    `insert into users (name, email, password_hash, image, role, verify, location, created_at)
     select 'User ' || n, 'user' || n || '@bench.test', $2, '/api/images/bench-user.webp',
            (case when n % 10 = 0 then 'seller' else 'user' end)::account_role,
            n % 10 = 0 and n > 1000, 'Dhaka', now() - make_interval(secs => n)
     from generate_series(1, $1::int) as n`,
    [users, passwordHash],
  );
  await client.query(
    `insert into products (seller_id, category_id, name, image, location, original_price, resell_price,
                           years_of_use, phone, advertised, created_at)
     select 10 * (1 + (n::bigint * 7919) % ($2::int / 10)), 1 + n % $3::int, 'Item ' || n,
            '/api/images/bench-product.webp', 'Mirpur, Dhaka', 1000 + n % 50000, 500 + n % 40000,
            (1 + n % 5) || ' years', '01700' || lpad((n % 1000000)::text, 6, '0'), n % 50 = 0,
            now() - make_interval(secs => n)
     from generate_series(1, $1::int) as n`,
    [products, users, CATEGORY_NAMES.length],
  );
  // Open orders by buyers (ids not divisible by ten) on every twentieth product, which is reserved.
  await client.query(
    `with ordered as (
       select p.id, p.seller_id, p.name, p.resell_price, p.image, p.location,
              1 + (row_number() over () * 13) % ($2::int - 1) as buyer
       from products p where p.id % 20 = 7 limit $1::int
     )
     insert into orders (product_id, buyer_id, seller_id, user_name, email, product_name, price, image,
                         location, phone, seller_name, seller_phone, meeting_location, status)
     select o.id, case when o.buyer % 10 = 0 then o.buyer + 1 else o.buyer end, o.seller_id, 'Buyer',
            'buyer@bench.test', o.name, o.resell_price, o.image, o.location, '01711000000',
            'User ' || o.seller_id, '01700000000', 'Gulshan 1', 'requested'
     from ordered o`,
    [orders, users],
  );
  await client.query(`update products set status = 'reserved' where id in (select product_id from orders)`);
  await client.query('analyze');
  return { categories: CATEGORY_NAMES };
}
