import { UNSUBSCRIBE_NOT_FOUND, type UnsubscribeInfo } from '../../../shared/marketing';
import type { Deps } from '../../deps';
import { isoNow } from '../../lib/clock';
import { notFound } from '../../lib/http-error';
import { latestConsent, smsKeyOf, withdrawConsent } from './consent';
import { contactKeyOf, maskAddress } from './contacts';
import * as repo from './repo';

/** What the unsubscribe page's button says; the withdrawal rows record it as the words shown. */
export const UNSUBSCRIBE_WORDS = 'Unsubscribe link: stop sending me offers and review requests';

async function messageOf(deps: Deps, token: string) {
  const message = await repo.findMessageByToken(deps.db, token);
  if (!message) throw notFound(UNSUBSCRIBE_NOT_FOUND);
  return message;
}

/** The person behind a message: their phone (the key it was sent under) and the address it went to. */
function keysOf(message: { contact_key: string; channel: string; address: string }): string[] {
  const own =
    message.channel === 'sms' ? smsKeyOf(message.address) : contactKeyOf('email', message.address);
  return [...new Set([message.contact_key, own])];
}

/** What the unsubscribe page shows before the person confirms; opening it changes nothing. */
export async function unsubscribeInfo(deps: Deps, token: string): Promise<UnsubscribeInfo> {
  const message = await messageOf(deps, token);
  const keys = keysOf(message);
  let optedOut = await repo.isOptedOut(deps.db, keys);
  for (const key of keys)
    if (!optedOut) optedOut = (await latestConsent(deps.db, key)) === 'withdrawn';
  return { storeName: message.store_name ?? '', address: maskAddress(message.address), optedOut };
}

/**
 * The person behind the message gets no more campaigns or review requests from any store, on
 * either channel: their consent is withdrawn at once under their phone and the address the
 * message went to (a later consent at a counter can give it again). The message counts as opted
 * out from in its campaign's results. Also what a mailbox's one-click unsubscribe does.
 */
export async function unsubscribe(deps: Deps, token: string): Promise<UnsubscribeInfo> {
  const message = await messageOf(deps, token);
  const at = isoNow(deps.clock);
  await withdrawConsent(deps.db, keysOf(message), UNSUBSCRIBE_WORDS, {
    source: 'unsubscribe_link',
    storeId: message.store_id,
    userId: null,
    at,
  });
  await repo.markMessageOptedOut(deps.db, message.id, at);
  return unsubscribeInfo(deps, token);
}
