import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { CronPattern } from 'croner';
import { z } from 'zod';
import { DEFAULT_PG_SETTINGS, type PgSettings } from './db';
import { defaultDatabase } from './default-database';
import { DEFAULT_SHUTDOWN_GRACE_MS } from './lib/graceful-close';

/** A cron pattern croner accepts (read in UTC, seconds optional as a sixth, first field). */
const cronPattern = (name: string, example: string) =>
  z
    .string()
    .trim()
    .refine(
      (pattern) => {
        try {
          new CronPattern(pattern, 'UTC');
          return true;
        } catch {
          return false;
        }
      },
      { message: `${name} must be a cron pattern like ${example} (minute hour day month weekday)` },
    )
    .default(example);

/** A whole number setting between `min` and `max`, with its default. */
const wholeNumber = (name: string, min: number, max: number, fallback: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be between ${min} and ${max}`)
    .max(max, `${name} must be between ${min} and ${max}`)
    .default(fallback);

const S3_KEYS = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** An address, a CIDR range, or one of proxy-addr's named ranges. */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', bits, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

const ZEnv = z
  .object({
    PORT: wholeNumber('PORT', 1, 65535, 5000),
    HOST: z.string().trim().min(1, 'HOST must not be empty').default('127.0.0.1'),
    DATABASE_URL: z
      .string()
      .trim()
      .refine((url) => /^(sqlite:.+|postgres(ql)?:\/\/.+)$/.test(url), {
        message:
          'DATABASE_URL must be sqlite:<file> or postgres://user:password@host:port/database',
      })
      .optional(),
    DATA_DIR: z.string().trim().min(1, 'DATA_DIR must not be empty').default('data'),
    SESSION_SECRET: z
      .string()
      .min(32, 'SESSION_SECRET must be at least 32 characters; leave it unset to generate one')
      .optional(),
    SMTP_URL: z
      .string()
      .trim()
      .regex(
        /^smtps?:\/\/.+/,
        'SMTP_URL must look like smtp://user:password@host:587 or smtps://...',
      )
      .optional(),
    MAIL_FROM: z
      .string()
      .trim()
      .min(3, 'MAIL_FROM must be an address like Shop <shop@example.com>')
      .optional(),
    PUBLIC_URL: z
      .string()
      .trim()
      .regex(/^https?:\/\/[^/]+/, 'PUBLIC_URL must be like https://repairs.example.com')
      .refine(URL.canParse, 'PUBLIC_URL must be like https://repairs.example.com')
      .optional(),
    COOKIE_SECURE: z
      .enum(['true', 'false'], { error: 'COOKIE_SECURE must be true or false' })
      .optional(),
    NODE_ENV: z
      .enum(['development', 'production', 'test'], {
        error: 'NODE_ENV must be development, production or test',
      })
      .default('development'),
    AI_PROVIDER: z
      .enum(['local', 'openai'], { error: 'AI_PROVIDER must be local or openai' })
      .default('local'),
    AI_BASE_URL: z
      .string()
      .trim()
      .regex(/^https?:\/\/[^/]+/, 'AI_BASE_URL must be like https://api.openai.com/v1')
      .optional(),
    AI_API_KEY: z.string().trim().min(1, 'AI_API_KEY must not be empty').optional(),
    AI_MODEL: z.string().trim().min(1, 'AI_MODEL must not be empty').optional(),
    S3_BUCKET: z
      .string()
      .trim()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots or hyphens',
      )
      .optional(),
    S3_ENDPOINT: z
      .string()
      .trim()
      .regex(
        /^https?:\/\/[^/]+/,
        'S3_ENDPOINT must be like https://s3.eu-west-1.amazonaws.com or http://minio.internal:9000',
      )
      .optional(),
    S3_REGION: z.string().trim().min(1, 'S3_REGION must not be empty').default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().trim().min(1, 'S3_ACCESS_KEY_ID must not be empty').optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1, 'S3_SECRET_ACCESS_KEY must not be empty').optional(),
    REPORT_SCHEDULE: cronPattern('REPORT_SCHEDULE', '*/15 * * * *'),
    MARKETING_SCHEDULE: cronPattern('MARKETING_SCHEDULE', '*/5 * * * *'),
    OUTBOX_SCHEDULE: cronPattern('OUTBOX_SCHEDULE', '* * * * *'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        message: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
    DB_POOL_SIZE: wholeNumber('DB_POOL_SIZE', 1, 1000, DEFAULT_PG_SETTINGS.poolSize),
    DB_IDLE_TIMEOUT_MS: wholeNumber(
      'DB_IDLE_TIMEOUT_MS',
      1_000,
      3_600_000,
      DEFAULT_PG_SETTINGS.idleTimeoutMs,
    ),
    DB_CONNECT_TIMEOUT_MS: wholeNumber(
      'DB_CONNECT_TIMEOUT_MS',
      100,
      600_000,
      DEFAULT_PG_SETTINGS.connectTimeoutMs,
    ),
    DB_QUERY_TIMEOUT_MS: wholeNumber(
      'DB_QUERY_TIMEOUT_MS',
      100,
      3_600_000,
      DEFAULT_PG_SETTINGS.queryTimeoutMs,
    ),
    SHUTDOWN_GRACE_MS: wholeNumber('SHUTDOWN_GRACE_MS', 0, 60_000, DEFAULT_SHUTDOWN_GRACE_MS),
    TRUSTED_PROXIES: z
      .string()
      .trim()
      .transform((list) => list.split(',').map((entry) => entry.trim()))
      .refine((entries) => entries.every(isProxyAddress), {
        message:
          'TRUSTED_PROXIES must be addresses or ranges separated by commas, like 10.0.0.0/8,192.168.1.10',
      })
      .optional(),
  })
  .superRefine((e, ctx) => {
    // Without a bucket the files would quietly land in DATA_DIR of each process: refuse to start.
    for (const key of S3_KEYS)
      if (e[key] && !e.S3_BUCKET)
        ctx.addIssue({
          code: 'custom',
          path: ['S3_BUCKET'],
          message: `S3_BUCKET is required when ${key} is set (files go to the bucket only when it is named)`,
        });
    if (e.S3_BUCKET)
      for (const key of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)
        if (!e[key])
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: `${key} is required when S3_BUCKET is set`,
          });
    if (e.AI_PROVIDER !== 'openai') return;
    for (const key of ['AI_BASE_URL', 'AI_API_KEY', 'AI_MODEL'] as const)
      if (!e[key])
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `${key} is required when AI_PROVIDER=openai (AI_BASE_URL, AI_API_KEY and AI_MODEL go together)`,
        });
  });

/** Which AI provider writes the narratives; the numbers are always computed locally. */
export type AiConfig =
  { provider: 'local' } | { provider: 'openai'; baseUrl: string; apiKey: string; model: string };

/** An S3-compatible bucket for files, addressed path-style (AWS S3, MinIO, R2, ...). */
export type S3Config = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export type Config = {
  port: number;
  host: string;
  /** DATABASE_URL, else SQLite in DATA_DIR/shop.db (defaultDatabase). */
  databaseUrl: string;
  /** Said at start when the default database is not where DATA_DIR would put it. */
  databaseNotice: string | undefined;
  dataDir: string;
  sessionSecret: string;
  nodeEnv: 'development' | 'production' | 'test';
  /**
   * The session cookie is Secure when the app is reached over HTTPS: COOKIE_SECURE says so, or
   * PUBLIC_URL starts with https:// (decision 024). How the bundle was built never decides it.
   */
  secureCookies: boolean;
  /** SMTP server for e-mail; without it every message is kept in the outbox for admins to read. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * PUBLIC_URL as given, without a trailing slash. Links never read it directly: they go through
   * publicAddress (lib/public-address.ts), where it comes first, before the Admin setting.
   */
  publicUrl: string | undefined;
  /**
   * The origin of PUBLIC_URL when it is set: the only site state-changing requests are taken
   * from (decision 027). Unset, the request's own scheme and Host header say where the app is.
   */
  publicOrigin: string | undefined;
  ai: AiConfig;
  /** Files in this bucket; without one, in DATA_DIR/blobs (which several processes may share). */
  s3: S3Config | undefined;
  /**
   * Whose X-Forwarded-For is believed: this host, plus the load balancers named. Sign-in lockouts
   * count per client address, which behind an untrusted balancer would be the balancer's own.
   */
  trustedProxies: string[];
  /** pino level: `info` logs one line per answered request; `debug` also each arrival. */
  logLevel: LogLevel;
  /** When the scheduled jobs tick (cron patterns in UTC); every process runs them. */
  schedules: { reports: string; marketing: string; outbox: string };
  /** Connections and timeouts of the PostgreSQL pool (unused with SQLite). */
  postgres: PgSettings;
  /** After SIGTERM, how long readiness answers 503 while work still flows, before closing. */
  shutdownGraceMs: number;
};

export class ConfigError extends Error {}

/** Reads the environment once. Nothing else in the server reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(cwd, e.DATA_DIR);
  const database = e.DATABASE_URL
    ? { url: e.DATABASE_URL, notice: undefined }
    : defaultDatabase(dataDir, cwd);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: database.url,
    databaseNotice: database.notice,
    dataDir,
    sessionSecret: e.SESSION_SECRET ?? readOrCreateSecret(dataDir),
    nodeEnv: e.NODE_ENV,
    secureCookies: e.COOKIE_SECURE
      ? e.COOKIE_SECURE === 'true'
      : (e.PUBLIC_URL ?? '').startsWith('https://'),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Shop Platform <no-reply@shop.local>',
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    publicOrigin: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : undefined,
    ai:
      e.AI_PROVIDER === 'openai' && e.AI_BASE_URL && e.AI_API_KEY && e.AI_MODEL
        ? { provider: 'openai', baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL }
        : { provider: 'local' },
    s3:
      e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: (e.S3_ENDPOINT ?? `https://s3.${e.S3_REGION}.amazonaws.com`).replace(
              /\/+$/,
              '',
            ),
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
    schedules: {
      reports: e.REPORT_SCHEDULE,
      marketing: e.MARKETING_SCHEDULE,
      outbox: e.OUTBOX_SCHEDULE,
    },
    trustedProxies: ['loopback', ...(e.TRUSTED_PROXIES ?? [])],
    logLevel: e.LOG_LEVEL,
    postgres: {
      poolSize: e.DB_POOL_SIZE,
      idleTimeoutMs: e.DB_IDLE_TIMEOUT_MS,
      connectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
      queryTimeoutMs: e.DB_QUERY_TIMEOUT_MS,
    },
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
  };
}

/** A secret generated once and kept under DATA_DIR, so sessions survive a restart. */
function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}
