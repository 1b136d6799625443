import { newId } from '../../../shared/ids';
import type { MessageState, OutboxKind, OutboxMessage } from '../../../shared/outbox';
import type { OutboxTable } from '../../db/schema';
import type { Deps } from '../../deps';
import { isoNow } from '../../lib/clock';
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

/** Queued rows younger than this are still being delivered by the request that wrote them. */
const WAITING_AFTER_MS = 60_000;
/** A delivery begun this long ago and never finished was cut off: the transports time out sooner. */
const CUT_OFF_AFTER_MS = 10 * 60_000;
/** Rows the outbox job delivers per run, so one run never holds the scheduler for long. */
const JOB_BATCH = 100;
export const CUT_OFF_ERROR =
  'The server stopped while handing this message over; it may not have arrived.';

type Outcome = { state: 'kept' } | { state: 'sent' } | { state: 'failed'; error: string };

export function toMessage(row: OutboxTable): OutboxMessage {
  return {
    id: row.id,
    channel: row.channel as OutboxMessage['channel'],
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

function queuedRow(
  deps: Deps,
  fields: Partial<OutboxTable> & Pick<OutboxTable, 'channel' | 'kind' | 'to_address' | 'body'>,
): OutboxTable {
  return {
    id: newId(),
    subject: null,
    html: null,
    headers: null,
    state: 'queued',
    error: null,
    store_id: null,
    related_id: null,
    created_at: isoNow(deps.clock),
    sent_at: null,
    claimed_at: null,
    ...fields,
  };
}

/**
 * Writes an e-mail as queued. Run it inside the transaction of the record the message belongs
 * to, and `deliver` its id after the commit: the record and its message are kept together or
 * not at all, and no transaction waits on a mail server.
 */
export async function queueEmail(deps: Deps, input: EmailInput): Promise<string> {
  const row = queuedRow(deps, {
    channel: 'email',
    kind: input.kind,
    to_address: input.to,
    subject: input.subject,
    body: input.text,
    html: input.html ?? null,
    headers: input.headers ? JSON.stringify(input.headers) : null,
    store_id: input.storeId ?? null,
    related_id: input.relatedId ?? null,
  });
  await repo.insertMessage(deps.db, row);
  return row.id;
}

/** Writes a text message as queued; like `queueEmail`. */
export async function queueSms(deps: Deps, input: SmsInput): Promise<string> {
  const row = queuedRow(deps, {
    channel: 'sms',
    kind: input.kind,
    to_address: input.to,
    body: input.body,
    store_id: input.storeId ?? null,
    related_id: input.relatedId ?? null,
  });
  await repo.insertMessage(deps.db, row);
  return row.id;
}

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

/** Hands one claimed message to its transport: SMTP when SMTP_URL is set, else the outbox keeps it. */
async function handOver(deps: Deps, row: OutboxTable): Promise<Outcome> {
  if (row.channel === 'sms') {
    const provider = smsProviderFor(deps.config);
    const outcome = await attempt(() => provider.send(row.to_address, row.body));
    return outcome.state === 'sent' && !provider.delivers ? { state: 'kept' } : outcome;
  }
  const { smtpUrl, mailFrom } = deps.config;
  if (!smtpUrl) return { state: 'kept' };
  return attempt(() =>
    sendMail(smtpUrl, {
      from: mailFrom,
      to: row.to_address,
      subject: row.subject ?? '',
      text: row.body,
      html: row.html ?? undefined,
      headers: row.headers ? (JSON.parse(row.headers) as Record<string, string>) : undefined,
    }),
  );
}

async function deliverOne(deps: Deps, id: string): Promise<OutboxMessage | null> {
  const claimed = await repo.claimMessage(deps.db, id, isoNow(deps.clock));
  if (!claimed) {
    // Another process (or the outbox job) has it, or it is done: answer what the row says.
    const row = await repo.findMessage(deps.db, id);
    return row ? toMessage(row) : null;
  }
  const outcome = await handOver(deps, claimed);
  const finished = {
    state: outcome.state,
    error: outcome.state === 'failed' ? outcome.error : null,
    sent_at: outcome.state === 'sent' ? isoNow(deps.clock) : null,
  };
  await repo.finishMessage(deps.db, id, finished);
  if (outcome.state === 'failed') {
    // The address stays out of the log; the outbox row has it for an admin.
    console.error(`Outbox ${claimed.channel} message ${id} was not delivered: ${outcome.error}`);
  }
  return toMessage({ ...claimed, ...finished });
}

/**
 * Delivers queued messages, one after another. Never throws for delivery; a database fault is
 * thrown, and the messages stay queued for the outbox job.
 */
export async function deliver(deps: Deps, ids: readonly string[]): Promise<OutboxMessage[]> {
  const messages: OutboxMessage[] = [];
  for (const id of ids) {
    const message = await deliverOne(deps, id);
    if (message) messages.push(message);
  }
  return messages;
}

/**
 * Delivery after a record's commit. The record is kept whatever happens here, so a fault is
 * logged, not answered: the request succeeded, and the outbox job sends what is still queued.
 */
export async function deliverAfterCommit(deps: Deps, ids: readonly string[]): Promise<void> {
  try {
    await deliver(deps, ids);
  } catch (err) {
    console.error('Outbox delivery after a commit failed; the outbox job will retry', err);
  }
}

/** Writes an e-mail that is itself the write (a report, a campaign message) and delivers it. */
export async function sendEmail(deps: Deps, input: EmailInput): Promise<OutboxMessage> {
  const [message] = await deliver(deps, [await queueEmail(deps, input)]);
  return message!;
}

/** Like `sendEmail`, for a text message. */
export async function sendSms(deps: Deps, input: SmsInput): Promise<OutboxMessage> {
  const [message] = await deliver(deps, [await queueSms(deps, input)]);
  return message!;
}

/**
 * The outbox job: marks deliveries a stop cut off as failed (they may have left; sending again
 * could reach the customer twice), then delivers what stayed queued past its own request.
 */
export async function deliverWaiting(deps: Deps): Promise<{ delivered: number; cutOff: number }> {
  const now = deps.clock.now().getTime();
  const cutOff = await repo.failCutOff(
    deps.db,
    new Date(now - CUT_OFF_AFTER_MS).toISOString(),
    CUT_OFF_ERROR,
  );
  const ids = await repo.waitingIds(
    deps.db,
    new Date(now - WAITING_AFTER_MS).toISOString(),
    JOB_BATCH,
  );
  const delivered = await deliver(deps, ids);
  return { delivered: delivered.length, cutOff };
}
