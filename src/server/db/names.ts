import { sql } from 'kysely';

/** A user's full name from a joined users table (under `alias` when joined more than once). */
export const fullName = (alias: string) =>
  sql<string | null>`${sql.ref(`${alias}.first_name`)} || ' ' || ${sql.ref(`${alias}.last_name`)}`;
