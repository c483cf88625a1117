import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { ReadReplicas } from '../database/read-replicas.js';

/**
 * A server render of a page, as the metrics count it: in whose turn (the renewal of a changed
 * or old page, a visitor's, a crawler's), how it ended, and its seconds from queueing to then.
 */
export interface ServerRender {
  turn: 'renewal' | 'visitor' | 'crawler';
  outcome: 'rendered' | 'unchanged' | 'failed';
  seconds: number;
}

/**
 * Prometheus metrics of this process, in a registry of its own (tests start several apps in one
 * process): request durations by route and status, the database pool's use, and Node's defaults
 * (event-loop lag, memory, garbage collection); server renders by turn and outcome; with read
 * replicas, how many serve, each one's state and lag, and where reads ran. The job queue adds its
 * own (jobs/job-metrics.ts).
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request durations by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  private readonly renders = new Histogram({
    name: 'server_render_duration_seconds',
    help: 'Server renders of pages from queueing to outcome, by turn (renewal of a changed or old page, visitor, crawler) and outcome (rendered; unchanged: the last render served again, what it shows being the same; failed)',
    labelNames: ['turn', 'outcome'] as const,
    buckets: [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  constructor(pool: pg.Pool | undefined, replicas?: ReadReplicas) {
    collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 20 });
    if (pool) {
      const poolGauge = (name: string, help: string, read: () => number) =>
        new Gauge({
          name,
          help,
          registers: [this.registry],
          collect() {
            this.set(read());
          },
        });
      poolGauge('db_pool_connections', 'Connections the pool holds', () => pool.totalCount);
      poolGauge(
        'db_pool_idle_connections',
        'Connections the pool holds unused',
        () => pool.idleCount,
      );
      poolGauge(
        'db_pool_waiting_requests',
        'Queries waiting for a connection',
        () => pool.waitingCount,
      );
    }
    if (replicas) {
      new Gauge({
        name: 'db_replicas_in_service',
        help: 'Read replicas serving reads (reachable, within REPLICA_MAX_LAG_MS)',
        registers: [this.registry],
        collect() {
          this.set(replicas.inService);
        },
      });
      new Gauge({
        name: 'db_replica_in_service',
        help: 'Whether each read replica serves reads (1) or is out of service (0), by replica (host:port)',
        labelNames: ['replica'] as const,
        registers: [this.registry],
        collect() {
          for (const { name, inService } of replicas.states())
            this.set({ replica: name }, inService ? 1 : 0);
        },
      });
      new Gauge({
        name: 'db_replica_lag_seconds',
        help: 'How far each read replica was behind the primary at its last check that reached it (0: caught up)',
        labelNames: ['replica'] as const,
        registers: [this.registry],
        collect() {
          this.reset();
          for (const { name, lagSeconds } of replicas.states())
            if (lagSeconds !== undefined) this.set({ replica: name }, lagSeconds);
        },
      });
      new Counter({
        name: 'db_read_queries_total',
        help: 'Read-only queries by the server that answered them (replica or primary)',
        labelNames: ['server'] as const,
        registers: [this.registry],
        collect() {
          // ReadReplicas keeps the counts; the metric shows them as they are at the scrape.
          this.reset();
          this.inc({ server: 'replica' }, replicas.served.replica);
          this.inc({ server: 'primary' }, replicas.served.primary);
        },
      });
    }
  }

  renderFinished({ turn, outcome, seconds }: ServerRender): void {
    this.renders.observe({ turn, outcome }, seconds);
  }

  register(fastify: FastifyInstance): void {
    fastify.addHook('onResponse', async (request, reply) => {
      this.requestDuration.observe(
        {
          method: request.method,
          route: request.routeOptions.url ?? '(unmatched)',
          status: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
    });
  }
}
