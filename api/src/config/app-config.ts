import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { IMAGE_MAX_BYTES, REMOTES, remoteUrlVariable } from '@marketplace/contracts';
import { z } from 'zod';

/** The repository root, so `./data` means the same folder whichever directory a command runs from. */
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

/** A switch that is on unless set to false. */
const onByDefault = z
  .enum(['true', 'false', '1', '0'])
  .default('true')
  .transform((value) => value === 'true' || value === '1');

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const milliseconds = (fallback: number) => z.coerce.number().int().min(0).default(fallback);

/**
 * TRUST_PROXY: how many proxies in front of the API may set `X-Forwarded-*` (a hop count), or
 * which addresses they are (`10.0.0.1,10.1.0.0/16`). `true` means one hop: trusting every hop
 * would let a client pick its own address with a made-up `X-Forwarded-For`.
 */
const trustProxy = z
  .string()
  .trim()
  .optional()
  .transform((value, context): false | number | string[] => {
    if (!value || value === 'false' || value === '0') return false;
    if (value === 'true') return 1;
    if (/^\d+$/.test(value)) return Number(value);
    const addresses = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const address = /^(?:[\d.]+|[\da-f:]+)(?:\/\d{1,3})?$/i;
    if (addresses.every((entry) => address.test(entry))) return addresses;
    context.addIssue({
      code: 'custom',
      message:
        'a number of proxy hops, or a comma-separated list of proxy addresses or CIDR ranges',
    });
    return z.NEVER;
  });

/** `a, b,c` as `['a', 'b', 'c']`; unset or empty as none. */
const commaSeparated = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  );

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(z.url().optional());

/**
 * REMOTE_<NAME>_URL for each remote of the remote list: a copy of that remote deployed elsewhere.
 * Read as `{ <name>: url }`, so adding a remote to the list adds its variable.
 */
const remoteUrlsSchema = z
  .object(Object.fromEntries(REMOTES.map(({ name }) => [remoteUrlVariable(name), optionalUrl])))
  .transform((variables) =>
    Object.fromEntries(REMOTES.map(({ name }) => [name, variables[remoteUrlVariable(name)]])),
  );

