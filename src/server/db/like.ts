import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { DbDialect } from '.';

/** The typed text with LIKE's wildcards (% and _) and the escape character taken literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/**
 * `column LIKE pattern ESCAPE '\'`, where the pattern was built with `escapeLike`: a search for
 * "%%" or "__" then finds those characters instead of every row. The ESCAPE clause is spelt out
 * because SQLite has no default escape character (PostgreSQL's is the backslash).
 */
export function likeEscaped(
  column: string | Expression<unknown>,
  pattern: string,
): RawBuilder<SqlBool> {
  const lhs = typeof column === 'string' ? sql.ref(column) : column;
  return sql<SqlBool>`${lhs} like ${pattern} escape '\\'`;
}

/**
 * `column` contains `text` as it is typed (case and all): `instr` on SQLite, `strpos` on
 * PostgreSQL. A plain substring search, no pattern to match, so a search that reads every row of
 * a store costs about half what `LIKE '%…%'` does; for digits, where case does not exist.
 */
export function containsExactly(
  dialect: DbDialect,
  column: string,
  text: string,
): RawBuilder<SqlBool> {
  const find = dialect === 'postgres' ? sql`strpos` : sql`instr`;
  return sql<SqlBool>`${find}(${sql.ref(column)}, ${text}) > 0`;
}
