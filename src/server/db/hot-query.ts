import type { CompiledQuery, Compilable, DialectAdapter } from 'kysely';
import type { Db } from '.';
import type { Database } from './schema';
import { executePrepared } from './prepared';

type Kept = { query: CompiledQuery; slots: number[] };

/**
 * Per database, by its dialect's adapter: a database and each of its transactions share that one
 * object, so a shape run inside the check-in's transactions is built once, not once per commit.
 */
const kept = new WeakMap<DialectAdapter, Map<string, Kept>>();

/** A parameter no caller can pass (text cannot hold a NUL here: security.ts refuses it). */
const standIn = (index: number) => `\u0000hot-query-value-${index}`;

/**
 * Runs one of the queries every signed-in request makes (its session's user with their
 * assignments, the version of its lists), built and compiled by Kysely once per database and
 * `shape` instead of on every call: building and compiling cost more than SQLite running them.
 * PostgreSQL keeps them prepared (prepared.ts), so their columns must be named, never `*`. `build`
 * receives stand-ins for `values`; each call's values take their places in the compiled
 * parameters. A query whose form depends on its values (an IN list's length) names that in `shape`.
 */
export async function runHot<R>(
  db: Db,
  shape: string,
  values: readonly unknown[],
  build: (standIns: readonly string[]) => Compilable<R>,
): Promise<R[]> {
  const adapter = db.getExecutor().adapter;
  let queries = kept.get(adapter);
  if (!queries) {
    queries = new Map();
    kept.set(adapter, queries);
  }
  let hot = queries.get(shape);
  if (!hot) {
    const standIns = values.map((_, index) => standIn(index));
    const query = build(standIns).compile();
    hot = { query, slots: query.parameters.map((p) => standIns.indexOf(p as string)) };
    queries.set(shape, hot);
  }
  const { query, slots } = hot;
  const parameters = slots.map((slot, i) => (slot >= 0 ? values[slot] : query.parameters[i]));
  return executePrepared<R>(db, { ...query, parameters });
}

/**
 * Inserts `row` into `table` with every column `columns` names, in its order, built and compiled
 * once per table: the inserts every check-in and every logged write make. `columns` lists each
 * column of the table (the Record makes the compiler say when one is added); a column the row
 * leaves out is null, as these tables have no defaults.
 */
export async function insertHot<T extends keyof Database & string>(
  db: Db,
  table: T,
  columns: Record<keyof Database[T] & string, true>,
  row: Partial<Database[T]>,
): Promise<void> {
  const names = Object.keys(columns) as (keyof Database[T] & string)[];
  await runHot(
    db,
    `insert-${table}`,
    names.map((column) => row[column] ?? null),
    (standIns) =>
      db
        .insertInto(table)
        .values(Object.fromEntries(names.map((column, i) => [column, standIns[i]])) as never),
  );
}
