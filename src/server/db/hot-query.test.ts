import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../testing/test-db';
import { runHot } from './hot-query';

let t: TestDb;

beforeAll(async () => {
  t = await createTestDb();
  await t.db
    .insertInto('answer_versions')
    .values([
      { scope: 'store-a', version: 3 },
      { scope: 'store-b', version: 5 },
      { scope: '*', version: 7 },
    ])
    .execute();
});
afterAll(() => t.dispose());

describe('runHot', () => {
  it("builds a shape once and runs it with each call's values, keeping the query's constants", async () => {
    let builds = 0;
    const versionOf = async (scope: string) =>
      (
        await runHot(t.db, 'test-version-of', [scope], ([standIn]) => {
          builds += 1;
          return t.db
            .selectFrom('answer_versions')
            .select('version')
            .where('scope', '=', standIn!)
            .where('scope', '!=', 'never');
        })
      ).map((row) => Number(row.version));
    expect(await versionOf('store-a')).toEqual([3]);
    expect(await versionOf('store-b')).toEqual([5]);
    expect(await versionOf('nowhere')).toEqual([]);
    expect(builds).toBe(1);
  });

  it('keeps a shape per IN-list length', async () => {
    const sum = async (scopes: string[]) => {
      const [row] = await runHot(t.db, `test-sum:${scopes.length}`, scopes, (standIns) =>
        t.db
          .selectFrom('answer_versions')
          .select((eb) => eb.fn.sum<number | string>('version').as('total'))
          .where('scope', 'in', standIns),
      );
      return Number(row?.total);
    };
    expect(await sum(['store-a'])).toBe(3);
    expect(await sum(['store-a', '*'])).toBe(10);
    expect(await sum(['store-b', '*'])).toBe(12);
    expect(await sum(['store-a', 'store-b', '*'])).toBe(15);
  });
});
