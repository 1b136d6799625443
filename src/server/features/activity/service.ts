import { newId } from '../../../shared/ids';
import type { Deps } from '../../deps';
import { isoNow } from '../../lib/clock';
import type { ActivityPage, ActivitySearch } from '../../../shared/activity';
import { keysetPage } from '../../lib/cursor';
import type { Paged } from '../../lib/page';
import { insertActivity, lastEntryOf, listActivityRows } from './repo';

export type ActivityEntry = {
  userId: string | null;
  storeId?: string | null;
  action: string;
  entity?: string;
  entityId?: string;
  details?: Record<string, unknown>;
  ip?: string | null;
  /** A manager who sent this change for the person who made it (Actor.sentBy). */
  sentBy?: { id: string; name: string };
  /** A manager who approved this change at the person's device with their PIN (Actor.approvedBy). */
  approvedBy?: { id: string; name: string };
};

/**
 * Who did what: sign-ins, creates, status changes, deletions, role changes (docs/architecture.md,
 * Security).
 */
/** Who last changed a record, and when, as the log recorded it; `fallbackAt` when it has none. */
export async function lastChangeOf(
  deps: Deps,
  entity: string,
  entityId: string | null,
  fallbackAt: string | null,
): Promise<{ by: string | null; at: string | null }> {
  const entry = await lastEntryOf(deps.db, entity, entityId);
  return entry ? { by: entry.user_name, at: entry.created_at } : { by: null, at: fallbackAt };
}

export async function logActivity(deps: Deps, entry: ActivityEntry): Promise<void> {
  const details =
    entry.sentBy || entry.approvedBy
      ? {
          ...entry.details,
          ...(entry.sentBy ? { sentById: entry.sentBy.id, sentByName: entry.sentBy.name } : {}),
          ...(entry.approvedBy
            ? { approvedById: entry.approvedBy.id, approvedByName: entry.approvedBy.name }
            : {}),
        }
      : entry.details;
  await insertActivity(deps.db, {
    id: newId(),
    user_id: entry.userId,
    store_id: entry.storeId ?? null,
    action: entry.action,
    entity: entry.entity ?? null,
    entity_id: entry.entityId ?? null,
    details: details ? JSON.stringify(details) : null,
    ip: entry.ip ?? null,
    created_at: isoNow(deps.clock),
  });
}

/** Who did what, newest first, filtered by person, store, kind of action and period. */
export async function listActivity(
  deps: Deps,
  query: ActivitySearch,
): Promise<Paged<ActivityPage>> {
  const { rows, nextCursor } = await keysetPage(query.limit, query.cursor, (window) =>
    listActivityRows(deps.db, { ...query, ...window }),
  );
  return {
    body: {
      entries: rows.map((r) => ({
        id: r.id,
        userId: r.user_id,
        userName: r.user_name,
        storeId: r.store_id,
        storeName: r.store_name,
        action: r.action,
        entity: r.entity,
        entityId: r.entity_id,
        details: r.details ? (JSON.parse(r.details) as Record<string, unknown>) : null,
        ip: r.ip,
        createdAt: r.created_at,
      })),
    },
    nextCursor,
  };
}
