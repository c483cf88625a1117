import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { RedisNotifications } from './notifications.js';
import { RateLimits } from './rate-limits.js';

/**
 * With REDIS_URL, limits and notifications go through Redis: two processes' worth of clients
 * (two connections, two RateLimits) must share one count and hear each other.
 */
const redisUrl = process.env.TEST_REDIS_URL;
const onRedis = redisUrl
  ? describe.each([redisUrl])
  : describe.skip.each(['(TEST_REDIS_URL not set)']);

onRedis('the Redis store (%s)', (url) => {
  const connections: Redis[] = [];
  const connect = () => {
    const client = new Redis(url, { maxRetriesPerRequest: 2 });
    connections.push(client);
    return client;
  };
  afterAll(() => connections.forEach((client) => client.disconnect()));

  it('counts one limit across processes', async () => {
    const name = `test-${randomBytes(4).toString('hex')}`;
    const one = new RateLimits({ kind: 'redis', client: connect() }).create(name, 3, 60);
    const other = new RateLimits({ kind: 'redis', client: connect() }).create(name, 3, 60);
    await one.consume('203.0.113.1');
    await other.consume('203.0.113.1');
    await one.consume('203.0.113.1');
    await expect(other.consume('203.0.113.1')).rejects.toMatchObject({ status: 429 });
    await other.consume('203.0.113.2');
  });

  it('delivers a notification published by one process to the other', async () => {
    const listener = new RedisNotifications(connect(), connect());
    const publisher = new RedisNotifications(connect(), connect());
    await Promise.all([listener.start(), publisher.start()]);
    const received = new Promise((resolve) => listener.subscribe('catalogue.changed', resolve));
    const change = { tags: ['category:laptops'], origin: 'the other process' };
    await publisher.publish('catalogue.changed', change);
    await expect(received).resolves.toEqual(change);
    await Promise.all([listener.close(), publisher.close()]);
  });
});