/**
 * Every environment variable the API reads, validated once at boot. The README's configuration
 * table documents the same list; keep the two together.
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z
    .string()
    .default('data')
    .transform((dir) => resolve(REPO_ROOT, dir)),
  DATABASE_URL: optionalUrl,
  /**
   * Apply pending migrations at start (under an advisory lock). Off, a server whose database is
   * behind its build refuses to start: a release runs `npm run migrate` first. `npm start` sets it.
   */
  MIGRATE_ON_START: flag,
  /** Streaming replicas of DATABASE_URL, comma-separated, that serve read-only queries. */
  DATABASE_REPLICA_URLS: commaSeparated.pipe(
    z.array(
      z
        .url()
        .refine(
          (url) => /^postgres(?:ql)?:$/.test(new URL(url).protocol),
          'must be postgres:// addresses',
        ),
    ),
  ),
  /** A replica further behind the primary than this serves no reads until it catches up. */
  REPLICA_MAX_LAG_MS: positiveInt(5_000),
  /** How often each replica's reachability, lag and replayed position are checked. */
  REPLICA_CHECK_INTERVAL_MS: positiveInt(1_000),
  SEED_DEMO: flag,
  ADMIN_EMAIL: z.email().optional(),
  /** Where people write for help (a suspended account, say); the front ends link to it. */
  SUPPORT_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).max(128).optional(),
  PUBLIC_URL: optionalUrl,
  TRUSTED_ORIGINS: commaSeparated,
  TRUST_PROXY: trustProxy,
  SESSION_TTL_HOURS: positiveInt(24 * 14),
  RATE_LIMIT_REGISTER_PER_IP_PER_HOUR: positiveInt(20),
  RATE_LIMIT_LOGIN_PER_IP_PER_15_MIN: positiveInt(50),
  RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL_PER_15_MIN: positiveInt(5),
  RATE_LIMIT_UPLOADS_PER_HOUR: positiveInt(60),
  /** "Show phone number" on other sellers' listings, per account per hour. */
  RATE_LIMIT_PHONE_REVEALS_PER_HOUR: positiveInt(30),
  /** New listings per seller in 24 hours: a house clearance fits, a flood of spam does not. */
  RATE_LIMIT_LISTINGS_PER_DAY: positiveInt(50),
  /** Saved searches made or deleted, per account per hour. */
  RATE_LIMIT_SAVED_SEARCH_CHANGES_PER_HOUR: positiveInt(30),
  /** Ratings written, per account per hour. */
  RATE_LIMIT_REVIEWS_PER_HOUR: positiveInt(20),
  /** Favourites kept or dropped, per account per hour. */
  RATE_LIMIT_FAVOURITE_CHANGES_PER_HOUR: positiveInt(120),
  MAX_OPEN_ORDERS_PER_BUYER: positiveInt(5),
  ORDER_REQUESTS_PER_HOUR: positiveInt(20),
  ORDER_REQUEST_TTL_HOURS: positiveInt(48),
  ORDER_MEETING_TTL_DAYS: positiveInt(7),
  ORDER_CONFIRM_GRACE_HOURS: positiveInt(72),
  /** Hours after acceptance, without a meeting time, before a no-show may be reported. */
  ORDER_NO_SHOW_GRACE_HOURS: z.coerce.number().int().min(0).default(24),
  SCHEDULED_JOBS_PERIOD_SECONDS: z.coerce.number().positive().default(60),
  /**
   * How long a visitor's page request (one with a cookie) waits for its server render before the
   * browser is left to render it (the render goes on and is kept for the next visitor): bounds
   * what rendering adds to the time to first byte under load. Requests without a cookie
   * (crawlers, first visits) wait for the render.
   */
  SERVER_RENDER_WAIT_MS: milliseconds(250),
  /**
   * How long a public catalogue list (home, categories, a category's products) is kept in each
   * process (cluster/public-list-cache.ts); a change drops it sooner. 0 keeps none: every request
   * reads the database, as the benchmark's uncached cases need.
   */
  PUBLIC_LIST_CACHE_TTL_MS: milliseconds(10_000),
  /**
   * How long a page whose content changed keeps being served from its last render while it is
   * rendered again in the background (stale-while-revalidate); past it, requests wait for the new
   * render.
   */
  SERVER_RENDER_MAX_STALE_MS: milliseconds(5_000),
  /** Render the home page as the server starts listening, so its first visitor gets it rendered. */
  SERVER_RENDER_WARM_UP: onByDefault,
  IMAGE_MAX_BYTES: positiveInt(IMAGE_MAX_BYTES),
  IMAGE_MAX_PIXELS: positiveInt(40_000_000),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  OIDC_ISSUER: z.url().default('https://accounts.google.com'),
  WEB_ROOT: z.string().optional(),
  /** The market's country (ISO 3166 code): the gazetteer of places loaded at start (src/places). */
  MARKET_COUNTRY: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'MARKET_COUNTRY must be a two-letter country code')
    .transform((code) => code.toUpperCase())
    .default('BD'),
  /** Signs search cursors; every process of one deployment needs the same value. */
  CURSOR_SECRET: z.string().min(32, 'CURSOR_SECRET must be at least 32 characters').optional(),
  REMOTE_LOAD_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(8000),
  SMTP_URL: optionalUrl.refine(
    (url) => url === undefined || /^smtps?:$/.test(new URL(url).protocol),
    'must be an smtp:// or smtps:// address',
  ),
  MAIL_FROM: z
    .string()
    .trim()
    .regex(/@/, 'must hold an email address, e.g. Marketplace <no-reply@market.example>')
    .default('Marketplace <no-reply@marketplace.localhost>'),
  JOBS_WORKER: onByDefault,
  JOBS_POLL_INTERVAL_MS: positiveInt(1000),
  JOBS_RETRY_BASE_MS: positiveInt(30_000),
  RATE_LIMIT_PASSWORD_RESET_PER_IP_PER_HOUR: positiveInt(20),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  API_DOCS: z.enum(['true', 'false', '1', '0', '']).optional(),
  METRICS_TOKEN: z.string().min(16).optional(),
  REDIS_URL: optionalUrl,
  IMAGE_STORAGE: z.enum(['filesystem', 'database']).optional(),
  DATABASE_POOL_SIZE: positiveInt(10),
  DATABASE_CONNECT_TIMEOUT_MS: milliseconds(5_000),
  DATABASE_STATEMENT_TIMEOUT_MS: milliseconds(15_000),
  DATABASE_LOCK_TIMEOUT_MS: milliseconds(5_000),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: milliseconds(15_000),
  /** Longer than a load balancer takes to see readiness fail (see the README). */
  SHUTDOWN_DRAIN_MS: milliseconds(10_000),
  /** Under Kubernetes' default termination grace (30 s), which ends in SIGKILL. */
  SHUTDOWN_GRACE_MS: milliseconds(25_000),
  RATE_LIMIT_MESSAGES_PER_MINUTE: positiveInt(30),
  RATE_LIMIT_USER_LOOKUPS_PER_HOUR: positiveInt(60),
  RATE_LIMIT_REPORTS_PER_HOUR: positiveInt(10),
  RATE_LIMIT_BLOCKS_PER_HOUR: positiveInt(20),
  NEW_ACCOUNT_CONVERSATIONS_PER_DAY: positiveInt(10),
  /** How long a message waits unread before its recipient is emailed about it. */
  MESSAGE_EMAIL_DELAY_MS: milliseconds(10 * 60_000),
  /** The least time between two digest emails of one saved search. */
  SAVED_SEARCH_DIGEST_PERIOD_MS: milliseconds(24 * 60 * 60_000),
  /** A comment line on every live stream this often, so proxies keep it open. */
  LIVE_HEARTBEAT_MS: positiveInt(25_000),
  /** The market's scam patterns (api/assets/scam-patterns.json when unset). */
  SCAM_PATTERNS_FILE: z.string().min(1).optional(),
  /** The market's time zone: the times in emails (meetings) are said in it. */
  MARKET_TIME_ZONE: z
    .string()
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'MARKET_TIME_ZONE must be an IANA time zone, e.g. Asia/Dhaka')
    .default('Asia/Dhaka'),
  RATE_LIMIT_MEETING_SHARES_PER_DAY: positiveInt(10),
  /** After a shared meeting's time, how long until the trusted contact hears the deal is not done. */
  MEETING_SHARE_FOLLOW_UP_MS: milliseconds(2 * 60 * 60_000),
});

