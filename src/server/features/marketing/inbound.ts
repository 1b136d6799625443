import { isStopMessage } from '../../../shared/marketing-consent';
import type { Deps } from '../../deps';
import { sendSms, type InboundSms } from '../notifications/service';
import { smsKeyOf, withdrawConsent } from './consent';

export const STOP_CONFIRMATION =
  'You are unsubscribed and will get no more marketing texts from us. Messages about your own repairs and orders still come.';

/**
 * A text a customer sent us. STOP (or STOPALL, UNSUBSCRIBE, CANCEL, END, QUIT, as the whole
 * message) withdraws their SMS marketing consent at once and confirms it in one text; a STOP
 * repeated while already withdrawn changes nothing and is not confirmed again. Anything else is
 * not for marketing and is left alone. Returns whether consent was withdrawn.
 */
export async function receiveSms(deps: Deps, message: InboundSms): Promise<boolean> {
  if (!isStopMessage(message.body)) return false;
  const changed = await withdrawConsent(
    deps.db,
    [smsKeyOf(message.from)],
    `Replied "${message.body.trim()}"`,
    {
      source: 'sms_stop',
      storeId: null,
      userId: null,
      at: message.at.toISOString(),
    },
  );
  if (changed.length === 0) return false;
  await sendSms(deps, {
    kind: 'marketing',
    to: message.from,
    body: STOP_CONFIRMATION,
    storeId: null,
    relatedId: null,
  });
  return true;
}
