import { displayStatus } from '../../../shared/repairs';
import {
  STATUS_FOR_CUSTOMER,
  STATUS_LINK_NOT_FOUND,
  type PublicRepairStatus,
} from '../../../shared/status-page';
import { EMPTY_STORE_CONTACT, pickStoreContact } from '../../../shared/store-contact';
import type { Deps } from '../../deps';
import { notFound } from '../../lib/http-error';
import * as customers from '../customers/service';
import { estimateTotal, publicQuote } from '../repair-money/service';
import { findStore } from '../org/service';
import * as repo from './repo';
import { deviceName } from '../../../shared/device-name';

const LINK_NOT_FOUND = STATUS_LINK_NOT_FOUND;

/**
 * What the customer's status link shows, without signing in: the token is the only key, so the
 * page carries no customer phone, e-mail, passcode or photos, just the first name, device and
 * progress, and the shop's own address, phone and hours.
 */
export async function publicStatus(deps: Deps, token: string): Promise<PublicRepairStatus> {
  const row = await repo.findRepairByToken(deps.db, token);
  if (!row) throw notFound(LINK_NOT_FOUND);
  const history = await repo.historyOf(deps.db, row.id);
  const store = (await findStore(deps, row.store_id)) ?? EMPTY_STORE_CONTACT;
  const status = displayStatus(row.status);
  return {
    ticketNumber: customers.formatTicket(row.ticket_number),
    storeName: row.store_name,
    storePhone: store.phone,
    companyName: row.company_name,
    store: pickStoreContact(store),
    customerFirstName: row.customer_name.trim().split(/\s+/)[0] ?? '',
    device: deviceName(row.device_brand, row.device_model),
    status,
    statusText: STATUS_FOR_CUSTOMER[status],
    history: history.map((h) => ({
      status: displayStatus(h.to_status),
      text: STATUS_FOR_CUSTOMER[displayStatus(h.to_status)],
      at: h.changed_at,
    })),
    notifyOptOut: row.notify_opt_out === 1,
    createdAt: row.created_at,
    // The estimate as the customer was told it, with its tax, beside a final price with tax.
    quote: await publicQuote(deps.db, row.id, estimateTotal(row)),
  };
}

/** "Stop sending me messages" from the status page. */
export async function optOutByToken(deps: Deps, token: string): Promise<PublicRepairStatus> {
  const row = await repo.findRepairByToken(deps.db, token);
  if (!row) throw notFound(LINK_NOT_FOUND);
  await customers.optOutById(deps, row.customer_id);
  return publicStatus(deps, token);
}
