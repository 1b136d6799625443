import { newId } from '../../../shared/ids';
import type { Deps } from '../../deps';
import { isoNow } from '../../lib/clock';
import { insertActivity } from './repo';

export type ActivityEntry = {
  userId: string | null;
  storeId?: string | null;
  action: string;
  entity?: string;
  entityId?: string;
  details?: Record<string, unknown>;
  ip?: string | null;
};

/** Who did what: sign-ins, creates, status changes, deletions, role changes (DESIGN.md, Security). */
export async function logActivity(deps: Deps, entry: ActivityEntry): Promise<void> {
  await insertActivity(deps.db, {
    id: newId(),
    user_id: entry.userId,
    store_id: entry.storeId ?? null,
    action: entry.action,
    entity: entry.entity ?? null,
    entity_id: entry.entityId ?? null,
    details: entry.details ? JSON.stringify(entry.details) : null,
    ip: entry.ip ?? null,
    created_at: isoNow(deps.clock),
  });
}
