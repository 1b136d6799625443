import { UNSUBSCRIBE_NOT_FOUND, type UnsubscribeInfo } from '../../../shared/marketing';
import type { Deps } from '../../deps';
import { isoNow } from '../../lib/clock';
import { notFound } from '../../lib/http-error';
import { contactKeyOf, maskAddress } from './contacts';
import * as repo from './repo';

async function messageOf(deps: Deps, token: string) {
  const message = await repo.findMessageByToken(deps.db, token);
  if (!message) throw notFound(UNSUBSCRIBE_NOT_FOUND);
  return message;
}

/** What the unsubscribe page shows before the person confirms; opening it changes nothing. */
export async function unsubscribeInfo(deps: Deps, token: string): Promise<UnsubscribeInfo> {
  const message = await messageOf(deps, token);
  const keys = [
    message.contact_key,
    contactKeyOf(message.channel as 'email' | 'sms', message.address),
  ];
  return {
    storeName: message.store_name ?? '',
    address: maskAddress(message.address),
    optedOut: await repo.isOptedOut(deps.db, keys),
  };
}

/**
 * The person behind the message (their phone and the address it went to) gets no more campaigns
 * or review requests from any store; the message counts as opted out from in its results.
 */
export async function unsubscribe(deps: Deps, token: string): Promise<UnsubscribeInfo> {
  const message = await messageOf(deps, token);
  const at = isoNow(deps.clock);
  const keys = [
    ...new Set([
      message.contact_key,
      contactKeyOf(message.channel as 'email' | 'sms', message.address),
    ]),
  ];
  await repo.insertOptOuts(deps.db, keys, message.kind, at);
  await repo.markMessageOptedOut(deps.db, message.id, at);
  return unsubscribeInfo(deps, token);
}
