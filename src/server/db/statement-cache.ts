import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Enough for every distinct query the app runs; the rare one past it is prepared again. */
const MAX_STATEMENTS = 1000;

/**
 * better-sqlite3 as Kysely's SQLite dialect sees it, with each prepared statement kept by its SQL
 * text. Kysely prepares every query anew, and preparing (parsing and planning the SQL) cost more
 * than running most of the short, indexed queries of a request. A statement is never used by two queries
 * at once: Kysely's SQLite driver runs one query at a time on its one connection. SQLite
 * re-prepares a kept statement by itself when a migration changes the schema.
 */
export function withStatementCache(sqlite: BetterSqlite3.Database): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => void sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        // First in, first out: keeping a use order cost a delete and an insert on every query.
        if (statements.size >= MAX_STATEMENTS) statements.delete(statements.keys().next().value!);
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
