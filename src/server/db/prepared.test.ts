import { CompiledQuery, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createRegionRow, createSignedInUser, createStoreRow } from '../testing/factories';
import { callAs, useTestApp } from '../testing/harness';
import { keepPrepared } from './prepared';

const ctx = useTestApp();

describe('a signed-in user read with their assignments in one statement', () => {
  it("gives an area manager's stores and a regional manager's regions to the session", async () => {
    const region = await createRegionRow(ctx.deps);
    const stores = [
      (await createStoreRow(ctx.deps, region.id)).id,
      (await createStoreRow(ctx.deps, region.id)).id,
    ];
    const area = await createSignedInUser(ctx.app, ctx.deps, {
      role: 'areamanager',
      storeIds: stores,
    });
    const regional = await createSignedInUser(ctx.app, ctx.deps, {
      role: 'regionalmanager',
      regionIds: [region.id],
    });
    const areaUser = (
      await callAs(ctx.app, area.cookie)({ method: 'GET', url: '/api/user' })
    ).json();
    expect([...areaUser.storeIds].sort()).toEqual([...stores].sort());
    expect(areaUser.regionIds).toEqual([]);
    const regionalUser = (
      await callAs(ctx.app, regional.cookie)({ method: 'GET', url: '/api/user' })
    ).json();
    expect(regionalUser).toMatchObject({ regionIds: [region.id], storeIds: [] });
  });
});

describe.skipIf(process.env.TEST_DATABASE_URL === undefined)(
  'PostgreSQL keeps the hot queries prepared',
  () => {
    const preparedOnConnection = (kept: string, other: string) =>
      ctx.db.db.connection().execute(async (connection) => {
        for (const text of [kept, kept, other]) {
          const { rows } = await connection.executeQuery(CompiledQuery.raw(text, [41]));
          expect(rows).toEqual([{ n: 42 }]);
        }
        const { rows } = await sql<{
          statement: string;
        }>`select statement from pg_prepared_statements`.execute(connection);
        return rows.map((row) => row.statement);
      });

    it('runs a kept text as a named statement, and any other text unnamed', async () => {
      const kept = 'select $1::int + 1 as n';
      const other = 'select $1::int + 1 as n -- not kept';
      keepPrepared(kept);
      const statements = await preparedOnConnection(kept, other);
      expect(statements).toContain(kept);
      expect(statements).not.toContain(other);
    });

    it("keeps reading the session's user after a migration adds a column to users", async () => {
      const { cookie } = await createSignedInUser(ctx.app, ctx.deps, { role: 'ceo' });
      const me = () => callAs(ctx.app, cookie)({ method: 'GET', url: '/api/user' });
      // Every pool connection has the session's query prepared before the column arrives.
      await Promise.all(Array.from({ length: 12 }, me));
      await sql`alter table users add column prepared_test_note text`.execute(ctx.db.db);
      try {
        const answers = await Promise.all(Array.from({ length: 12 }, me));
        expect(answers.map((res) => res.statusCode)).toEqual(Array(12).fill(200));
      } finally {
        await sql`alter table users drop column prepared_test_note`.execute(ctx.db.db);
      }
    });
  },
);
