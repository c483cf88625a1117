import pg from 'pg';
import { type ApiProcess, HttpClient, startApiProcess } from '../testing/api-process.js';
import { orderForm, productForm } from '../testing/catalogue.js';
import { createScratchDatabase, describeOnPostgres } from '../testing/test-app.js';

/**
 * Every path that moves a listing in or out of the public lists (a move of its deal, the
 * expiry sweep, a deleted buyer, a suspended seller, a deleted or edited listing) makes the
 * anonymous cached lists of both API processes show it within a second: the database announces
 * the change itself (listing-announcements.sql), so no path can forget to. Two built processes on
 * one PostgreSQL, as behind a load balancer; PGlite is one process by design.
 */
describeOnPostgres(
  'a listing moved by any path, in both processes’ cached lists (%s)',
  (serverUrl) => {
    let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
    let first: ApiProcess;
    let second: ApiProcess;
    let database: pg.Client;
    let category: string;
    const admin = new HttpClient();
    const ADMIN = { email: 'admin@staleness.example', password: 'the administrator secret' };

    beforeAll(async () => {
      scratch = await createScratchDatabase(serverUrl);
      const env = {
        DATABASE_URL: scratch.url,
        SEED_DEMO: 'true',
        RATE_LIMIT_REGISTER_PER_IP_PER_HOUR: '1000',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        // The expiry sweep runs twice a second, so an overdue order expires within the test's second.
        SCHEDULED_JOBS_PERIOD_SECONDS: '0.5',
      };
      first = await startApiProcess(env);
      second = await startApiProcess(env);
      database = new pg.Client({ connectionString: scratch.url });
      await database.connect();
      expect((await admin.request(first.url, 'POST', '/api/auth/login', ADMIN)).status).toBe(200);
      category = (await database.query('select name from categories order by id limit 1')).rows[0]
        .name as string;
    }, 180_000);

    afterAll(async () => {
      await Promise.all([first?.stop(), second?.stop()]);
      await database?.end();
      await scratch?.drop();
    });

    const register = async (role: 'user' | 'seller') => {
      const client = new HttpClient();
      const email = `person-${Math.random().toString(36).slice(2)}@example.com`;
      const response = await client.request(first.url, 'POST', '/api/auth/register', {
        name: 'Staleness Person',
        email,
        password: 'a long enough secret',
        image: '/api/images/test.webp',
        role,
      });
      expect(response.status).toBe(201);
      const { rows } = await database.query('select id from users where email = $1', [email]);
      return { client, id: Number(rows[0].id) };
    };

    const listPath = () => `/api/products?category=${encodeURIComponent(category)}&limit=100`;

    /** What an anonymous visitor's list shows on `process` (served from its cache when it holds one). */
    const anonymousNames = async (process: ApiProcess) => {
      const response = await fetch(`${process.url}${listPath()}`);
      expect(response.status).toBe(200);
      return ((await response.json()) as Array<{ productName: string }>).map((p) => p.productName);
    };

    /** Both processes' anonymous lists, read now so each holds them in its cache. */
    const cacheBoth = async () => Promise.all([anonymousNames(first), anonymousNames(second)]);

    /** Waits until both anonymous lists show (or no longer show) `name`; fails past one second. */
    const bothWithinOneSecond = async (name: string, shown: boolean) => {
      const since = Date.now();
      for (const process of [first, second]) {
        while (Date.now() - since < 1_000) {
          if ((await anonymousNames(process)).includes(name) === shown) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        expect((await anonymousNames(process)).includes(name)).toBe(shown);
      }
      expect(Date.now() - since).toBeLessThan(1_000);
    };

    /** A new seller's listing, shown in both processes' cached lists. */
    const listed = async (productName: string) => {
      const seller = await register('seller');
      const created = await seller.client.request(
        first.url,
        'POST',
        '/api/products',
        productForm(category, { productName }),
      );
      expect(created.status).toBe(201);
      const { rows } = await database.query('select id from products where name = $1', [
        productName,
      ]);
      await bothWithinOneSecond(productName, true);
      return { seller, productId: String(rows[0].id) };
    };

    /** A new buyer's order on the listing, which takes it out of the lists. */
    const ordered = async (productName: string, productId: string) => {
      const buyer = await register('user');
      const placed = await buyer.client.request(
        first.url,
        'POST',
        '/api/buyproduct',
        orderForm(productId),
      );
      expect(placed.status).toBe(201);
      const { rows } = await database.query('select id from orders where product_id = $1', [
        productId,
      ]);
      await bothWithinOneSecond(productName, false);
      return { buyer, orderId: String(rows[0].id) };
    };

    it('an order takes the item out, a decline puts it back', async () => {
      const name = `Declined kettle ${Date.now()}`;
      const { seller, productId } = await listed(name);
      const { orderId } = await ordered(name, productId);
      await cacheBoth();
      const answer = await seller.client.request(
        first.url,
        'POST',
        `/api/orders/${orderId}/decline`,
        {},
      );
      expect(answer.status).toBe(200);
      await bothWithinOneSecond(name, true);
    });

    it('the expiry sweep puts an unanswered item back', async () => {
      const name = `Expired lamp ${Date.now()}`;
      const { productId } = await listed(name);
      const { orderId } = await ordered(name, productId);
      await cacheBoth();
      // Two days pass without an answer.
      await database.query(
        `update orders set created_at = now() - interval '3 days' where id = $1`,
        [orderId],
      );
      await bothWithinOneSecond(name, true);
    });

    it("an admin's deletion of the buyer holding the order puts the item back", async () => {
      const name = `Orphaned chair ${Date.now()}`;
      const { productId } = await listed(name);
      const { buyer } = await ordered(name, productId);
      await cacheBoth();
      expect((await admin.request(first.url, 'DELETE', `/api/users/${buyer.id}`)).status).toBe(200);
      await bothWithinOneSecond(name, true);
    });

    it("a seller's suspension takes the item out, its end puts it back", async () => {
      const name = `Suspended sofa ${Date.now()}`;
      const { seller } = await listed(name);
      await cacheBoth();
      const suspended = await admin.request(first.url, 'POST', `/api/users/${seller.id}/suspend`, {
        reason: 'Fake listings',
      });
      expect(suspended.status).toBe(200);
      await bothWithinOneSecond(name, false);
      const lifted = await admin.request(first.url, 'POST', `/api/users/${seller.id}/unsuspend`);
      expect(lifted.status).toBe(200);
      await bothWithinOneSecond(name, true);
    });

    it('a deleted listing leaves, an edited one shows its new name', async () => {
      const name = `Edited table ${Date.now()}`;
      const { seller, productId } = await listed(name);
      await cacheBoth();
      const renamed = `${name}, renamed`;
      const edit = await seller.client.request(first.url, 'PATCH', `/api/product/${productId}`, {
        productName: renamed,
      });
      expect(edit.status).toBe(200);
      await bothWithinOneSecond(renamed, true);
      const removed = await seller.client.request(first.url, 'DELETE', `/api/delete/${productId}`);
      expect(removed.status).toBe(200);
      await bothWithinOneSecond(renamed, false);
    });

    it('a deal both confirm keeps the sold item out; a withdrawn order puts one back', async () => {
      const soldName = `Sold radio ${Date.now()}`;
      const sold = await listed(soldName);
      const deal = await ordered(soldName, sold.productId);
      const accepted = await sold.seller.client.request(
        first.url,
        'POST',
        `/api/orders/${deal.orderId}/accept`,
        {},
      );
      expect(accepted.status).toBe(200);
      for (const party of [deal.buyer.client, sold.seller.client]) {
        const confirmed = await party.request(
          first.url,
          'POST',
          `/api/orders/${deal.orderId}/confirm`,
        );
        expect(confirmed.status).toBe(200);
      }
      const status = await database.query('select status from products where id = $1', [
        sold.productId,
      ]);
      expect(status.rows[0].status).toBe('sold');
      await bothWithinOneSecond(soldName, false);

      const withdrawnName = `Withdrawn fan ${Date.now()}`;
      const other = await listed(withdrawnName);
      const order = await ordered(withdrawnName, other.productId);
      await cacheBoth();
      const withdrawn = await order.buyer.client.request(
        first.url,
        'DELETE',
        `/api/buydelete/${order.orderId}`,
      );
      expect(withdrawn.status).toBe(200);
      await bothWithinOneSecond(withdrawnName, true);
    });
  },
);
