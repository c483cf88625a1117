import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../database/database.js';
import { users } from '../database/schema.js';
import { ProductsSearchRepository, type SortKey } from './products-search.repository.js';
import { sampledMatchesProvingMoreThan } from './products-search-sample.js';
import { addCategory, listProduct, orderForm } from '../testing/catalogue.js';
import { DATABASE_TARGETS, type TestContext, createTestContext } from '../testing/test-app.js';

/** A word no other test uses, so each test searches only its own listings. */
const uniqueWord = () =>
  Array.from(randomBytes(8), (byte) => String.fromCharCode(97 + (byte % 26))).join('');

type Card = { _id: string; productName: string; resellPrice: number };
const ids = (body: Card[]) => body.map((product) => product._id);

describe.each(DATABASE_TARGETS)('product search on %s', (_, databaseUrl) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(databaseUrl);
  });
  afterAll(() => ctx.close());

  const search = (query: Record<string, string>) =>
    ctx.client().get(`/api/products/search?${new URLSearchParams(query).toString()}`);

  describe('relevance', () => {
    it('finds a listing by a word with a typo, a partial word and a stemmed form', async () => {
      const { name: category } = await addCategory(ctx);
      const seller = await ctx.signUp({ role: 'seller' });
      const tag = uniqueWord();
      const phone = await listProduct(seller.client, category, {
        productName: `Samsung Galaxy phone ${tag}`,
      });
      const shoes = await listProduct(seller.client, category, {
        productName: `Running shoes ${tag}`,
        description: 'Worn twice on a treadmill',
      });

      for (const [q, expected] of [
        [`samsng ${tag}`, phone], // a typo
        [`galax ${tag}`, phone], // a partial word
        [`runs ${tag}`, shoes], // another form of the same stem
        [`treadmills ${tag}`, shoes], // in the description only
        [`tredmill ${tag}`, shoes], // a typo of a word in the description
        [`the samsnug ${tag}`, phone], // a stop word and a typo
      ] as const) {
        const response = await search({ q });
        expect(response.statusCode).toBe(200);
        expect(ids(response.json())).toContain(expected);
      }
    });

    it('searches a word the catalogue knows as itself, not as the words within a typo of it', async () => {
      const { name: category } = await addCategory(ctx);
      const seller = await ctx.signUp({ role: 'seller' });
      const tag = uniqueWord();
      const table = await listProduct(seller.client, category, { productName: `Oak table ${tag}` });
      const tablet = await listProduct(seller.client, category, {
        productName: `Drawing tablet ${tag}`,
      });

      expect(ids((await search({ q: `table ${tag}` })).json())).toEqual([table]);
      expect(ids((await search({ q: `tablet ${tag}` })).json())).toEqual([tablet]);
      // A word no listing has still stands for the catalogue's words within a typo of it.
      expect(ids((await search({ q: `tablte ${tag}` })).json())).toContain(tablet);
    });

    it('ranks a match in the name above one in the category or the description', async () => {
      const tag = uniqueWord();
      const { name: category } = await addCategory(ctx, `Lamps ${tag}`);
      const { name: other } = await addCategory(ctx);
      const seller = await ctx.signUp({ role: 'seller' });
      const inDescription = await listProduct(seller.client, other, {
        productName: `Desk ${tag}`,
        description: 'Comes with a lamp',
      });
      const inCategory = await listProduct(seller.client, category, {
        productName: `Shade ${tag}`,
      });
      const inName = await listProduct(seller.client, other, { productName: `Lamp ${tag}` });

      const response = await search({ q: `lamp ${tag}` });
      expect(ids(response.json())).toEqual([inName, inCategory, inDescription]);
      expect(response.headers['x-total-count']).toBe('3');
    });

    it('puts every listing with all the words in its name first, even an older one, newest first within each tier', async () => {
      const { name: category } = await addCategory(ctx);
      const seller = await ctx.signUp({ role: 'seller' });
      const tag = uniqueWord();
      const olderInName = await listProduct(seller.client, category, {
        productName: `Walnut bookshelf ${tag}`,
      });
      const olderInDescription = await listProduct(seller.client, category, {
        productName: `Shelf ${tag}`,
        description: 'Solid walnut, bookshelf size',
      });
      const newerInName = await listProduct(seller.client, category, {
        productName: `Bookshelf in walnut ${tag}`,
      });
      // One of the two words in the name is not all of them.
      const partlyInName = await listProduct(seller.client, category, {
        productName: `Walnut cabinet ${tag}`,
        description: 'Fits beside a bookshelf',
      });

      const response = await search({ q: `walnut bookshelf ${tag}` });
      expect(ids(response.json())).toEqual([
        newerInName,
        olderInName,
        partlyInName,
        olderInDescription,
      ]);
      expect(response.headers['x-total-count']).toBe('4');
    });

    it('ranks a number or a cut-short word in the name above the same in the description', async () => {
      const { name: category } = await addCategory(ctx);
      const seller = await ctx.signUp({ role: 'seller' });
      const tag = uniqueWord();
      const inName = await listProduct(seller.client, category, {
        productName: `Civic 2019 ${tag}`,
      });
      const inDescription = await listProduct(seller.client, category, {
        productName: `Sedan ${tag}`,
        description: 'A 2019 model, one owner',
      });

      // Words without a letter match as the prefix of a listing's word, outside the vocabulary.
      for (const q of [`2019 ${tag}`, `201 ${tag}`]) {
        expect(ids((await search({ q })).json())).toEqual([inName, inDescription]);
      }
    });

    it('moves a listing between the tiers when its seller changes its name', async () => {
      const { name: category } = await addCategory(ctx);
      const seller = await ctx.signUp({ role: 'seller' });
      const tag = uniqueWord();
      const stool = await listProduct(seller.client, category, { productName: `Stool ${tag}` });
      const renamed = await listProduct(seller.client, category, {
        productName: `Chair ${tag}`,
        description: 'A teak stool',
      });
      expect(ids((await search({ q: `stool ${tag}` })).json())).toEqual([stool, renamed]);

      const edited = await seller.client.request('PATCH', `/api/product/${renamed}`, {
        productName: `Teak stool ${tag}`,
      });
      expect(edited.statusCode).toBe(200);
      // Both in the name tier now: the newer first.
      expect(ids((await search({ q: `stool ${tag}` })).json())).toEqual([renamed, stool]);
      expect(ids((await search({ q: `teak ${tag}` })).json())).toEqual([renamed]);
      const chair = await search({ q: `chair ${tag}` });
      expect(chair.json()).toEqual([]);
      expect(chair.headers['x-total-count']).toBe('0');
    });

    it('shows only listings that can still be ordered', async () => {
      const { name: category } = await addCategory(ctx);
      const seller = await ctx.signUp({ role: 'seller' });
      const tag = uniqueWord();
      const ordered = await listProduct(seller.client, category, { productName: `Kettle ${tag}` });
      const free = await listProduct(seller.client, category, { productName: `Kettle ${tag} two` });
      const buyer = await ctx.signUp();
      expect((await buyer.client.post('/api/buyproduct', orderForm(ordered))).statusCode).toBe(201);
      expect(ids((await search({ q: tag })).json())).toEqual([free]);
    });
  });

  describe('filters and sort', () => {
    it('narrows by category, price, location, condition and verified sellers', async () => {
      const tag = uniqueWord();
      const { name: phones } = await addCategory(ctx);
      const { name: books } = await addCategory(ctx);
      const seller = await ctx.signUp({ role: 'seller' });
      const verified = await ctx.signUp({ role: 'seller' });
      await ctx.db.update(users).set({ verify: true }).where(eq(users.email, verified.email));
      const cheap = await listProduct(seller.client, phones, {
        productName: `Cheap ${tag}`,
        resellPrice: '500',
        location: 'Chittagong',
        condition: 'fair',
      });
      const dear = await listProduct(seller.client, phones, {
        productName: `Dear ${tag}`,
        resellPrice: '9000',
        location: 'Dhaka',
        condition: 'new',
      });
      const book = await listProduct(verified.client, books, {
        productName: `Book ${tag}`,
        resellPrice: '700',
        location: 'Dhaka',
        condition: 'good',
      });

      const cases: Array<[Record<string, string>, string[]]> = [
        [{ category: phones }, [dear, cheap]],
        [{ minPrice: '600' }, [book, dear]],
        [{ maxPrice: '700' }, [book, cheap]],
        [{ minPrice: '600', maxPrice: '800' }, [book]],
        [{ location: 'dhak' }, [book, dear]],
        [{ condition: 'fair' }, [cheap]],
        [{ verifiedOnly: 'true' }, [book]],
        [{ verifiedOnly: 'false' }, [book, dear, cheap]],
      ];
      for (const [filters, expected] of cases) {
        const response = await search({ q: tag, sort: 'newest', ...filters });
        expect([filters, ids(response.json())]).toEqual([filters, expected]);
        expect(response.headers['x-total-count']).toBe(String(expected.length));
      }
    });

    it('sorts by newest, by price both ways and, with words, by relevance by default', async () => {
      const { name: category } = await addCategory(ctx);
      const seller = await ctx.signUp({ role: 'seller' });
      const tag = uniqueWord();
      const middle = await listProduct(seller.client, category, {
        productName: `Chair ${tag}`,
        resellPrice: '200',
      });
      const high = await listProduct(seller.client, category, {
        productName: `Table ${tag}`,
        description: `A ${tag} table`,
        resellPrice: '300',
      });
      const low = await listProduct(seller.client, category, {
        productName: `Stool ${tag}`,
        resellPrice: '100',
      });
      const sorted = async (sort?: string) =>
        ids((await search({ category, ...(sort ? { sort } : {}) })).json());
      expect(await sorted()).toEqual([low, high, middle]);
      expect(await sorted('newest')).toEqual([low, high, middle]);
      expect(await sorted('price_asc')).toEqual([low, middle, high]);
      expect(await sorted('price_desc')).toEqual([high, middle, low]);
      // With words, relevance is the default: a listing that has the word only in its
      // description comes after every name match, although it is the newest.
      const inDescription = await listProduct(seller.client, category, {
        productName: 'Bench',
        description: `A ${tag} bench`,
      });
      expect(ids((await search({ q: tag })).json())).toEqual([low, high, middle, inDescription]);
    });
  });

  describe('paging', () => {
    it.each([
      ['newest', 'words'],
      ['price_asc', 'words'],
      ['price_desc', 'words'],
      ['relevance', 'words'],
      ['newest', 'category alone'],
      ['price_asc', 'category alone'],
    ])(
      'walks every page by cursor with no repeat or gap while listings arrive (%s, %s)',
      async (sort, by) => {
        const { name: category } = await addCategory(ctx);
        const seller = await ctx.signUp({ role: 'seller' });
        const tag = uniqueWord();
        const listed: string[] = [];
        for (let index = 0; index < 7; index += 1) {
          // Equal prices in pairs, so the id breaks ties.
          listed.push(
            await listProduct(seller.client, category, {
              productName: `Radio ${tag}`,
              resellPrice: String(100 + Math.floor(index / 2)),
            }),
          );
        }
        const seen: string[] = [];
        let cursor: string | undefined;
        let pages = 0;
        do {
          const response = await search({
            ...(by === 'words' ? { q: tag } : { category }),
            sort,
            limit: '2',
            ...(cursor ? { cursor } : {}),
          });
          expect(response.statusCode).toBe(200);
          expect(response.headers['x-total-count']).toBe('7');
          seen.push(...ids(response.json()));
          cursor = response.headers['x-next-cursor'] as string | undefined;
          if (cursor) expect(response.headers.link).toContain('rel="next"');
          pages += 1;
          // Newer listings, dearer and cheaper ones, arrive between pages.
          await listProduct(seller.client, category, {
            productName: `Radio ${tag}`,
            resellPrice: String(pages % 2 ? 50 : 150),
          });
        } while (cursor);
        // New listings that sort after the cursor may join later pages; none repeats.
        expect(pages).toBeGreaterThanOrEqual(4);
        expect(new Set(seen).size).toBe(seen.length);
        for (const id of listed) expect(seen).toContain(id);
      },
    );

    it.each([1, 2, 4])(
      'pages by relevance across the tiers by cursor with no repeat or gap (%i a page)',
      async (limit) => {
        const { name: category } = await addCategory(ctx);
        const seller = await ctx.signUp({ role: 'seller' });
        const tag = uniqueWord();
        const inName: string[] = [];
        const inDescription: string[] = [];
        for (let index = 0; index < 3; index += 1) {
          inName.push(await listProduct(seller.client, category, { productName: `Oven ${tag}` }));
          inDescription.push(
            await listProduct(seller.client, category, {
              productName: `Stove ${tag}`,
              description: 'Gas oven included',
            }),
          );
        }
        const seen: string[] = [];
        let cursor: string | undefined;
        do {
          const response = await search({
            q: `oven ${tag}`,
            limit: String(limit),
            ...(cursor ? { cursor } : {}),
          });
          expect(response.statusCode).toBe(200);
          expect(response.headers['x-total-count']).toBe('6');
          seen.push(...ids(response.json()));
          cursor = response.headers['x-next-cursor'] as string | undefined;
        } while (cursor);
        expect(seen).toEqual([...inName.reverse(), ...inDescription.reverse()]);
      },
    );

    it('answers every page size and sort of a category alike, past the statements it keeps', async () => {
      const { name: category } = await addCategory(ctx);
      const seller = await ctx.signUp({ role: 'seller' });
      const listed: string[] = [];
      for (let index = 0; index < 3; index += 1) {
        listed.push(
          await listProduct(seller.client, category, { resellPrice: String(300 - index) }),
        );
      }
      const newestFirst = [...listed].reverse();
      // 3 sorts × 70 page sizes: more shapes than MAX_WORDLESS_SHAPES (200).
      for (const sort of ['newest', 'price_asc', 'price_desc']) {
        for (let limit = 1; limit <= 70; limit += 1) {
          const response = await search({ category, sort, limit: String(limit) });
          expect(response.statusCode).toBe(200);
          // Prices fall as listings get newer, so cheapest first is newest first.
          const expected = sort === 'price_desc' ? listed : newestFirst;
          expect(ids(response.json())).toEqual(expected.slice(0, limit));
        }
      }
    });

    it('counts exactly up to 1,000 and says "1,000 or more" above', async () => {
      const { id: categoryId, name: category } = await addCategory(ctx);
      const seller = await ctx.signUp({ role: 'seller' });
      await ctx.db.execute(sql`
        insert into products (seller_id, category_id, name, image, location, original_price,
          resell_price, years_of_use, phone)
        select ${Number(seller.id)}, ${Number(categoryId)}, 'Bulk item ' || n, '/api/images/x.webp',
          'Dhaka', 10, n, '1 year', '01712345678'
        from generate_series(1, 1001) n`);
      const many = await search({ category, limit: '1' });
      expect(many.headers['x-total-count']).toBe('1000');
      expect(many.headers['x-total-count-capped']).toBe('true');
      const few = await search({ category, maxPrice: '999' });
      expect(few.headers['x-total-count']).toBe('999');
      expect(few.headers['x-total-count-capped']).toBeUndefined();
      // The category's own list keeps its exact total, kept by the database.
      const list = await ctx.client().get(`/api/products?category=${encodeURIComponent(category)}`);
      expect(list.headers['x-total-count']).toBe('1001');
    });
  });

  describe('counts from the sample, and tiers walked or found', () => {
    // Counted up to 11 here, so that a thousand listings are far more than is counted.
    const countUpTo = 11;
    const searchFor = (text: string, categoryId?: number) =>
      ctx.app.get(ProductsSearchRepository).search(
        {
          text,
          categoryId,
          minPrice: undefined,
          maxPrice: undefined,
          location: undefined,
          condition: undefined,
          verifiedOnly: false,
          sort: 'newest',
        },
        { after: undefined, limit: 6, total: undefined },
        countUpTo,
      );
    const relevanceFor = (text: string, categoryId?: number) => ({
      text,
      categoryId,
      minPrice: undefined,
      maxPrice: undefined,
      location: undefined,
      condition: undefined,
      verifiedOnly: false,
      sort: 'relevance' as const,
    });
    /** How many of the listings with `tag` in their name or description are in the sample (migration 0027). */
    const sampled = async (tag: string, where: 'name' | 'description') => {
      const [row] = await queryRows<{ sampled: number }>(
        ctx.db,
        sql`
        select count(*)::int as sampled from products
        where ${where === 'name' ? sql`name` : sql`description`} like ${`%${tag}%`}
          and (hashint8(id) & 127) = 0`,
      );
      return row!.sampled;
    };
    /**
     * In one category, `many` listings with `tag` in one tier and `few` in the other, older than
     * all of them: listings with the tag in their name, or in their description only. The price
     * is n, counting from 1 in each tier.
     */
    const listTiers = async (
      categoryId: number,
      tag: string,
      manyTier: 'name' | 'description',
      counts: { many: number; few: number },
    ) => {
      const seller = await ctx.signUp({ role: 'seller' });
      const fewTier = manyTier === 'name' ? 'description' : 'name';
      for (const [tier, count, secondsAgo] of [
        [fewTier, counts.few, 100_000],
        [manyTier, counts.many, 50_000],
      ] as const) {
        const name = tier === 'name' ? `Crate ${tag}` : 'Pallet';
        const description = tier === 'name' ? '' : `Holds a crate ${tag}`;
        await ctx.db.execute(sql`
          insert into products (seller_id, category_id, name, image, location, original_price,
            resell_price, years_of_use, phone, description, created_at)
          select ${Number(seller.id)}, ${categoryId}, ${name}, '/api/images/x.webp', 'Dhaka', 10,
            n, '1 year', '01712345678', ${description}, now() - make_interval(secs => ${secondsAgo} - n)
          from generate_series(1, ${count}) n`);
      }
    };

    it('walks the tiers of a search with more matches than it counts, page after page', async () => {
      const { id: categoryId } = await addCategory(ctx);
      const seller = await ctx.signUp({ role: 'seller' });
      const tag = uniqueWord();
      // Twenty listings with the word in the name and twenty with it only in the description,
      // alternating, so each tier is spread over the whole newest-first order.
      await ctx.db.execute(sql`
        insert into products (seller_id, category_id, name, image, location, original_price,
          resell_price, years_of_use, phone, description, created_at)
        select ${Number(seller.id)}, ${Number(categoryId)},
          case when n % 2 = 0 then 'Crate ' || ${tag} else 'Pallet' end,
          '/api/images/x.webp', 'Dhaka', 10, n, '1 year', '01712345678',
          case when n % 2 = 0 then '' else 'Holds a crate ' || ${tag} end,
          now() - make_interval(secs => 40 - n)
        from generate_series(1, 40) n`);
      const repository = ctx.app.get(ProductsSearchRepository);
      const relevance = {
        text: `crate ${tag}`,
        categoryId: Number(categoryId),
        minPrice: undefined,
        maxPrice: undefined,
        location: undefined,
        condition: undefined,
        verifiedOnly: false,
        sort: 'relevance' as const,
      };
      const prices: number[] = [];
      let after: SortKey | undefined;
      let total: number | undefined;
      do {
        const page = await repository.search(relevance, { after, limit: 7, total }, countUpTo);
        expect(page.total).toBe(countUpTo);
        prices.push(...page.rows.map((row) => row.product.resellPrice));
        total = page.total;
        after = page.rows.length === 7 ? page.rows.at(-1)!.key : undefined;
      } while (after);
      // The price is n: even n are the name matches; within each tier the newest (highest n) first.
      const descending = (odd: number) =>
        Array.from({ length: 20 }, (_, index) => 40 - odd - 2 * index);
      expect(prices).toEqual([...descending(0), ...descending(1)]);
    });

    it.each(['name', 'description'] as const)(
      'walks a tier with many matches and finds the few of the other through the text index (many in the %s)',
      async (manyTier) => {
        const { id: categoryId } = await addCategory(ctx);
        const tag = uniqueWord();
        await listTiers(Number(categoryId), tag, manyTier, { many: 3000, few: 3 });
        // The many tier's listings are in the sample, enough of them to be walked.
        expect(await sampled(tag, manyTier)).toBeGreaterThanOrEqual(
          sampledMatchesProvingMoreThan(countUpTo),
        );
        const repository = ctx.app.get(ProductsSearchRepository);
        const prices: number[] = [];
        let after: SortKey | undefined;
        let total: number | undefined;
        do {
          const page = await repository.search(
            relevanceFor(`crate ${tag}`, Number(categoryId)),
            { after, limit: 1000, total },
            countUpTo,
          );
          expect(page.total).toBe(countUpTo);
          prices.push(...page.rows.map((row) => row.product.resellPrice));
          total = page.total;
          after = page.rows.length === 1000 ? page.rows.at(-1)!.key : undefined;
        } while (after);
        // The name tier first, each tier newest first (the price is n, and higher n is newer).
        const many = Array.from({ length: 3000 }, (_, index) => 3000 - index);
        const few = [3, 2, 1];
        expect(prices).toEqual(manyTier === 'name' ? [...many, ...few] : [...few, ...many]);
      },
    );

    it("finds a category's few listings with words that fill another category", async () => {
      const [crowded, quiet] = [await addCategory(ctx), await addCategory(ctx)];
      const tag = uniqueWord();
      await listTiers(Number(crowded.id), tag, 'name', { many: 3000, few: 0 });
      const seller = await ctx.signUp({ role: 'seller' });
      const inName = await listProduct(seller.client, quiet.name, {
        productName: `Crate ${tag} XR-9000`,
      });
      const inDescription = await listProduct(seller.client, quiet.name, {
        productName: 'Pallet',
        description: `Fits a crate ${tag}`,
      });
      await listProduct(seller.client, quiet.name, { productName: `Crate without the word` });

      const both = await search({ q: `crate ${tag}`, category: quiet.name });
      expect(ids(both.json())).toEqual([inName, inDescription]);
      expect(both.headers['x-total-count']).toBe('2');
      // A typed word shorter than the catalogue's words matches as a prefix, here too.
      const prefix = await search({ q: `xr ${tag}`, category: quiet.name, sort: 'newest' });
      expect(ids(prefix.json())).toEqual([inName]);
      // The crowded category still has them all.
      const crowdedPage = await search({ q: `crate ${tag}`, category: crowded.name, limit: '1' });
      expect(crowdedPage.headers['x-total-count']).toBe('1000');
      expect(crowdedPage.headers['x-total-count-capped']).toBe('true');
    });

    it("takes a common word's count from the sample in the buyer's search and from the estimate in the admin's, and counts a first page that comes back short", async () => {
      const [crates, pallets] = [await addCategory(ctx), await addCategory(ctx)];
      const seller = await ctx.signUp({ role: 'seller' });
      const tag = uniqueWord();
      // Every listing with the word is in one category; PostgreSQL, which takes words and
      // categories to be independent, expects a fair share of them in the other.
      await ctx.db.execute(sql`
        insert into products (seller_id, category_id, name, image, location, original_price,
          resell_price, years_of_use, phone)
        select ${Number(seller.id)},
          case when n % 2 = 0 then ${Number(crates.id)}::bigint else ${Number(pallets.id)}::bigint end,
          case when n % 2 = 0 then 'Crate ' || ${tag} else 'Pallet' end,
          '/api/images/x.webp', 'Dhaka', 10, n, '1 year', '01712345678'
        from generate_series(1, 3000) n`);
      await ctx.db.execute(sql`analyze products, product_names`);

      const common = await searchFor(tag);
      expect(common.total).toBe(countUpTo);
      const names = common.rows.map((row) => row.product.productName);
      expect(names).toEqual(Array.from({ length: 6 }, () => `Crate ${tag}`));
      const newestFirst = common.rows.map((row) => Number(row.product._id));
      expect(newestFirst).toEqual([...newestFirst].sort((a, b) => b - a));

      expect(await searchFor(tag, Number(pallets.id))).toEqual({ rows: [], total: 0 });

      const table = await ctx.app
        .get(ProductsSearchRepository)
        .listForAdmin(tag, { limit: 2, offset: 0 }, countUpTo);
      expect(table.total).toBe(countUpTo);
      expect(table.items.map((item) => item.productName)).toEqual([`Crate ${tag}`, `Crate ${tag}`]);
    });
  });

  describe('bad input', () => {
    it('answers 400 naming the parameter', async () => {
      const cases: Array<[Record<string, string>, string]> = [
        [{ minPrice: '-1' }, 'minPrice'],
        [{ maxPrice: 'lots' }, 'maxPrice'],
        [{ minPrice: '10', maxPrice: '5' }, 'maxPrice'],
        [{ sort: 'cheapest' }, 'sort'],
        [{ sort: 'relevance' }, 'sort'],
        [{ q: 'x'.repeat(101) }, 'q'],
        [{ condition: 'broken' }, 'condition'],
        [{ verifiedOnly: 'yes' }, 'verifiedOnly'],
        [{ limit: '500' }, 'limit'],
        [{ colour: 'red' }, 'colour'],
        [{ category: 'Spaceships' }, 'category'],
        [{ cursor: 'not-a-cursor' }, 'cursor'],
        [{ q: "'; drop table products; --" }, ''],
      ];
      for (const [query, field] of cases) {
        const response = await search(query);
        if (!field) {
          expect(response.statusCode).toBe(200);
          continue;
        }
        expect([query, response.statusCode]).toEqual([query, 400]);
        expect(response.json().error).toBe('Bad Request');
        expect(JSON.stringify(response.json().message)).toContain(field);
      }
    });

    it('searches without words when q has no letter or digit, and never fails (issue 27, finding 3)', async () => {
      const { name: category } = await addCategory(ctx);
      const seller = await ctx.signUp({ role: 'seller' });
      const older = await listProduct(seller.client, category, { productName: 'Toaster' });
      const newer = await listProduct(seller.client, category, { productName: 'Blender' });
      const newestFirst = [newer, older];

      for (const q of ['-', '!', '.', '&', ':', '\\\\\\\\', ' - ! ', '***', "'", '<->', '¿?']) {
        const response = await search({ q, category });
        expect([q, response.statusCode]).toEqual([q, 200]);
        expect(ids(response.json())).toEqual(newestFirst);
        expect(response.headers['x-total-count']).toBe('2');
      }
      // Relevance asks for words to rank by: punctuation alone is none.
      const ranked = await search({ q: '-', sort: 'relevance' });
      expect(ranked.statusCode).toBe(400);
      expect(ranked.json().message).toEqual(['sort: sort relevance needs q, words to search for']);
    });

    it('refuses a cursor that was changed or that belongs to another search', async () => {
      const { name: category } = await addCategory(ctx);
      const seller = await ctx.signUp({ role: 'seller' });
      const tag = uniqueWord();
      for (let index = 0; index < 3; index += 1) {
        await listProduct(seller.client, category, { productName: `Fan ${tag}` });
      }
      const first = await search({ q: tag, limit: '1' });
      const cursor = first.headers['x-next-cursor'] as string;
      expect(cursor).toBeTruthy();

      const [payload, signature] = cursor.split('.');
      const decoded = JSON.parse(Buffer.from(payload!, 'base64url').toString());
      decoded.a[1] = 1;
      const forged = `${Buffer.from(JSON.stringify(decoded)).toString('base64url')}.${signature}`;
      const tampered = await search({ q: tag, limit: '1', cursor: forged });
      expect(tampered.statusCode).toBe(400);
      expect(tampered.json().message).toEqual([
        'cursor: is not valid (it was changed or is not ours)',
      ]);

      const foreign = await search({ q: tag, sort: 'price_asc', limit: '1', cursor });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().message).toEqual([
        'cursor: belongs to another search; start from the first page',
      ]);
      // The same search with the same cursor goes on.
      expect((await search({ q: tag, limit: '1', cursor })).statusCode).toBe(200);
    });
  });
});
