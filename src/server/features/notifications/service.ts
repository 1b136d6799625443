import { kindsFor, OUTBOX_KINDS, type MessageState, type OutboxKind } from '../../../shared/outbox';
import type { OutboxPage, OutboxQuery } from '../../../shared/outbox-api';
import type { Reach } from '../../db/scope';
import type { Deps } from '../../deps';
import { keysetPage } from '../../lib/cursor';
import type { Paged } from '../../lib/page';
import { repairReadyEmail, repairReadySms } from './messages';
import type { StoreContact } from '../../../shared/store-contact';
import * as repo from './repo';
import { queueEmail, queueSms, toMessage } from './delivery';

export type { InboundSms } from './transports';

/** The wording helpers other features' messages share. */
export { escapeHtml, greeting } from './messages';

export {
  deliver,
  deliverAfterCommit,
  deliverWaiting,
  queueEmail,
  queueSms,
  sendEmail,
  sendSms,
  type EmailInput,
  type SmsInput,
} from './delivery';

export type RepairCompletedNotice = {
  to: { email?: string | null; phone?: string | null; name: string };
  storeName: string;
  store: StoreContact;
  ticketNumber: string;
  device: string;
  statusUrl: string;
  storeId: string | null;
  repairId: string;
};

/**
 * "Your device is ready": e-mail when the customer gave an address, SMS when they gave a phone.
 * Queued inside the status change's transaction; the caller delivers the ids after the commit.
 */
export async function queueRepairReady(
  deps: Deps,
  notice: RepairCompletedNotice,
): Promise<string[]> {
  const facts = { ...notice, name: notice.to.name };
  const related = { storeId: notice.storeId, relatedId: notice.repairId };
  const ids: string[] = [];
  const email = notice.to.email?.trim();
  if (email)
    ids.push(
      await queueEmail(deps, {
        kind: 'repair_ready',
        to: email,
        ...repairReadyEmail(facts),
        ...related,
      }),
    );
  const phone = notice.to.phone?.trim();
  if (phone)
    ids.push(
      await queueSms(deps, {
        kind: 'repair_ready',
        to: phone,
        body: repairReadySms(facts),
        ...related,
      }),
    );
  return ids;
}

/** The kinds a query asks for: one kind, an audience's, or both (a kind of that audience). */
function kindsOf(query: OutboxQuery): OutboxKind[] | undefined {
  if (!query.kind && !query.audience) return undefined;
  const kinds = query.audience ? kindsFor(query.audience) : [...OUTBOX_KINDS];
  return query.kind ? kinds.filter((kind) => kind === query.kind) : kinds;
}

/** Newest first, one page at a time; limited to the stores the caller may see. */
export async function listOutbox(
  deps: Deps,
  reach: Reach,
  query: OutboxQuery,
): Promise<Paged<OutboxPage>> {
  const kinds = kindsOf(query);
  if (kinds?.length === 0) return { body: { messages: [] }, nextCursor: null };
  const { rows, nextCursor } = await keysetPage(query.limit, query.cursor, (window) =>
    repo.listMessageRows(deps.db, reach, {
      ...window,
      channel: query.channel,
      state: query.state,
      kinds,
    }),
  );
  return { body: { messages: rows.map(toMessage) }, nextCursor };
}

/** How many messages the outbox holds per state and channel, chain-wide (the office's view). */
export async function outboxCounts(
  deps: Deps,
): Promise<{ state: MessageState; channel: string; count: number }[]> {
  const rows = await repo.countByState(deps.db);
  return rows.map((r) => ({
    state: r.state as MessageState,
    channel: r.channel,
    count: Number(r.count),
  }));
}
