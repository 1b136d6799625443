import { sql } from 'kysely';
import type { Deps } from '../deps';

/** What the refused activity insert fails with, so a test can tell it from any other error. */
export const ACTIVITY_FAULT = 'activity log refused by the test';

/**
 * Makes every insert into the activity log fail until the returned function is called: a trigger
 * in the test's own database, on SQLite and PostgreSQL alike, so a test can prove that a write and
 * its activity row commit together or not at all without a hook in the code under test.
 */
export async function failActivityInserts(deps: Pick<Deps, 'db' | 'dialect'>) {
  if (deps.dialect === 'sqlite') {
    await sql
      .raw(
        `create trigger test_fail_activity before insert on activity_log
         begin select raise(abort, '${ACTIVITY_FAULT}'); end`,
      )
      .execute(deps.db);
    return async () => {
      await sql.raw('drop trigger test_fail_activity').execute(deps.db);
    };
  }
  await sql
    .raw(
      `create or replace function test_fail_activity() returns trigger language plpgsql as
       $$ begin raise exception '${ACTIVITY_FAULT}'; end $$`,
    )
    .execute(deps.db);
  await sql
    .raw(
      `create trigger test_fail_activity before insert on activity_log
       for each row execute function test_fail_activity()`,
    )
    .execute(deps.db);
  return async () => {
    await sql.raw('drop trigger test_fail_activity on activity_log').execute(deps.db);
  };
}

/** Runs `work` while the activity log refuses every row, and lets it take rows again after. */
export async function whileActivityFails<T>(
  deps: Pick<Deps, 'db' | 'dialect'>,
  work: () => Promise<T>,
): Promise<T> {
  const restore = await failActivityInserts(deps);
  try {
    return await work();
  } finally {
    await restore();
  }
}
