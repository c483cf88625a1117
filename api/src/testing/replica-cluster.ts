import { execFile } from 'node:child_process';
import { appendFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);
const BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';
/** The ports test clusters may take on this machine. */
const PORTS = { first: 4700, last: 4799 };

/** PostgreSQL refuses to run as root: its programs run as the `postgres` user when we are root. */
async function asPostgres(command: string, args: string[]): Promise<string> {
  const { stdout } =
    process.getuid?.() === 0
      ? await run('runuser', ['-u', 'postgres', '--', command, ...args])
      : await run(command, args);
  return stdout;
}

const postgresProgram = (name: string, args: string[]) => asPostgres(join(BIN, name), args);

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
      .once('error', () => resolve(false))
      .listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function freePorts(count: number): Promise<number[]> {
  const span = PORTS.last - PORTS.first + 1;
  const start = Math.floor(Math.random() * span);
  const ports: number[] = [];
  for (let step = 0; step < span && ports.length < count; step += 1) {
    const port = PORTS.first + ((start + step) % span);
    if (await isFree(port)) ports.push(port);
  }
  if (ports.length < count) throw new Error('No free ports for a test cluster in 4700-4799');
  return ports;
}

export interface ReplicaCluster {
  /** The primary server's address (its `postgres` database). */
  primaryUrl: string;
  /** The streaming replica's address. */
  replicaUrl: string;
  /** Stops replaying WAL on the replica (it keeps answering, further and further behind). */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  stopReplica(): Promise<void>;
  startReplica(): Promise<void>;
  /** Stops the primary as an operator's restart does (`pg_ctl stop -m fast`), and starts it. */
  stopPrimary(): Promise<void>;
  startPrimary(): Promise<void>;
  /** Stops both servers and removes their files. */
  destroy(): Promise<void>;
}

export interface ReplicaClusterOptions {
  /**
   * postgresql.conf lines after the scratch defaults (the last setting wins), for both servers:
   * the read-replica benchmark (bench/replica-bench.mjs) runs with durable, server-sized settings.
   */
  settings?: string[];
}

/**
 * A primary and a streaming replica of it, of their own, in a temporary directory: `initdb`,
 * `wal_level=replica`, a `replication` line in pg_hba.conf, `pg_basebackup -R`, started by
 * `pg_ctl` on free ports in 4700-4799. Built into api/dist too (tsconfig.build.json) for the
 * read-replica benchmark.
 */
export async function startReplicaCluster(
  options: ReplicaClusterOptions = {},
): Promise<ReplicaCluster> {
  // Made by the user the servers run as, who must own their directories.
  const base = (await asPostgres('mktemp', ['-d', '/tmp/replica-cluster-XXXXXX'])).trim();
  const primaryDir = join(base, 'primary');
  const replicaDir = join(base, 'replica');
  const [primaryPort, replicaPort] = (await freePorts(2)) as [number, number];
  const pgCtl = (dir: string, ...args: string[]) =>
    postgresProgram('pg_ctl', ['-D', dir, '-l', `${dir}.log`, '-w', ...args]);
  const settings = (port: number) =>
    [
      `port = ${port}`,
      `listen_addresses = '127.0.0.1'`,
      `unix_socket_directories = '${base}'`,
      'wal_level = replica',
      'max_wal_senders = 4',
      'hot_standby = on',
      // A scratch cluster: speed over durability.
      'fsync = off',
      'synchronous_commit = off',
      'full_page_writes = off',
      'shared_buffers = 32MB',
      ...(options.settings ?? []),
      '',
    ].join('\n');

  await postgresProgram('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '-N']);
  await appendFile(join(primaryDir, 'postgresql.conf'), settings(primaryPort));
  await appendFile(
    join(primaryDir, 'pg_hba.conf'),
    'host replication postgres 127.0.0.1/32 trust\n',
  );
  const started: string[] = [];
  const destroy = async () => {
    for (const dir of started.reverse()) {
      await pgCtl(dir, '-m', 'immediate', 'stop').catch(() => undefined);
    }
    await rm(base, { recursive: true, force: true });
  };
  try {
    await pgCtl(primaryDir, 'start');
    started.push(primaryDir);
    await postgresProgram('pg_basebackup', [
      ...['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres'],
      ...['-D', replicaDir, '-R', '-X', 'stream'],
    ]);
    // The copied configuration names the primary's port; the last setting in the file wins.
    await appendFile(join(replicaDir, 'postgresql.conf'), `port = ${replicaPort}\n`);
    await pgCtl(replicaDir, 'start');
    started.push(replicaDir);
  } catch (error) {
    await destroy();
    throw error;
  }

  const replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/postgres`;
  const onReplica = async (statement: string) => {
    const client = new pg.Client({ connectionString: replicaUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  return {
    primaryUrl: `postgres://postgres@127.0.0.1:${primaryPort}/postgres`,
    replicaUrl,
    pauseReplay: () => onReplica('select pg_wal_replay_pause()'),
    resumeReplay: () => onReplica('select pg_wal_replay_resume()'),
    stopReplica: async () => {
      await pgCtl(replicaDir, '-m', 'fast', 'stop');
    },
    startReplica: async () => {
      await pgCtl(replicaDir, 'start');
    },
    stopPrimary: async () => {
      await pgCtl(primaryDir, '-m', 'fast', 'stop');
    },
    startPrimary: async () => {
      await pgCtl(primaryDir, 'start');
    },
    destroy,
  };
}
