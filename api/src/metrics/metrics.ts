import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * Prometheus metrics of this process, in a registry of its own (tests start several apps in one
 * process): request durations by route and status, the database pool's use, and Node's defaults
 * (event-loop lag, memory, garbage collection).
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

  constructor(pool: pg.Pool | undefined) {
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
