import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { LiveEventName, LiveEvents } from '@marketplace/contracts';
import type { Redis } from 'ioredis';
import type pg from 'pg';

/**
 * The messages every API process receives, by channel. A domain that needs one adds its channel
 * here.
 */
export interface NotificationChannels {
  /**
   * Cached pages and lists that are stale, by the tags of what changed (CatalogueChanges), from
   * the process `origin`.
   */
  'catalogue.changed': { tags: string[] | 'everything'; origin: string };
  /**
   * An event for one account's live streams (`GET /api/events`), whichever process holds them.
   * Kept under PostgreSQL's 8,000-byte NOTIFY limit: a message is at most 2,000 characters.
   */
  'live.event': LiveNotification;
  /**
   * Sessions that ended (by their token's hash) or accounts whose sessions changed: every process
   * stops reusing what it remembered of them (SessionsService).
   */
  'sessions.changed': { tokenHashes?: string[]; userIds?: number[] };
  /**
   * Listings a committed statement added, changed or removed, announced by the database itself
   * (products/listing-announcements.sql): each as [id, category name, seller id, advertised],
   * before and after; `sellers` whose profile changed; or `everything` past what fits a message.
   */
  'listings.changed': {
    listings?: Array<[number, string, number, boolean]>;
    sellers?: number[];
    everything?: true;
  };
}

export interface LiveNotification<Name extends LiveEventName = LiveEventName> {
  userId: number;
  name: Name;
  data: LiveEvents[Name];
}

export type Channel = keyof NotificationChannels;

/** The channels the API publishes on, for the transports to subscribe to. */
export const CHANNELS = [
  'catalogue.changed',
  'live.event',
  'sessions.changed',
] as const satisfies readonly Channel[];

/**
 * The channels the database publishes on itself, from triggers, when a change commits: they
 * travel through PostgreSQL's NOTIFY (or PGlite's) whatever carries the others.
 */
export const DATABASE_CHANNELS = ['listings.changed'] as const satisfies readonly Channel[];
type Handler<C extends Channel> = (payload: NotificationChannels[C]) => void;

/**
 * Messages to every API process (this one included): PostgreSQL `LISTEN/NOTIFY` on PostgreSQL,
 * Redis pub/sub when REDIS_URL is set, in-process for the embedded PGlite (one process).
 * Delivery is at most once and takes milliseconds; after a lost connection `onResync` handlers
 * run, since messages sent meanwhile are gone.
 */
export abstract class Notifications {
  private readonly local = new EventEmitter().setMaxListeners(0);
  private readonly resyncHandlers: Array<() => void> = [];

  abstract publish<C extends Channel>(channel: C, payload: NotificationChannels[C]): Promise<void>;
  abstract close(): Promise<void>;

  subscribe<C extends Channel>(channel: C, handler: Handler<C>): () => void {
    const listener = (payload: NotificationChannels[C]) => handler(payload);
    this.local.on(channel, listener);
    return () => this.local.off(channel, listener);
  }

  /**
   * Resolves once this process has received every message the database committed before the
   * call: at once where delivery is in process.
   */
  async caughtUp(): Promise<void> {}

  /** Runs after a reconnection: whatever was remembered from notifications may be stale. */
  onResync(handler: () => void): void {
    this.resyncHandlers.push(handler);
  }

  protected deliver(channel: string, message: string): void {
    let payload: unknown;
    try {
      payload = JSON.parse(message);
    } catch {
      return;
    }
    this.local.emit(channel, payload);
  }

  protected resync(): void {
    for (const handler of this.resyncHandlers) handler();
  }
}

/** PostgreSQL channel names are identifiers: `catalogue.changed` travels as `marketplace_catalogue_changed`. */
const pgChannel = (channel: string) => `marketplace_${channel.replace(/\W/g, '_')}`;

/** How PGlite's LISTEN is reached (DatabaseHandle.listen). */
export type DatabaseListen = (
  channel: string,
  handler: (payload: string) => void,
) => Promise<unknown>;

/**
 * The embedded database serves one process: delivery stays in memory, and the database's own
 * channels come from PGlite's LISTEN when `listen` is given.
 */
export class InProcessNotifications extends Notifications {
  constructor(private readonly listen?: DatabaseListen) {
    super();
  }

  async start(): Promise<void> {
    for (const channel of DATABASE_CHANNELS) {
      await this.listen?.(pgChannel(channel), (payload) => this.deliver(channel, payload));
    }
  }

  async publish<C extends Channel>(channel: C, payload: NotificationChannels[C]): Promise<void> {
    this.deliver(channel, JSON.stringify(payload));
  }
  async close(): Promise<void> {}
}

const RECONNECT_DELAY_MS = 1_000;
/** A catch-up waits no longer than this for its mark (a listener down is resynced anyway). */
const CAUGHT_UP_TIMEOUT_MS = 1_000;

