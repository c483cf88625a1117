import { InvalidConfigError, loadConfig } from './app-config.js';

describe('read replica settings', () => {
  const primary = 'postgres://app@db-primary:5432/marketplace';

  it('reads DATABASE_REPLICA_URLS as a list of PostgreSQL addresses', () => {
    const config = loadConfig({
      DATABASE_URL: primary,
      DATABASE_REPLICA_URLS:
        ' postgres://app@db-replica-1:5432/marketplace, postgresql://app@db-replica-2/marketplace ,',
    });
    expect(config.DATABASE_REPLICA_URLS).toEqual([
      'postgres://app@db-replica-1:5432/marketplace',
      'postgresql://app@db-replica-2/marketplace',
    ]);
    expect(config.REPLICA_MAX_LAG_MS).toBe(5_000);
    expect(config.REPLICA_CHECK_INTERVAL_MS).toBe(1_000);
  });

  it('has no replicas unless told, as the embedded database and a single DATABASE_URL have none', () => {
    expect(loadConfig({}).DATABASE_REPLICA_URLS).toEqual([]);
    expect(loadConfig({ DATABASE_URL: primary }).DATABASE_REPLICA_URLS).toEqual([]);
  });

  it.each([
    [
      'a replica without a primary',
      { DATABASE_REPLICA_URLS: 'postgres://db-replica/marketplace' },
      /needs DATABASE_URL/,
    ],
    [
      'an address that is not PostgreSQL',
      { DATABASE_URL: primary, DATABASE_REPLICA_URLS: 'mysql://db-replica/marketplace' },
      /DATABASE_REPLICA_URLS\.0: must be postgres/,
    ],
    [
      'a lag bound of zero',
      { DATABASE_URL: primary, REPLICA_MAX_LAG_MS: '0' },
      /REPLICA_MAX_LAG_MS/,
    ],
  ])('refuses %s, naming the variable', (_case, env, message) => {
    expect(() => loadConfig(env)).toThrow(InvalidConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
