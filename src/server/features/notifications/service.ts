import { newId } from '../../../shared/ids';
import {
  kindsFor,
  OUTBOX_KINDS,
  type MessageChannel,
  type MessageState,
  type OutboxKind,
  type OutboxMessage,
} from '../../../shared/outbox';
import type { OutboxPage, OutboxQuery } from '../../../shared/outbox-api';
import type { OutboxTable } from '../../db/schema';
import type { Reach } from '../../db/scope';
import type { Deps } from '../../deps';
import { isoNow } from '../../lib/clock';
import { keysetPage } from '../../lib/cursor';
import type { Paged } from '../../lib/page';
import { repairReadyEmail, repairReadySms } from './messages';
import type { StoreContact } from '../../../shared/store-contact';
import * as repo from './repo';
import { sendMail, smsProviderFor } from './transports';

export type EmailInput = {
  /** What the message is for: the outbox tells customers' messages from staff's by it. */
  kind: OutboxKind;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra mail headers, e.g. List-Unsubscribe on marketing e-mail. */
  headers?: Record<string, string>;
  storeId?: string | null;
  relatedId?: string | null;
};

export type SmsInput = {
  kind: OutboxKind;
  to: string;
  body: string;
  storeId?: string | null;
  relatedId?: string | null;
};

type Outcome = { state: 'kept' } | { state: 'sent' } | { state: 'failed'; error: string };

/** A transport failure becomes the message's state: whatever triggered the message has already happened. */
async function attempt(send: () => Promise<void>): Promise<Outcome> {
  try {
    await send();
    return { state: 'sent' };
  } catch (err) {
    const error = err instanceof Error && err.message ? err.message : String(err);
    return { state: 'failed', error };
  }
}

function toMessage(row: OutboxTable): OutboxMessage {
  return {
    id: row.id,
    channel: row.channel as MessageChannel,
    kind: row.kind as OutboxKind,
    to: row.to_address,
    subject: row.subject,
    body: row.body,
    state: row.state as MessageState,
    error: row.error,
    storeId: row.store_id,
    relatedId: row.related_id,
    createdAt: row.created_at,
    sentAt: row.sent_at,
  };
}

type Draft = {
  channel: MessageChannel;
  kind: OutboxKind;
  to: string;
  subject: string | null;
  body: string;
  storeId?: string | null | undefined;
  relatedId?: string | null | undefined;
};

async function record(
  deps: Deps,
  id: string,
  createdAt: string,
  draft: Draft,
  outcome: Outcome,
): Promise<OutboxMessage> {
  const row: OutboxTable = {
    id,
    channel: draft.channel,
    kind: draft.kind,
    to_address: draft.to,
    subject: draft.subject,
    body: draft.body,
    state: outcome.state,
    error: outcome.state === 'failed' ? outcome.error : null,
    store_id: draft.storeId ?? null,
    related_id: draft.relatedId ?? null,
    created_at: createdAt,
    sent_at: outcome.state === 'sent' ? isoNow(deps.clock) : null,
  };
  await repo.insertMessage(deps.db, row);
  if (outcome.state === 'failed') {
    // The address stays out of the log; the outbox row has it for an admin.
    console.error(`Outbox ${draft.channel} message ${id} was not delivered: ${outcome.error}`);
  }
  return toMessage(row);
}

/** Sends through SMTP when SMTP_URL is set, else keeps the message for admins. Never throws for delivery. */
export async function sendEmail(deps: Deps, input: EmailInput): Promise<OutboxMessage> {
  const id = newId();
  const createdAt = isoNow(deps.clock);
  const { smtpUrl, mailFrom } = deps.config;
  const outcome: Outcome = smtpUrl
    ? await attempt(() =>
        sendMail(smtpUrl, {
          from: mailFrom,
          to: input.to,
          subject: input.subject,
          text: input.text,
          html: input.html,
          headers: input.headers,
        }),
      )
    : { state: 'kept' };
  const draft: Draft = {
    channel: 'email',
    kind: input.kind,
    to: input.to,
    subject: input.subject,
    body: input.text,
    storeId: input.storeId,
    relatedId: input.relatedId,
  };
  return record(deps, id, createdAt, draft, outcome);
}

/** Sends through the configured SMS provider; with none, the outbox keeps it. Never throws for delivery. */
export async function sendSms(deps: Deps, input: SmsInput): Promise<OutboxMessage> {
  const id = newId();
  const createdAt = isoNow(deps.clock);
  const provider = smsProviderFor(deps.config);
  const outcome = await attempt(() => provider.send(input.to, input.body));
  const delivered: Outcome =
    outcome.state === 'sent' && !provider.delivers ? { state: 'kept' } : outcome;
  const draft: Draft = {
    channel: 'sms',
    kind: input.kind,
    to: input.to,
    subject: null,
    body: input.body,
    storeId: input.storeId,
    relatedId: input.relatedId,
  };
  return record(deps, id, createdAt, draft, delivered);
}

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

/** "Your device is ready": e-mail when the customer gave an address, SMS when they gave a phone. */
export async function notifyRepairCompleted(
  deps: Deps,
  notice: RepairCompletedNotice,
): Promise<OutboxMessage[]> {
  const facts = { ...notice, name: notice.to.name };
  const related = { storeId: notice.storeId, relatedId: notice.repairId };
  const messages: OutboxMessage[] = [];
  const email = notice.to.email?.trim();
  if (email)
    messages.push(
      await sendEmail(deps, {
        kind: 'repair_ready',
        to: email,
        ...repairReadyEmail(facts),
        ...related,
      }),
    );
  const phone = notice.to.phone?.trim();
  if (phone)
    messages.push(
      await sendSms(deps, {
        kind: 'repair_ready',
        to: phone,
        body: repairReadySms(facts),
        ...related,
      }),
    );
  return messages;
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
