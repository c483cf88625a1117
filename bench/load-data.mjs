import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Bulk-loads a benchmark catalogue with set-based SQL (generate_series), never one insert per row.
 * Used by api-bench.mjs; kept apart so the SQL reads on its own.
 */
export const BENCH_PASSWORD = 'bench-password';
const CATEGORY_NAMES = [
  'Phones',
  'Laptops',
  'Furniture',
  'Cameras',
  'Bicycles',
  'Books',
  'Kitchen',
  'Audio',
];
/** Names are a brand, a thing and an adjective, so searches have real words to look for. */
export const BRANDS = [
  'Samsung',
  'Walton',
  'Apple',
  'Hatil',
  'Canon',
  'Giant',
  'Philips',
  'Sony',
  'Xiaomi',
  'Lenovo',
  'Otobi',
  'Nikon',
  'Yamaha',
  'Singer',
  'Vision',
  'Regal',
];
export const THINGS = [
  'phone',
  'laptop',
  'sofa',
  'camera',
  'bicycle',
  'novel',
  'blender',
  'speaker',
  'table',
  'chair',
  'fridge',
  'headphones',
  'lens',
  'kettle',
  'desk',
  'monitor',
  'guitar',
  'television',
  'wardrobe',
  'tablet',
];
export const ADJECTIVES = [
  'black',
  'white',
  'compact',
  'wooden',
  'wireless',
  'classic',
  'portable',
  'large',
  'small',
  'vintage',
  'silver',
  'folding',
];
const CONDITIONS = ['new', 'like new', 'good', 'fair', 'for parts'];

/** How many English words the realistic catalogue's listings are written with. */
const REALISTIC_VOCABULARY_SIZE = 60_000;

/**
 * The realistic catalogue's vocabulary: English words of 3 to 12 letters (an-array-of-english-
 * words) in a fixed order that has nothing to do with the alphabet, the first the most common.
 */
export function realisticVocabulary() {
  const words = require('an-array-of-english-words').filter((word) => /^[a-z]{3,12}$/.test(word));
  const scrambled = (word) => createHash('sha1').update(word).digest().readUInt32BE(0);
  return words
    .map((word) => [scrambled(word), word])
    .sort((a, b) => a[0] - b[0])
    .slice(0, REALISTIC_VOCABULARY_SIZE)
    .map(([, word]) => word);
}

/**
 * A word of the vocabulary `$9`, of rank r with a probability close to 1/r (Zipf's law, as word
 * counts of real text follow): e to a uniform power, up to the vocabulary's size, is log-uniform.
 */
const ZIPF_WORD = `($9::text[])[floor(exp(random() * ln(array_length($9::text[], 1))))::int]`;

/**
 * A listing's name and description. 'template': a brand, an adjective, a thing and a number; the
 * description one sentence with two slots, so a thing's word is in a fifth of the catalogue.
 * 'realistic': a brand, a model token, an adjective, two words of a long-tailed vocabulary and a
 * thing; the description twelve words of it, so most words are rare and a few are very common.
 */
const TEXT_OF = {
  template: {
    name: `($5::text[])[1 + n % array_length($5::text[], 1)] || ' ' ||
           ($7::text[])[1 + (n / 3) % array_length($7::text[], 1)] || ' ' ||
           ($6::text[])[1 + (n / 7) % array_length($6::text[], 1)] || ' ' || n`,
    description: `'Used with care, ' || ($7::text[])[1 + (n / 11) % array_length($7::text[], 1)] ||
                  ' finish, comes with its ' || ($6::text[])[1 + (n / 13) % array_length($6::text[], 1)] ||
                  ' case'`,
  },
  realistic: {
    name: `($5::text[])[1 + n % array_length($5::text[], 1)] || ' ' ||
           chr(65 + (n / 5) % 26) || (10 + (n::bigint * 7919) % 990) || ' ' ||
           ($7::text[])[1 + (n / 3) % array_length($7::text[], 1)] || ' ' || ${ZIPF_WORD} || ' ' ||
           ${ZIPF_WORD} || ' ' || ($6::text[])[1 + (n / 7) % array_length($6::text[], 1)]`,
    description: `concat_ws(' ', ${Array.from({ length: 12 }, () => ZIPF_WORD).join(', ')})`,
  },
};

/**
 * Empties every table and loads `products` products, `users` users and `orders` orders, their
 * text written as `vocabulary` says (TEXT_OF).
 */
