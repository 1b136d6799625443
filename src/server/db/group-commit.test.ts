import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../shared/ids';
import { createTestDb, type TestDb } from '../testing/test-db';
import type { Db } from '.';
import { writeTransaction } from './group-commit';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => t.dispose());

const sqlite = !process.env.TEST_DATABASE_URL;
const at = '2026-11-21T15:00:00.000Z';

/** Adds a region (one row) and, when asked, a second with the same id, which the key refuses. */
function addRegion(seen: Db[], name: string, clash = false) {
  return writeTransaction(t.db, t.dialect, async (trx) => {
    seen.push(trx);
    const id = newId();
    await trx.insertInto('regions').values({ id, name, created_at: at }).execute();
    if (clash)
      await trx
        .insertInto('regions')
        .values({ id, name: `${name} again`, created_at: at })
        .execute();
    return name;
  });
}

const namesLike = async (prefix: string) =>
  (
    await t.db
      .selectFrom('regions')
      .select('name')
      .where('name', 'like', `${prefix}%`)
      .orderBy('name')
      .execute()
  ).map((r) => r.name);

describe('writes committed together', () => {
  it('commits every write of one turn, each answered with its own result', async () => {
    const seen: Db[] = [];
    const results = await Promise.all(['A1', 'A2', 'A3', 'A4'].map((n) => addRegion(seen, n)));
    expect(results).toEqual(['A1', 'A2', 'A3', 'A4']);
    expect(await namesLike('A')).toEqual(['A1', 'A2', 'A3', 'A4']);
    // On SQLite the four shared one transaction (one commit); PostgreSQL gives each its own.
    expect(new Set(seen).size).toBe(sqlite ? 1 : 4);
  });

  it('undoes a failing write alone: it rejects, the others commit', async () => {
    const seen: Db[] = [];
    const outcomes = await Promise.allSettled([
      addRegion(seen, 'B1'),
      addRegion(seen, 'B2', true),
      addRegion(seen, 'B3'),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await namesLike('B')).toEqual(['B1', 'B3']);
  });

  it('starts a new commit for a write made after the last one ended', async () => {
    const seen: Db[] = [];
    const first = addRegion(seen, 'C1');
    const later = first.then(() => addRegion(seen, 'C2'));
    await Promise.all([first, later]);
    expect(await namesLike('C')).toEqual(['C1', 'C2']);
    expect(seen[0]).not.toBe(seen[1]);
  });
});
