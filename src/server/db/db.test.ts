import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../shared/ids';
import { createTestDb, type TestDb } from '../testing/test-db';
import { migrateToLatest } from '.';
import { REACH_ALL, scopeToReach } from './scope';
import { DEFAULT_STORE_MONEY_COLUMNS } from '../features/org/store-money-columns';
import { DEFAULT_STORE_RULE_COLUMNS } from '../features/org/store-rules-columns';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => t.dispose());

describe('database', () => {
  it('runs on the dialect the environment asks for', () => {
    expect(t.dialect).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite');
  });

  it('migrates idempotently', async () => {
    await migrateToLatest(t.db);
    const tables = ['regions', 'stores', 'users', 'sessions', 'activity_log', 'login_failures'];
    for (const table of tables) {
      await expect(
        sql`select count(*) from ${sql.table(table)}`.execute(t.db),
      ).resolves.toBeDefined();
    }
  });

  it.runIf(!process.env.TEST_DATABASE_URL)(
    'opens SQLite with WAL, FULL sync and foreign keys',
    async () => {
      const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(t.db);
      const sync = await sql<{ synchronous: number }>`pragma synchronous`.execute(t.db);
      const fk = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(t.db);
      expect(mode.rows[0]!.journal_mode).toBe('wal');
      expect(sync.rows[0]!.synchronous).toBe(2);
      expect(fk.rows[0]!.foreign_keys).toBe(1);
    },
  );

  it('enforces foreign keys', async () => {
    await expect(
      t.db
        .insertInto('stores')
        .values({
          id: newId(),
          name: 'Orphan',
          store_name: 'orphan',
          brand: 'Techy',
          company_name: 'TECHY',
          region_id: 'no-such-region',
          timezone: 'America/New_York',
          business_day_end_hour: 5,
          ...DEFAULT_STORE_MONEY_COLUMNS,
          ...DEFAULT_STORE_RULE_COLUMNS,
          receipt_printer: 'letter',
          label_printer: 'label_2_25x1_25',
          created_at: new Date().toISOString(),
        })
        .execute(),
    ).rejects.toThrow();
  });

  it('scopes store data to a reach', async () => {
    const regionId = newId();
    await t.db
      .insertInto('regions')
      .values({ id: regionId, name: 'Scope', created_at: '2026-01-01' })
      .execute();
    const ids = [newId(), newId(), newId()];
    for (const [i, id] of ids.entries()) {
      await t.db
        .insertInto('stores')
        .values({
          id,
          name: `Scope ${i}`,
          store_name: `scope${i}`,
          brand: 'Techy',
          company_name: 'TECHY',
          region_id: regionId,
          timezone: 'America/Chicago',
          business_day_end_hour: 5,
          ...DEFAULT_STORE_MONEY_COLUMNS,
          ...DEFAULT_STORE_RULE_COLUMNS,
          receipt_printer: 'letter',
          label_printer: 'label_2_25x1_25',
          created_at: '2026-01-01',
        })
        .execute();
    }
    const base = () => t.db.selectFrom('stores').select('id').where('region_id', '=', regionId);
    const all = await scopeToReach(base(), 'stores.id', REACH_ALL).execute();
    const some = await scopeToReach(base(), 'stores.id', {
      all: false,
      storeIds: [ids[1]!],
    }).execute();
    const none = await scopeToReach(base(), 'stores.id', { all: false, storeIds: [] }).execute();
    expect(all).toHaveLength(3);
    expect(some.map((r) => r.id)).toEqual([ids[1]]);
    expect(none).toEqual([]);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL connection loss', () => {
  it('survives the server dropping an idle pooled connection', async () => {
    const other = await createTestDb();
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(
      other.db,
    );
    const reported: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => reported.push(args[0]);
    try {
      const killed = await sql<{ n: number }>`select count(pg_terminate_backend(pid))::int as n
        from pg_stat_activity where datname = ${rows[0]!.name}`.execute(t.db);
      expect(killed.rows[0]!.n).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      console.error = original;
    }
    expect(String(reported[0])).toMatch(/PostgreSQL connection lost/);
    await expect(sql`select 1 as ok`.execute(other.db)).resolves.toBeDefined();
    await other.dispose();
  });
});