export async function loadCatalogue(
  client,
  { products, users, orders, passwordHash, vocabulary = 'template' },
) {
  const text = TEXT_OF[vocabulary];
  // The same catalogue on every load.
  await client.query('select setseed(0.42)');
  await client.query(
    'truncate favourites, product_images, product_list_counts, search_terms, reports, orders, jobs, products, categories, sessions, uploads, users restart identity cascade',
  );
  // Row triggers (the search document and its words, the list totals, the admin's copy of each
  // name) would run a million times: the load sets the document inline and fills the words,
  // totals and names once at the end, as the triggers would have. The name vector (migration 0022) is a generated column: each insert
  // fills it.
  // A truncate fires no row or statement triggers of the accounts' totals: they start again.
  await client.query("delete from row_counts where key like 'users:%'");
  await client.query('alter table products disable trigger user');
  // The orders' triggers (their listings' state, reputation, the outbox of `order.changed`) too:
  // the loaded orders' listings are reserved below, and nobody is to be emailed about them.
  await client.query('alter table orders disable trigger user');
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
    `insert into products (seller_id, category_id, name, image, location, lat, lng, original_price, resell_price,
                           years_of_use, phone, advertised, created_at, description, condition, search_vector)
     select seller_id, category_id, name, '/api/images/bench-product.webp', location,
            -- Scattered over about 11 km around the location's place (no place row: lat and lng suffice).
            (array[23.81, 23.79, 22.33, 24.9, 22.81])[1 + n % 5] + (random() - 0.5) * 0.1,
            (array[90.36, 90.41, 91.81, 91.87, 89.56])[1 + n % 5] + (random() - 0.5) * 0.1,
            1000 + n % 50000,
            500 + n % 40000, (1 + n % 5) || ' years', '01700' || lpad((n % 1000000)::text, 6, '0'),
            n % 50 = 0, now() - make_interval(secs => n), description, condition::product_condition,
            setweight(to_tsvector('english', name), 'A') ||
            setweight(to_tsvector('english', category), 'B') ||
            setweight(to_tsvector('english', description), 'C')
     from (
       select n, 10 * (1 + (n::bigint * 7919) % ($2::int / 10)) as seller_id, 1 + n % $3::int as category_id,
              ${text.name} as name,
              ($4::text[])[1 + n % $3::int] as category,
              ${text.description} as description,
              ($8::text[])[1 + n % 5] as condition,
              (array['Mirpur, Dhaka', 'Gulshan, Dhaka', 'Agrabad, Chittagong', 'Sylhet', 'Khulna'])[1 + n % 5] as location
       from generate_series(1, $1::int) as n
     ) as generated`,
    [
      products,
      users,
      CATEGORY_NAMES.length,
      CATEGORY_NAMES,
      BRANDS,
      THINGS,
      ADJECTIVES,
      CONDITIONS,
      // $9 only where the text uses it: PostgreSQL cannot type a parameter nothing reads.
      ...(vocabulary === 'realistic' ? [realisticVocabulary()] : []),
    ],
  );
  await client.query(
    `insert into product_images (product_id, position, url) select id, 0, image from products`,
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
  await client.query(
    `update products set status = 'reserved' where id in (select product_id from orders)`,
  );
  await client.query(
    `insert into product_list_counts (list_key, total)
     select k, count(*)
     from products, unnest(product_list_keys(seller_id, status, category_id, advertised)) k
     group by k`,
  );
  await client.query(
    `insert into search_terms (term)
     select distinct t from products, search_terms_of(products.search_vector) t`,
  );
  await client.query('insert into product_names (product_id, name) select id, name from products');
  await client.query('alter table products enable trigger user');
  await client.query('alter table orders enable trigger user');
  await client.query('update users set is_admin = true where id = 1');
  // Vacuumed as well as analysed, as autovacuum leaves a table that has settled: index-only scans
  // (a category page at an offset) read the visibility map it sets.
  await client.query('vacuum analyze');
  return describeCatalogue(client, vocabulary);
}

/** What the bench needs to know of a loaded catalogue: its text and its categories' ids. */
export async function describeCatalogue(client, vocabulary) {
  const { rows } = await client.query('select id, name from categories order by id');
  return {
    vocabulary,
    categories: CATEGORY_NAMES,
    categoryIds: Object.fromEntries(rows.map((row) => [row.name, Number(row.id)])),
  };
}
