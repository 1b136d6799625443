import { sql } from 'kysely';
import type { Db } from '../../db';
import type { TermsVersionsTable } from '../../db/schema';

type Kind = TermsVersionsTable['kind'];

/**
 * Versions of one scope: the chain's (storeId null) or one store's own, asked as migration 019's
 * unique index spells its key (a store id is never ''), so the database walks that index newest
 * first instead of sorting the kind's every version, as each check-in's terms lookup did. The ''
 * is written in the SQL, not bound, for PostgreSQL to match the index's expression.
 */
function ofScope(db: Db, kind: Kind, storeId: string | null) {
  return db
    .selectFrom('terms_versions')
    .where('terms_versions.kind', '=', kind)
    .where(sql`coalesce(${sql.ref('terms_versions.store_id')}, '')`, '=', storeId ?? '');
}

export function latestOf(
  db: Db,
  kind: Kind,
  storeId: string | null,
): Promise<TermsVersionsTable | undefined> {
  return ofScope(db, kind, storeId)
    .selectAll()
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function historyOf(db: Db, kind: Kind, storeId: string | null) {
  return ofScope(db, kind, storeId)
    .leftJoin('users', 'users.id', 'terms_versions.created_by')
    .selectAll('terms_versions')
    .select(
      sql<string | null>`${sql.ref('users.first_name')} || ' ' || ${sql.ref('users.last_name')}`.as(
        'created_by_name',
      ),
    )
    .orderBy('terms_versions.version', 'desc')
    .execute();
}

export function findVersions(db: Db, ids: readonly string[]): Promise<TermsVersionsTable[]> {
  if (!ids.length) return Promise.resolve([]);
  return db.selectFrom('terms_versions').selectAll().where('id', 'in', ids).execute();
}

export async function insertVersion(db: Db, row: TermsVersionsTable): Promise<void> {
  await db.insertInto('terms_versions').values(row).execute();
}
