import { AsyncLocalStorage } from 'node:async_hooks';
import { Logger } from '@nestjs/common';
import type pg from 'pg';
import { isDatabaseUnavailable } from '../common/database-errors.js';

/**
 * Where one request's reads may go, set for the request by `registerReadYourWrites`: a request
 * that writes reads from the primary; one whose session wrote recently carries the primary's WAL
 * position at that write, and reads only from a replica that has replayed it.
 */
export interface ReadRouting {
  primaryOnly: boolean;
  /** The WAL position (`pg_current_wal_lsn()`) after the session's last write, if it is recent. */
  sinceLsn?: bigint;
}

const readRouting = new AsyncLocalStorage<ReadRouting>();

/** Runs `work` (a request's handling) with its reads routed as `routing` says. */
export function withReadRouting<T>(routing: ReadRouting, work: () => T): T {
  return readRouting.run(routing, work);
}

/** Sends the rest of the current request's reads to the primary. */
export function readFromPrimary(): void {
  const routing = readRouting.getStore();
  if (routing) routing.primaryOnly = true;
}

/** A PostgreSQL LSN (`16/B374D848`) as a number that compares in WAL order. */
export function parseLsn(text: string): bigint | undefined {
  const match = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(text);
  return match ? (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`) : undefined;
}

export interface ReplicaSettings {
  /** A replica further behind than this is taken out of service until it catches up. */
  maxLagMs: number;
  /** How often each replica's health, lag and replayed WAL position are read. */
  checkIntervalMs: number;
}

interface Replica {
  /** Host and port, for the log: never the URL, which may hold a password. */
  name: string;
  pool: pg.Pool;
  inService: boolean;
  /** The WAL position it had replayed at the last check: reads needing a later one skip it. */
  replayedLsn: bigint;
  /** How far behind the primary it was at the last check that reached it (0: caught up). */
  lagSeconds: number | undefined;
}

/** A replica as the metrics show it. */
export interface ReplicaState {
  name: string;
  inService: boolean;
  lagSeconds: number | undefined;
}

/**
 * Read-only queries spread over streaming replicas, GitLab's database load balancing in small:
 * a replica serves a read only while it is reachable, no further behind than `maxLagMs`, and has
 * replayed the reading session's last write; otherwise (and outside a request: jobs, start-up)
 * the primary serves it. A read that fails on a replica because the replica cannot answer is run
 * again on the primary, and the replica is out until a later check finds it healthy.
 */
export class ReadReplicas {
  private readonly replicas: Replica[];
  private next = 0;
  private checking: Promise<void> | undefined;
  private readonly timer: NodeJS.Timeout;
  private readonly logger = new Logger('ReadReplicas');
  /** Reads served, by where they ran: what the tests and the metrics count. */
  readonly served = { primary: 0, replica: 0 };

  constructor(
    private readonly primary: pg.Pool,
    replicaPools: Array<{ name: string; pool: pg.Pool }>,
    private readonly settings: ReplicaSettings,
  ) {
    this.replicas = replicaPools.map(({ name, pool }) => ({
      name,
      pool,
      inService: false,
      replayedLsn: 0n,
      lagSeconds: undefined,
    }));
    this.timer = setInterval(() => void this.check(), settings.checkIntervalMs);
    this.timer.unref();
  }

  /** How many replicas serve reads now. */
  get inService(): number {
    return this.replicas.filter((replica) => replica.inService).length;
  }

  states(): ReplicaState[] {
    return this.replicas.map(({ name, inService, lagSeconds }) => ({
      name,
      inService,
      lagSeconds,
    }));
  }

  /** The primary's current WAL position: what a session that just wrote must see replayed. */
  async primaryLsn(): Promise<bigint> {
    const { rows } = await this.primary.query<{ lsn: string }>(
      'select pg_current_wal_lsn()::text as lsn',
    );
    return parseLsn(rows[0]!.lsn)!;
  }

  /** Reads every replica's state once (also run every `checkIntervalMs`); concurrent calls share one. */
  check(): Promise<void> {
    this.checking ??= this.checkAll().finally(() => (this.checking = undefined));
    return this.checking;
  }

  private async checkAll(): Promise<void> {
    let primaryLsn: bigint;
    try {
      primaryLsn = await this.primaryLsn();
    } catch {
      return; // The primary's own trouble is reported where writes fail; replicas stay as they are.
    }
    await Promise.all(this.replicas.map((replica) => this.checkOne(replica, primaryLsn)));
  }

  private async checkOne(replica: Replica, primaryLsn: bigint): Promise<void> {
    try {
      const { rows } = await replica.pool.query<{
        recovering: boolean;
        replayed: string | null;
        lagMs: number | null;
      }>(
        `select pg_is_in_recovery() as recovering, pg_last_wal_replay_lsn()::text as replayed,
          (extract(epoch from now() - pg_last_xact_replay_timestamp()) * 1000)::float8 as "lagMs"`,
      );
      const { recovering, replayed, lagMs } = rows[0]!;
      const replayedLsn = replayed ? parseLsn(replayed) : undefined;
      // A promoted or misconfigured server is no replica of this primary.
      if (!recovering || replayedLsn === undefined) {
        return this.takeOut(replica, 'it is not in recovery (not a streaming replica)');
      }
      replica.replayedLsn = replayedLsn;
      // Caught up means no lag, however long ago the last transaction was (an idle primary).
      const caughtUp = replayedLsn >= primaryLsn;
      replica.lagSeconds = caughtUp ? 0 : lagMs === null ? undefined : lagMs / 1000;
      if (caughtUp || (lagMs !== null && lagMs <= this.settings.maxLagMs)) {
        if (!replica.inService) this.logger.log(`Replica ${replica.name} serves reads`);
        replica.inService = true;
      } else {
        this.takeOut(
          replica,
          `it lags ${lagMs === null ? 'an unknown time' : `${Math.round(lagMs)} ms`} behind`,
        );
      }
    } catch (error) {
      this.takeOut(replica, (error as Error).message);
    }
  }

  private takeOut(replica: Replica, reason: string): void {
    if (replica.inService) this.logger.warn(`Replica ${replica.name} out of service: ${reason}`);
    replica.inService = false;
  }

  /** The replica for a read in the current request, round robin; undefined: the primary. */
  private choose(): Replica | undefined {
    const routing = readRouting.getStore();
    if (!routing || routing.primaryOnly) return undefined;
    const sinceLsn = routing.sinceLsn ?? 0n;
    for (let tried = 0; tried < this.replicas.length; tried += 1) {
      const replica = this.replicas[(this.next += 1) % this.replicas.length]!;
      if (replica.inService && replica.replayedLsn >= sinceLsn) return replica;
    }
    return undefined;
  }

  /** Runs one read-only statement where `choose` says (the `pg` pool's `query` signature). */
  async query(config: pg.QueryConfig | string, values?: unknown[]): Promise<pg.QueryResult> {
    const replica = this.choose();
    if (replica) {
      try {
        const result = await replica.pool.query(config, values);
        this.served.replica += 1;
        return result;
      } catch (error) {
        // Unreachable, shutting down, or a read cancelled by replay: the primary answers instead.
        if (!isDatabaseUnavailable(error)) throw error;
        this.takeOut(replica, 'a read failed; the primary answered it');
      }
    }
    const result = await this.primary.query(config, values);
    this.served.primary += 1;
    return result;
  }

  /**
   * What Drizzle gets as its client for the read handle: statements through `query`, and a
   * transaction (Drizzle's name test finds "Pool" and calls `connect`) on a primary connection.
   */
  routingPool(): ReplicaRoutingPool {
    return new ReplicaRoutingPool(this, this.primary);
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.checking;
    await Promise.all(this.replicas.map((replica) => replica.pool.end()));
  }
}

/** The client Drizzle's read handle runs on; see `ReadReplicas.routingPool`. */
export class ReplicaRoutingPool {
  constructor(
    private readonly replicas: ReadReplicas,
    private readonly primary: pg.Pool,
  ) {}

  query(config: pg.QueryConfig | string, values?: unknown[]): Promise<pg.QueryResult> {
    return this.replicas.query(config, values);
  }

  connect(): Promise<pg.PoolClient> {
    return this.primary.connect();
  }
}
