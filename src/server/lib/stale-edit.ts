import { ERROR_CODES } from '../../shared/errors';
import { HttpError } from './http-error';

/** Who last changed a record and when, as the activity log or the record itself says. */
export type LastChange = { by: string | null; at: string | null };

/**
 * 409 STALE_EDIT: the record changed since the form was opened (issue 37: an older form silently
 * overwrote a newer save). Says who changed it and when, in `timeZone`, and carries the record as
 * it is now, so the form can show the newer values.
 */
export function staleEdit(
  what: string,
  change: LastChange,
  timeZone: string,
  current: unknown,
): HttpError {
  const when = change.at
    ? new Intl.DateTimeFormat('en-US', {
        timeZone,
        hour: 'numeric',
        minute: '2-digit',
        ...(timeZone === 'UTC' ? { timeZoneName: 'short' as const } : {}),
      }).format(new Date(change.at))
    : null;
  const message =
    `${change.by ?? 'Someone'} changed this ${what}${when ? ` at ${when}` : ''}. ` +
    'The form now shows their changes: check them, and save again only if something still needs changing.';
  return new HttpError(409, ERROR_CODES.staleEdit, message, undefined, undefined, {
    changedBy: change.by,
    changedAt: change.at,
    current,
  });
}
