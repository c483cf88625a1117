import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
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

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(z.url().optional());

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
  SEED_DEMO: flag,
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).max(128).optional(),
  PUBLIC_URL: optionalUrl,
  TRUSTED_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  TRUST_PROXY: flag,
  SESSION_TTL_HOURS: positiveInt(24 * 14),
  RATE_LIMIT_REGISTER_PER_IP_PER_HOUR: positiveInt(20),
  RATE_LIMIT_LOGIN_PER_IP_PER_15_MIN: positiveInt(50),
  RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL_PER_15_MIN: positiveInt(5),
  RATE_LIMIT_UPLOADS_PER_HOUR: positiveInt(60),
  IMAGE_MAX_BYTES: positiveInt(8 * 1024 * 1024),
  IMAGE_MAX_PIXELS: positiveInt(40_000_000),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  OIDC_ISSUER: z.url().default('https://accounts.google.com'),
  WEB_ROOT: z.string().optional(),
  REMOTE_STOREFRONT_URL: optionalUrl,
  REMOTE_SELLER_URL: optionalUrl,
  REMOTE_ADMIN_URL: optionalUrl,
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
});

export type AppConfig = z.infer<typeof envSchema> & {
  seedDemo: boolean;
};

export class InvalidConfigError extends Error {}

/** Parses the environment; fails with a readable list of every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new InvalidConfigError(`Invalid environment:\n${problems.join('\n')}`);
  }
  const config = parsed.data;
  return {
    ...config,
    seedDemo: config.NODE_ENV === 'production' ? config.SEED_DEMO : env.SEED_DEMO !== 'false',
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
