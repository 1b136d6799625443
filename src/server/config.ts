import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const ZEnv = z
  .object({
    PORT: z.coerce
      .number({ error: 'PORT must be a number' })
      .int('PORT must be a whole number')
      .min(1, 'PORT must be between 1 and 65535')
      .max(65535, 'PORT must be between 1 and 65535')
      .default(5000),
    HOST: z.string().trim().min(1, 'HOST must not be empty').default('127.0.0.1'),
    DATABASE_URL: z
      .string()
      .trim()
      .default('sqlite:data/shop.db')
      .refine((url) => /^(sqlite:.+|postgres(ql)?:\/\/.+)$/.test(url), {
        message:
          'DATABASE_URL must be sqlite:<file> or postgres://user:password@host:port/database',
      }),
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
  })
  .superRefine((e, ctx) => {
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

export type Config = {
  port: number;
  host: string;
  databaseUrl: string;
  dataDir: string;
  sessionSecret: string;
  nodeEnv: 'development' | 'production' | 'test';
  /** Secure cookies only when served over HTTPS in production. */
  secureCookies: boolean;
  /** SMTP server for e-mail; without it every message is kept in the outbox for admins to read. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Address customers use to reach the app (status links in messages and QR codes). */
  publicUrl: string;
  ai: AiConfig;
};

export class ConfigError extends Error {}

/** Reads the environment once. Nothing else in the server reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    sessionSecret: e.SESSION_SECRET ?? readOrCreateSecret(dataDir),
    nodeEnv: e.NODE_ENV,
    secureCookies: e.NODE_ENV === 'production',
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Shop Platform <no-reply@shop.local>',
    publicUrl: (
      e.PUBLIC_URL ?? `http://${e.HOST === '0.0.0.0' ? '127.0.0.1' : e.HOST}:${e.PORT}`
    ).replace(/\/+$/, ''),
    ai:
      e.AI_PROVIDER === 'openai' && e.AI_BASE_URL && e.AI_API_KEY && e.AI_MODEL
        ? { provider: 'openai', baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL }
        : { provider: 'local' },
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
