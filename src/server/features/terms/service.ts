import type { SessionUser } from '../../../shared/auth';
import { newId } from '../../../shared/ids';
import {
  TERMS_MESSAGES,
  type TermsToPublish,
  type SignedTerms,
  type TermsKind,
  type TermsQuery,
  type TermsVersion,
} from '../../../shared/terms';
import { writeTransaction } from '../../db/group-commit';
import type { TermsVersionsTable } from '../../db/schema';
import type { Reach } from '../../db/scope';
import type { Deps } from '../../deps';
import { actorFields, type Actor } from '../../lib/actor';
import { isoNow } from '../../lib/clock';
import { conflict, fieldError, notFound } from '../../lib/http-error';
import { logActivity } from '../activity/service';
import { findStore, resolveWorkStore } from '../org/service';
import * as repo from './repo';

function toSigned(row: TermsVersionsTable): SignedTerms {
  return {
    id: row.id,
    kind: row.kind,
    storeId: row.store_id,
    version: row.version,
    body: row.body ?? '',
  };
}

/** What applies to a store now: its own terms while it has them, else the chain's. */
export async function currentTerms(
  deps: Deps,
  kind: TermsKind,
  storeId: string,
): Promise<SignedTerms> {
  const own = await repo.latestOf(deps.db, kind, storeId);
  const row = own?.body != null ? own : await repo.latestOf(deps.db, kind, null);
  // Migration 019 gives every kind a chain version, and versions are never deleted.
  if (!row) throw notFound(TERMS_MESSAGES.notFound);
  return toSigned(row);
}

/** GET /api/terms/current: the terms of a store within the caller's reach (their own by default). */
export async function currentTermsFor(
  deps: Deps,
  user: SessionUser,
  reach: Reach,
  query: TermsQuery,
): Promise<SignedTerms> {
  const store = await resolveWorkStore(deps, user, reach, query.storeId, 'terms');
  return currentTerms(deps, query.kind, store.id);
}

/** GET /api/terms: every version of the chain's terms, or of one store's own, newest first. */
export async function termsHistory(deps: Deps, query: TermsQuery): Promise<TermsVersion[]> {
  if (query.storeId && !(await findStore(deps, query.storeId))) {
    throw fieldError('storeId', 'Store not found');
  }
  const rows = await repo.historyOf(deps.db, query.kind, query.storeId ?? null);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    storeId: row.store_id,
    version: row.version,
    body: row.body,
    createdByName: row.created_by_name,
    createdAt: row.created_at,
  }));
}

/**
 * Publishes a new version; nothing published before changes, so every record keeps the terms it
 * was signed with. The version number counts up within its kind and scope.
 */
export async function publishTerms(
  deps: Deps,
  actor: Actor,
  input: TermsToPublish,
): Promise<TermsVersion> {
  const storeId = input.storeId ?? null;
  if (storeId && !(await findStore(deps, storeId))) throw fieldError('storeId', 'Store not found');
  let attempted = 0;
  const write = writeTransaction(deps.db, deps.dialect, async (trx) => {
    const latest = await repo.latestOf(trx, input.kind, storeId);
    if (input.useChainTerms && latest?.body == null) {
      throw conflict(TERMS_MESSAGES.storeHasNoOverride);
    }
    attempted = (latest?.version ?? 0) + 1;
    const published: TermsVersionsTable = {
      id: newId(),
      kind: input.kind,
      store_id: storeId,
      version: attempted,
      body: input.useChainTerms ? null : input.body!,
      created_by: actor.user.id,
      created_at: isoNow(deps.clock),
    };
    await repo.insertVersion(trx, published);
    await logActivity(
      { ...deps, db: trx },
      {
        ...actorFields(actor),
        storeId,
        action: 'terms.publish',
        entity: 'terms',
        entityId: published.id,
        details: {
          kind: published.kind,
          version: published.version,
          useChainTerms: input.useChainTerms === true,
        },
      },
    );
    return published;
  });
  const row = await write.catch(async (err: unknown) => {
    // Two people published the same terms at once: the other took this number first.
    const latest = await repo.latestOf(deps.db, input.kind, storeId);
    if (attempted && latest && latest.version >= attempted) {
      throw conflict(TERMS_MESSAGES.publishedMeanwhile);
    }
    throw err;
  });
  return {
    id: row.id,
    kind: row.kind,
    storeId: row.store_id,
    version: row.version,
    body: row.body,
    createdByName: `${actor.user.firstName} ${actor.user.lastName}`,
    createdAt: row.created_at,
  };
}

/**
 * The terms a new record keeps: the version its form showed the customer (an offline check-in
 * may be sent after a newer one was published), else what applies now. A version of another kind
 * or another store's own terms was never shown for this store: refused.
 */
export async function termsToSign(
  deps: Deps,
  kind: TermsKind,
  storeId: string,
  termsVersionId: string | undefined,
): Promise<SignedTerms> {
  if (!termsVersionId) return currentTerms(deps, kind, storeId);
  const [row] = await repo.findVersions(deps.db, [termsVersionId]);
  const applied =
    row &&
    row.kind === kind &&
    row.body != null &&
    (row.store_id === null || row.store_id === storeId);
  if (!applied) throw fieldError('termsVersionId', TERMS_MESSAGES.wrongVersion);
  return toSigned(row);
}

/** The signed versions of records, by id, for their detail and reprint. */
export async function signedTermsById(
  deps: Deps,
  ids: readonly (string | null)[],
): Promise<Map<string, SignedTerms>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  const rows = await repo.findVersions(deps.db, wanted);
  return new Map(rows.map((row) => [row.id, toSigned(row)]));
}
