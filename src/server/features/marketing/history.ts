import { formatPhone } from '../../../shared/customers';
import type {
  ConsentHistory,
  ConsentSource,
  ConsentState,
} from '../../../shared/marketing-consent';
import { CONSENT_SOURCE_LABELS } from '../../../shared/marketing-consent';
import type { MessageChannel } from '../../../shared/outbox';
import type { Deps } from '../../deps';
import { csvCell } from '../../lib/csv';
import * as repo from './consent-repo';
import { smsKeyOf } from './consent';
import { contactKeyOf } from './contacts';

/**
 * Everything the hub holds on a person's marketing, for them on request: each consent and
 * withdrawal with its words, and each campaign or review request sent (or held back) to them.
 */
export async function consentHistory(deps: Deps, contact: string): Promise<ConsentHistory> {
  const isEmail = contact.includes('@');
  const key = isEmail ? contactKeyOf('email', contact) : smsKeyOf(contact);
  const address = isEmail ? contact.trim().toLowerCase() : formatPhone(contact).toLowerCase();
  const [events, messages] = await Promise.all([
    repo.consentRowsOf(deps.db, [key]),
    repo.messagesOf(deps.db, [key], [address]),
  ]);
  const latest = (channel: MessageChannel) =>
    (events.filter((e) => e.channel === channel).at(-1)?.state as ConsentState | undefined) ?? null;
  return {
    contact: isEmail ? address : formatPhone(contact),
    sms: latest('sms'),
    email: latest('email'),
    events: events.map((e) => ({
      at: e.created_at,
      channel: e.channel as MessageChannel,
      state: e.state as ConsentState,
      source: e.source as ConsentSource,
      storeName: e.store_name,
      recordedBy: e.first_name ? `${e.first_name} ${e.last_name ?? ''}`.trim() : null,
      words: e.words,
    })),
    messages: messages.map((m) => ({
      at: m.sent_at ?? m.created_at,
      kind: m.kind === 'review' ? 'Review request' : 'Campaign',
      channel: m.channel as MessageChannel,
      address: m.address,
      state: m.state,
      storeName: m.store_name,
      campaign: m.campaign_name,
    })),
  };
}

/** The same as one CSV: a row per consent event, then a row per message. */
export function consentHistoryCsv(history: ConsentHistory): string {
  const header = ['Record', 'When', 'Channel', 'What', 'Where', 'By', 'Words or address'];
  const rows = [
    ...history.events.map((e) => [
      'Consent',
      e.at,
      e.channel,
      e.state,
      [CONSENT_SOURCE_LABELS[e.source], e.storeName].filter(Boolean).join(', '),
      e.recordedBy ?? 'The customer',
      e.words,
    ]),
    ...history.messages.map((m) => [
      'Message',
      m.at,
      m.channel,
      `${m.campaign ? `${m.kind}: ${m.campaign}` : m.kind} (${m.state})`,
      m.storeName ?? '',
      '',
      m.address,
    ]),
  ];
  return [header, ...rows].map((r) => r.map((c) => csvCell(c)).join(',')).join('\r\n') + '\r\n';
}
