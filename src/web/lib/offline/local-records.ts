import type { SessionUser } from '../../../shared/auth';
import { canonicalStatus } from '../../../shared/repairs';
import type { SignatureMethod } from '../../../shared/signatures';

/**
 * What the features' offline writes share while they build the record a screen shows until the
 * server has it (their declarations are in each feature's offline.ts).
 */

/** Shown where the server would give a ticket or receipt number: it comes with the sync. */
export const PENDING_NUMBER = 'No ticket yet';

export const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;
/** As the server reads it: a signature sent without its method was drawn. */
export const signedBy = (value: unknown): SignatureMethod =>
  value === 'typed' ? 'typed' : 'drawn';
export const amount = (value: unknown): number => {
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
};

/** A repair with a status change applied on this device (the server decides when it syncs). */
export function withStatus(
  waiver: Record<string, unknown>,
  body: {
    status?: unknown;
    pickupSignature?: unknown;
    pickupSignatureMethod?: unknown;
    afterPhoto?: unknown;
  },
  now: string,
): Record<string, unknown> {
  const status = canonicalStatus(String(body.status ?? '')) ?? waiver.status;
  return {
    ...waiver,
    status,
    updatedAt: now,
    ...(status === 'picked_up'
      ? {
          pickedUpAt: now,
          pickupSignature: body.pickupSignature ?? null,
          pickupSignatureMethod: body.pickupSignature ? signedBy(body.pickupSignatureMethod) : null,
        }
      : {}),
    ...(typeof body.afterPhoto === 'string' ? { afterPhoto: body.afterPhoto } : {}),
  };
}

/** The store a form names, or the person's own, with its name when known. */
export function storeOf(fields: Record<string, string>, user: SessionUser) {
  const storeId = fields.storeId ?? user.storeId ?? '';
  return { storeId, storeName: storeId === user.storeId ? (user.storeName ?? '') : '' };
}

/** Who made a record, as the API names them. */
export function madeBy(user: SessionUser) {
  return { createdBy: user.id, createdByName: `${user.firstName} ${user.lastName}` };
}
