import { mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appData } from '../../scripts/backup-lib.mjs';
import { ConfigError, loadConfig } from './config';

const freshDir = () => mkdtempSync(join(tmpdir(), 'shop-config-'));

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const dir = freshDir();
    const config = loadConfig({ DATA_DIR: dir }, freshDir());
    expect(config).toMatchObject({
      port: 5000,
      host: '127.0.0.1',
      databaseUrl: `sqlite:${join(dir, 'shop.db')}`,
      databaseNotice: undefined,
      dataDir: dir,
      nodeEnv: 'development',
      secureCookies: false,
    });
  });

  it('generates a session secret once and keeps it under DATA_DIR', () => {
    const dir = freshDir();
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    const second = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first).toHaveLength(64);
    expect(second).toBe(first);
    expect(readFileSync(join(dir, 'session-secret'), 'utf8').trim()).toBe(first);
    expect(statSync(join(dir, 'session-secret')).mode & 0o077).toBe(0);
  });

  it('takes SESSION_SECRET, PORT, HOST and a PostgreSQL URL from the environment', () => {
    const config = loadConfig({
      DATA_DIR: freshDir(),
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://shop:pw@db.internal:5432/shop',
      SESSION_SECRET: 'x'.repeat(40),
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://shop:pw@db.internal:5432/shop',
      sessionSecret: 'x'.repeat(40),
    });
  });

  it('marks the session cookie Secure from COOKIE_SECURE or an https PUBLIC_URL, never from NODE_ENV', () => {
    const secure = (env: Record<string, string>) =>
      loadConfig({ DATA_DIR: freshDir(), ...env }).secureCookies;
    expect(secure({})).toBe(false);
    expect(secure({ NODE_ENV: 'production' })).toBe(false);
    expect(secure({ NODE_ENV: 'development', PUBLIC_URL: 'https://repairs.example.com' })).toBe(
      true,
    );
    expect(secure({ PUBLIC_URL: 'http://192.168.1.20:5000' })).toBe(false);
    expect(secure({ COOKIE_SECURE: 'true' })).toBe(true);
    expect(secure({ COOKIE_SECURE: 'false', PUBLIC_URL: 'https://repairs.example.com' })).toBe(
      false,
    );
  });

  it("keeps PUBLIC_URL's origin, the only site state-changing requests come from (decision 027)", () => {
    const origin = (env: Record<string, string>) =>
      loadConfig({ DATA_DIR: freshDir(), ...env }).publicOrigin;
    expect(origin({})).toBeUndefined();
    expect(origin({ PUBLIC_URL: 'https://Repairs.Example.com:443/shop/' })).toBe(
      'https://repairs.example.com',
    );
    expect(origin({ PUBLIC_URL: 'http://192.168.1.20:5000' })).toBe('http://192.168.1.20:5000');
  });

  it('keeps PUBLIC_URL only when set: without it, links follow the Admin setting (decision 031)', () => {
    const url = (env: Record<string, string>) =>
      loadConfig({ DATA_DIR: freshDir(), ...env }).publicUrl;
    expect(url({ HOST: '0.0.0.0' })).toBeUndefined();
    expect(url({ PUBLIC_URL: 'https://repairs.example.com/' })).toBe('https://repairs.example.com');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be a number'],
    [{ PORT: '70000' }, 'PORT must be between 1 and 65535'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must be sqlite:<file> or postgres://'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET must be at least 32 characters'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV must be development, production or test'],
    [{ COOKIE_SECURE: 'yes' }, 'COOKIE_SECURE must be true or false'],
    [{ PUBLIC_URL: 'repairs.example.com' }, 'PUBLIC_URL must be like https://repairs.example.com'],
    [{ PUBLIC_URL: 'https://repairs example.com' }, 'PUBLIC_URL must be like'],
  ])('explains a bad value %j', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: freshDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: freshDir(), ...env })).toThrow(message);
  });

  it('uses the local AI provider unless AI_PROVIDER=openai comes with its endpoint', () => {
    expect(loadConfig({ DATA_DIR: freshDir() }).ai).toEqual({ provider: 'local' });
    const config = loadConfig({
      DATA_DIR: freshDir(),
      AI_PROVIDER: 'openai',
      AI_BASE_URL: 'http://127.0.0.1:11434/v1',
      AI_API_KEY: 'sk-test',
      AI_MODEL: 'llama3',
    });
    expect(config.ai).toEqual({
      provider: 'openai',
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: 'sk-test',
      model: 'llama3',
    });
  });

  it.each([
    [{ AI_PROVIDER: 'claude' }, 'AI_PROVIDER must be local or openai'],
    [{ AI_PROVIDER: 'openai' }, 'AI_BASE_URL is required when AI_PROVIDER=openai'],
    [
      { AI_PROVIDER: 'openai', AI_BASE_URL: 'http://x/v1', AI_MODEL: 'm' },
      'AI_API_KEY is required when AI_PROVIDER=openai',
    ],
    [
      { AI_PROVIDER: 'openai', AI_BASE_URL: 'http://x/v1', AI_API_KEY: 'k' },
      'AI_MODEL is required when AI_PROVIDER=openai',
    ],
    [{ AI_BASE_URL: 'api.openai.com' }, 'AI_BASE_URL must be like https://api.openai.com/v1'],
  ])('explains a bad AI setting %j', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: freshDir(), ...env })).toThrow(message);
  });

  it('keeps files under DATA_DIR unless S3_BUCKET names a bucket', () => {
    expect(loadConfig({ DATA_DIR: freshDir() }).s3).toBeUndefined();
    const keys = { S3_ACCESS_KEY_ID: 'AKIA', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadConfig({ DATA_DIR: freshDir(), S3_BUCKET: 'shop-files', ...keys }).s3).toEqual({
      endpoint: 'https://s3.us-east-1.amazonaws.com',
      bucket: 'shop-files',
      region: 'us-east-1',
      accessKeyId: 'AKIA',
      secretAccessKey: 'secret',
    });
    const minio = loadConfig({
      DATA_DIR: freshDir(),
      S3_BUCKET: 'shop',
      S3_ENDPOINT: 'http://minio.internal:9000/',
      S3_REGION: 'eu-west-1',
      ...keys,
    });
    expect(minio.s3).toMatchObject({ endpoint: 'http://minio.internal:9000', region: 'eu-west-1' });
  });

  it.each([
    [{ S3_BUCKET: 'shop' }, 'S3_ACCESS_KEY_ID is required when S3_BUCKET is set'],
    [
      { S3_BUCKET: 'shop', S3_ACCESS_KEY_ID: 'a' },
      'S3_SECRET_ACCESS_KEY is required when S3_BUCKET',
    ],
    [{ S3_ENDPOINT: 'http://minio:9000' }, 'S3_BUCKET is required when S3_ENDPOINT is set'],
    [{ S3_ACCESS_KEY_ID: 'a' }, 'S3_BUCKET is required when S3_ACCESS_KEY_ID is set'],
    [{ S3_BUCKET: 'Shop_Files' }, 'S3_BUCKET must be a bucket name'],
    [{ S3_BUCKET: 'shop', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT must be like https://'],
  ])('explains a bad bucket setting %j', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: freshDir(), ...env })).toThrow(message);
  });

  it('runs the jobs on their documented schedules unless told otherwise', () => {
    expect(loadConfig({ DATA_DIR: freshDir() }).schedules).toEqual({
      reports: '*/15 * * * *',
      marketing: '*/5 * * * *',
      outbox: '* * * * *',
    });
    const config = loadConfig({
      DATA_DIR: freshDir(),
      REPORT_SCHEDULE: '*/5 * * * *',
      MARKETING_SCHEDULE: '*/30 * * * * *',
      OUTBOX_SCHEDULE: '*/10 * * * * *',
    });
    expect(config.schedules).toEqual({
      reports: '*/5 * * * *',
      marketing: '*/30 * * * * *',
      outbox: '*/10 * * * * *',
    });
  });

  it.each([
    [{ REPORT_SCHEDULE: 'every 5 minutes' }, 'REPORT_SCHEDULE must be a cron pattern like */15'],
    [{ MARKETING_SCHEDULE: '61 * * * *' }, 'MARKETING_SCHEDULE must be a cron pattern like */5'],
    [{ OUTBOX_SCHEDULE: 'often' }, 'OUTBOX_SCHEDULE must be a cron pattern like *'],
  ])('explains a bad schedule %j', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: freshDir(), ...env })).toThrow(message);
  });

  it('trusts X-Forwarded-For from this host, and from the load balancers in TRUSTED_PROXIES', () => {
    expect(loadConfig({ DATA_DIR: freshDir() }).trustedProxies).toEqual(['loopback']);
    const config = loadConfig({
      DATA_DIR: freshDir(),
      TRUSTED_PROXIES: '10.0.0.0/8, 192.168.1.10,fd00::/8',
    });
    expect(config.trustedProxies).toEqual(['loopback', '10.0.0.0/8', '192.168.1.10', 'fd00::/8']);
  });

  it('logs at info unless LOG_LEVEL says otherwise, and explains a bad one', () => {
    expect(loadConfig({ DATA_DIR: freshDir() }).logLevel).toBe('info');
    expect(loadConfig({ DATA_DIR: freshDir(), LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
    expect(() => loadConfig({ DATA_DIR: freshDir(), LOG_LEVEL: 'verbose' })).toThrow(
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    );
  });

  it.each(['lb.internal', '10.0.0.0/33', '10.0.0.1,', '300.1.1.1'])(
    'explains a bad TRUSTED_PROXIES %j',
    (value) => {
      expect(() => loadConfig({ DATA_DIR: freshDir(), TRUSTED_PROXIES: value })).toThrow(
        'TRUSTED_PROXIES must be addresses or ranges separated by commas',
      );
    },
  );

  it('sizes the PostgreSQL pool and its time limits from the environment, with documented defaults', () => {
    expect(loadConfig({ DATA_DIR: freshDir() })).toMatchObject({
      postgres: {
        poolSize: 10,
        idleTimeoutMs: 30_000,
        connectTimeoutMs: 4_000,
        queryTimeoutMs: 5_000,
      },
      shutdownGraceMs: 2_000,
    });
    const tuned = loadConfig({
      DATA_DIR: freshDir(),
      DB_POOL_SIZE: '4',
      DB_IDLE_TIMEOUT_MS: '5000',
      DB_CONNECT_TIMEOUT_MS: '3000',
      DB_QUERY_TIMEOUT_MS: '20000',
      SHUTDOWN_GRACE_MS: '0',
    });
    expect(tuned.postgres).toEqual({
      poolSize: 4,
      idleTimeoutMs: 5_000,
      connectTimeoutMs: 3_000,
      queryTimeoutMs: 20_000,
    });
    expect(tuned.shutdownGraceMs).toBe(0);
  });

  it.each([
    ['DB_POOL_SIZE', '0', 'DB_POOL_SIZE must be between 1 and 1000'],
    ['DB_POOL_SIZE', 'ten', 'DB_POOL_SIZE must be a number'],
    ['DB_QUERY_TIMEOUT_MS', '2.5', 'DB_QUERY_TIMEOUT_MS must be a whole number'],
    ['SHUTDOWN_GRACE_MS', '120000', 'SHUTDOWN_GRACE_MS must be between 0 and 60000'],
  ])('explains a bad %s %j', (key, value, message) => {
    expect(() => loadConfig({ DATA_DIR: freshDir(), [key]: value })).toThrow(message);
  });

  it('keeps the SQLite database in DATA_DIR, relative to the folder the app starts in', () => {
    const cwd = freshDir();
    const config = loadConfig({ DATA_DIR: 'shop-data' }, cwd);
    expect(config.dataDir).toBe(join(cwd, 'shop-data'));
    expect(config.databaseUrl).toBe(`sqlite:${join(cwd, 'shop-data', 'shop.db')}`);
    expect(loadConfig({}, cwd).databaseUrl).toBe(`sqlite:${join(cwd, 'data', 'shop.db')}`);
  });

  it('uses a database an earlier version left in ./data rather than start an empty one', () => {
    const cwd = freshDir();
    const legacy = join(cwd, 'data', 'shop.db');
    mkdirSync(join(cwd, 'data'));
    writeFileSync(legacy, 'an earlier shop');
    const dataDir = freshDir();
    const config = loadConfig({ DATA_DIR: dataDir }, cwd);
    expect(config.databaseUrl).toBe(`sqlite:${legacy}`);
    expect(config.databaseNotice).toContain(`earlier version kept at ${legacy}`);
    expect(config.databaseNotice).toContain(`move shop.db`);

    // Once moved (or once DATA_DIR has its own), DATA_DIR's is used and the other is named.
    writeFileSync(join(dataDir, 'shop.db'), 'the moved shop');
    const moved = loadConfig({ DATA_DIR: dataDir }, cwd);
    expect(moved.databaseUrl).toBe(`sqlite:${join(dataDir, 'shop.db')}`);
    expect(moved.databaseNotice).toContain(`Another one, from an earlier version, is at ${legacy}`);
  });

  it('agrees with npm run backup on where the default database is', () => {
    const cwd = freshDir();
    const dataDir = freshDir();
    const both = () => [
      loadConfig({ DATA_DIR: dataDir }, cwd).databaseUrl,
      `sqlite:${appData({ DATA_DIR: dataDir }, cwd).sqliteFile}`,
    ];
    const [fresh, freshBackup] = both();
    expect(freshBackup).toBe(fresh);
    mkdirSync(join(cwd, 'data'));
    writeFileSync(join(cwd, 'data', 'shop.db'), 'an earlier shop');
    const [legacy, legacyBackup] = both();
    expect(legacyBackup).toBe(legacy);
    writeFileSync(join(dataDir, 'shop.db'), 'the moved shop');
    const [moved, movedBackup] = both();
    expect(movedBackup).toBe(moved);
  });

  it('takes DATABASE_URL as given, with no notice', () => {
    const config = loadConfig(
      { DATA_DIR: freshDir(), DATABASE_URL: 'sqlite:/srv/shop.db' },
      freshDir(),
    );
    expect(config).toMatchObject({ databaseUrl: 'sqlite:/srv/shop.db', databaseNotice: undefined });
  });
});
