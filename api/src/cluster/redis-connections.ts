import { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';

/** The two connections a process holds: commands (limits, publishing) and the subscriber. */
export interface RedisConnections {
  commands: Redis;
  subscriber: Redis;
}

/**
 * Opens both connections to REDIS_URL and logs an outage once as it begins and once as it ends.
 * ioredis reconnects by itself; without an `error` listener it printed a plain-text stack trace
 * at every retry (several a second), burying the rest of the log.
 */
export function connectRedis(url: string, logger = new Logger('Redis')): RedisConnections {
  const commands = new Redis(url, { maxRetriesPerRequest: 2 });
  const connections = { commands, subscriber: commands.duplicate() };
  const down = new Set<Redis>();
  for (const client of Object.values(connections)) {
    client.on('error', (error: Error) => {
      if (down.size === 0)
        logger.error(`Redis is unreachable (${error.message}); retrying until it answers`);
      down.add(client);
    });
    // Each retry at debug level only: the outage itself is the one line above.
    client.on('reconnecting', (delayMs: number) =>
      logger.debug(`Reconnecting to Redis in ${delayMs} ms`),
    );
    client.on('ready', () => {
      if (down.delete(client) && down.size === 0) logger.log('Redis answers again');
    });
  }
  return connections;
}
