import type { PaymentInput } from '../../../../shared/repair-money';
import { writeLabel, type OfflineWrite } from '../../../lib/offline/writes';

/** A payment as sent, with the repair's id from its path. */
export type PaymentBody = PaymentInput & { repairId: string };

/**
 * A payment taken while offline waits in the queue with its client-made id, ahead of the pickup
 * it pays for, and is recorded once when the queue sends it (the server keys it by that id).
 */
export const paymentOffline: OfflineWrite<PaymentBody> = {
  kind: 'repair.payment',
  async keep(body, { knownRepair }) {
    const repair = (await knownRepair(body.repairId)) ?? { id: body.repairId };
    return {
      record: repair,
      recordId: body.repairId,
      keep: null,
      label: writeLabel(body.kind === 'deposit' ? 'Deposit' : 'Payment', repair),
    };
  },
};
