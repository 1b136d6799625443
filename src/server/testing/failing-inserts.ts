import { sql } from 'kysely';
import type { Deps } from '../deps';

/** What a refused insert fails with, so a test can tell it from any other error. */
export const INSERT_FAULT = 'insert refused by the test';

type Refusable = 'activity_log' | 'outbox';

/**
 * Makes every insert into `table` fail until the returned function is called: a trigger in the
 * test's own database, on SQLite and PostgreSQL alike, so a test can prove that a write and its
 * activity row, or its outbox message, commit together or not at all without a hook in the code
 * under test.
 */
export async function failInserts(deps: Pick<Deps, 'db' | 'dialect'>, table: Refusable) {
  const trigger = `test_fail_${table}`;
  if (deps.dialect === 'sqlite') {
    await sql
      .raw(
        `create trigger ${trigger} before insert on ${table}
         begin select raise(abort, '${INSERT_FAULT}'); end`,
      )
      .execute(deps.db);
    return async () => {
      await sql.raw(`drop trigger ${trigger}`).execute(deps.db);
    };
  }
  await sql
    .raw(
      `create or replace function ${trigger}() returns trigger language plpgsql as
       $$ begin raise exception '${INSERT_FAULT}'; end $$`,
    )
    .execute(deps.db);
  await sql
    .raw(
      `create trigger ${trigger} before insert on ${table}
       for each row execute function ${trigger}()`,
    )
    .execute(deps.db);
  return async () => {
    await sql.raw(`drop trigger ${trigger} on ${table}`).execute(deps.db);
  };
}

/** Runs `work` while `table` refuses every row, and lets it take rows again after. */
export async function whileInsertsFail<T>(
  deps: Pick<Deps, 'db' | 'dialect'>,
  table: Refusable,
  work: () => Promise<T>,
): Promise<T> {
  const restore = await failInserts(deps, table);
  try {
    return await work();
  } finally {
    await restore();
  }
}

/** Runs `work` while the activity log refuses every row. */
export const whileActivityFails = <T>(deps: Pick<Deps, 'db' | 'dialect'>, work: () => Promise<T>) =>
  whileInsertsFail(deps, 'activity_log', work);
