import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { CatalogueChanges } from './catalogue-changes.js';
import { DATABASE_HANDLE, type DatabaseHandle } from '../database/database.js';
import {
  InProcessNotifications,
  Notifications,
  PostgresNotifications,
  RedisNotifications,
} from './notifications.js';
import { RateLimits } from './rate-limits.js';
import { type RedisConnections, connectRedis } from './redis-connections.js';
import { SharedSecrets } from './shared-secrets.js';

const REDIS = Symbol('REDIS');

/**
 * What API processes share beyond the tables: rate limits, notifications and the catalogue's
 * changes that make cached pages stale, on Redis when REDIS_URL is set, else on the PostgreSQL
 * database, else (PGlite, one process) in memory.
 */
@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => (config.REDIS_URL ? connectRedis(config.REDIS_URL) : null),
    },
    {
      provide: RateLimits,
      inject: [REDIS, DATABASE_HANDLE],
      useFactory: (redis: RedisConnections | null, database: DatabaseHandle) =>
        new RateLimits(
          redis
            ? { kind: 'redis', client: redis.commands }
            : database.pool
              ? { kind: 'postgres', pool: database.pool }
              : { kind: 'memory' },
        ),
    },
    {
      provide: Notifications,
      inject: [REDIS, DATABASE_HANDLE],
      useFactory: async (redis: RedisConnections | null, database: DatabaseHandle) => {
        if (redis) {
          const notifications = new RedisNotifications(redis.commands, redis.subscriber);
          await notifications.start();
          return notifications;
        }
        if (database.pool && database.connectDedicated) {
          const notifications = new PostgresNotifications(database.pool, database.connectDedicated);
          await notifications.start();
          return notifications;
        }
        return new InProcessNotifications();
      },
    },
    SharedSecrets,
    {
      provide: CatalogueChanges,
      inject: [Notifications, SharedSecrets],
      useFactory: async (notifications: Notifications, secrets: SharedSecrets) =>
        new CatalogueChanges(notifications, await secrets.get('fresh-reads-cookie')),
    },
  ],
  exports: [RateLimits, Notifications, SharedSecrets, CatalogueChanges],
})
export class ClusterModule implements OnApplicationShutdown {
  constructor(
    @Inject(REDIS) private readonly redis: RedisConnections | null,
    private readonly notifications: Notifications,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.notifications.close();
    this.redis?.commands.disconnect();
  }
}