export type AppConfig = z.infer<typeof envSchema> & {
  seedDemo: boolean;
  /** The OpenAPI UI at /api/docs: on outside production, in production only with API_DOCS=true. */
  apiDocs: boolean;
  /** Where images live: the database when it is PostgreSQL (every process shares it). */
  imageStorage: 'filesystem' | 'database';
  /** Each remote's REMOTE_<NAME>_URL by its name; undefined: this process serves its build. */
  remoteUrls: Readonly<Record<string, string | undefined>>;
};

export class InvalidConfigError extends Error {}

/** Parses the environment; fails with a readable list of every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  const remoteUrls = remoteUrlsSchema.safeParse(env);
  if (!parsed.success || !remoteUrls.success) {
    const issues = [...(parsed.error?.issues ?? []), ...(remoteUrls.error?.issues ?? [])];
    const problems = issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new InvalidConfigError(`Invalid environment:\n${problems.join('\n')}`);
  }
  const config = parsed.data;
  if (config.NODE_ENV === 'production' && !config.PUBLIC_URL) {
    // Links in emails and pages would otherwise follow the client's Host header.
    throw new InvalidConfigError(
      'Invalid environment:\n  PUBLIC_URL: is required when NODE_ENV=production (the public origin every link points to, e.g. https://market.example)',
    );
  }
  if (config.DATABASE_REPLICA_URLS.length > 0 && !config.DATABASE_URL) {
    throw new InvalidConfigError(
      'Invalid environment:\n  DATABASE_REPLICA_URLS: needs DATABASE_URL (replicas of a PostgreSQL primary; the embedded database has none)',
    );
  }
  return {
    ...config,
    seedDemo: config.NODE_ENV === 'production' ? config.SEED_DEMO : env.SEED_DEMO !== 'false',
    apiDocs:
      config.NODE_ENV === 'production'
        ? config.API_DOCS === 'true' || config.API_DOCS === '1'
        : config.API_DOCS !== 'false' && config.API_DOCS !== '0',
    imageStorage: config.IMAGE_STORAGE ?? (config.DATABASE_URL ? 'database' : 'filesystem'),
    remoteUrls: remoteUrls.data,
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