/**
 * `LISTEN` on one dedicated connection (outside the pool, which would hand it to queries);
 * `NOTIFY` through the pool. The connection is reopened after a failure.
 */
export class PostgresNotifications extends Notifications {
  private listener: pg.Client | undefined;
  private closed = false;
  private unsent: Array<{
    channel: string;
    payload: string;
    resolve: () => void;
    reject: (error: unknown) => void;
  }> = [];
  /** This process's own channel for the marks `caughtUp` waits for, by mark. */
  private readonly markChannel = `marketplace_caught_up_${randomUUID().replaceAll('-', '')}`;
  private readonly awaitedMarks = new Map<string, () => void>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly connect: () => pg.Client,
    /** What it listens to: the API's channels and the database's, or only the latter. */
    private readonly channels: readonly Channel[] = [...CHANNELS, ...DATABASE_CHANNELS],
  ) {
    super();
  }

  /**
   * Sends a mark to itself: PostgreSQL delivers a listener's messages in commit order, so once
   * the mark arrives, so has every message committed before it.
   */
  override caughtUp(): Promise<void> {
    if (!this.listener) return Promise.resolve();
    const mark = randomUUID();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.awaitedMarks.delete(mark);
        resolve();
      };
      const timer = setTimeout(done, CAUGHT_UP_TIMEOUT_MS).unref();
      this.awaitedMarks.set(mark, done);
      this.pool.query('select pg_notify($1, $2)', [this.markChannel, mark]).catch(done);
    });
  }

  async start(): Promise<void> {
    const client = this.connect();
    client.on('notification', ({ channel, payload }) => {
      if (channel === this.markChannel) return this.awaitedMarks.get(payload ?? '')?.();
      const name = this.channels.find((candidate) => pgChannel(candidate) === channel);
      if (name && payload) this.deliver(name, payload);
    });
    client.on('error', () => this.reconnect(client));
    client.on('end', () => this.reconnect(client));
    await client.connect();
    for (const channel of this.channels) await client.query(`LISTEN ${pgChannel(channel)}`);
    await client.query(`LISTEN ${this.markChannel}`);
    this.listener = client;
  }

  private reconnect(client: pg.Client): void {
    if (this.closed || this.listener !== client) return;
    this.listener = undefined;
    void client.end().catch(() => undefined);
    const retry = () => {
      if (this.closed) return;
      this.start().then(
        () => this.resync(),
        () => setTimeout(retry, RECONNECT_DELAY_MS).unref(),
      );
    };
    setTimeout(retry, RECONNECT_DELAY_MS).unref();
  }

  /**
   * Messages published in one turn of the event loop leave in one round trip: an order alone
   * publishes half a dozen (its lists, both parties' streams), and under load one query per
   * message cost more than the order's own statements. They are sent in order, in one
   * transaction, where PostgreSQL delivers identical messages on one channel once; every message
   * here is idempotent (a list to drop, a state to refetch), so nothing is lost by that.
   */
  publish<C extends Channel>(channel: C, payload: NotificationChannels[C]): Promise<void> {
    return new Promise((resolve, reject) => {
      this.unsent.push({
        channel: pgChannel(channel),
        payload: JSON.stringify(payload),
        resolve,
        reject,
      });
      if (this.unsent.length === 1) setImmediate(() => this.sendUnsent());
    });
  }

  private sendUnsent(): void {
    const batch = this.unsent;
    this.unsent = [];
    this.pool
      .query(
        'select pg_notify(channel, payload) from unnest($1::text[], $2::text[]) as m(channel, payload)',
        [batch.map((message) => message.channel), batch.map((message) => message.payload)],
      )
      .then(
        () => batch.forEach((message) => message.resolve()),
        (error: unknown) => batch.forEach((message) => message.reject(error)),
      );
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.listener?.end().catch(() => undefined);
  }
}

/** Redis pub/sub: a subscriber connection and the publishing one. */
export class RedisNotifications extends Notifications {
  constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
  ) {
    super();
  }

  async start(): Promise<void> {
    this.subscriber.on('message', (channel: string, message: string) =>
      this.deliver(channel.replace(/^marketplace:/, ''), message),
    );
    // ioredis resubscribes by itself after a reconnection; what was sent meanwhile is lost.
    let connectedOnce = false;
    this.subscriber.on('ready', () => {
      if (connectedOnce) this.resync();
      connectedOnce = true;
    });
    await this.subscriber.subscribe(...CHANNELS.map((channel) => `marketplace:${channel}`));
  }

  async publish<C extends Channel>(channel: C, payload: NotificationChannels[C]): Promise<void> {
    await this.publisher.publish(`marketplace:${channel}`, JSON.stringify(payload));
  }

  async close(): Promise<void> {
    this.subscriber.disconnect();
  }
}
