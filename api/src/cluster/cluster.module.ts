import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { CatalogueChanges } from './catalogue-changes.js';
import { DATABASE_HANDLE, type DatabaseHandle } from '../database/database.js';
import {
  DATABASE_CHANNELS,
  InProcessNotifications,
  Notifications,
  PostgresNotifications,
  RedisNotifications,
} from './notifications.js';
import { RateLimits } from './rate-limits.js';
import { type RedisConnections, connectRedis } from './redis-connections.js';
import { SharedSecrets } from './shared-secrets.js';

const REDIS = Symbol('REDIS');
/** The messages the database sends itself (DATABASE_CHANNELS): `Notifications`, unless on Redis. */
const DATABASE_ANNOUNCEMENTS = Symbol('DATABASE_ANNOUNCEMENTS');

/** A transport of the database's own channels only, beside Redis carrying the API's. */
async function databaseAnnouncements(database: DatabaseHandle): Promise<Notifications> {
  const announcements =
    database.pool && database.connectDedicated
      ? new PostgresNotifications(database.pool, database.connectDedicated, DATABASE_CHANNELS)
      : new InProcessNotifications(database.listen);
  await announcements.start();
  return announcements;
}

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
        const notifications = new InProcessNotifications(database.listen);
        await notifications.start();
        return notifications;
      },
    },
    {
      provide: DATABASE_ANNOUNCEMENTS,
      inject: [REDIS, Notifications, DATABASE_HANDLE],
      useFactory: (
        redis: RedisConnections | null,
        notifications: Notifications,
        database: DatabaseHandle,
      ) => (redis ? databaseAnnouncements(database) : notifications),
    },
    SharedSecrets,
    {
      provide: CatalogueChanges,
      inject: [Notifications, DATABASE_ANNOUNCEMENTS, SharedSecrets],
      useFactory: async (
        notifications: Notifications,
        announcements: Notifications,
        secrets: SharedSecrets,
      ) =>
        new CatalogueChanges(notifications, announcements, await secrets.get('fresh-reads-cookie')),
    },
  ],
  exports: [RateLimits, Notifications, SharedSecrets, CatalogueChanges],
})
export class ClusterModule implements OnApplicationShutdown {
  constructor(
    @Inject(REDIS) private readonly redis: RedisConnections | null,
    private readonly notifications: Notifications,
    @Inject(DATABASE_ANNOUNCEMENTS) private readonly announcements: Notifications,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.notifications.close();
    if (this.announcements !== this.notifications) await this.announcements.close();
    this.redis?.commands.disconnect();
  }
}
