import { EMPTY_STORE_CONTACT } from '../../../shared/store-contact';
import type { Deps } from '../../deps';
import type { RepairCompletedNotice } from '../notifications/service';
import { findStore } from '../org/service';
import { publicLink } from '../settings/service';
import { formatTicket } from '../customers/service';
import { statusPath } from './mapping';
import type { RepairRow } from './repo';
import { deviceName } from '../../../shared/device-name';

/**
 * What the customer is told when their repair is completed, read before the status change's
 * transaction so the messages are queued inside it; null when the customer opted out.
 */
export async function readyNotice(
  deps: Deps,
  row: RepairRow,
): Promise<RepairCompletedNotice | null> {
  if (row.notify_opt_out === 1) return null;
  const store = await findStore(deps, row.store_id);
  return {
    to: { email: row.customer_email, phone: row.customer_phone, name: row.customer_name },
    storeName: row.store_name,
    store: store ?? EMPTY_STORE_CONTACT,
    ticketNumber: formatTicket(row.ticket_number),
    device: deviceName(row.device_brand, row.device_model),
    statusUrl: await publicLink(deps, statusPath(row.status_token)),
    storeId: row.store_id,
    repairId: row.id,
  };
}
