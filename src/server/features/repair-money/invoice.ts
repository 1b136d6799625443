import { REPAIR_MONEY_MESSAGES as M, type Invoice } from '../../../shared/repair-money';
import { writeTransaction } from '../../db/group-commit';
import type { Reach } from '../../db/scope';
import type { Deps } from '../../deps';
import { actorFields, type Actor } from '../../lib/actor';
import { badRequest, notFound } from '../../lib/http-error';
import { logActivity } from '../activity/service';
import { formatTicket } from '../customers/service';
import { deliverAfterCommit, queueEmail } from '../notifications/service';
import { repairInReach } from './access';
import { invoiceEmail } from './messages';
import { moneyView } from './view';
import { deviceName } from '../../../shared/device-name';

/** The repair's invoice, once it has a number (its first payment, or no charge). */
export async function getInvoice(deps: Deps, reach: Reach, id: string): Promise<Invoice> {
  const row = await repairInReach(deps, reach, id);
  const money = await moneyView(deps.db, id);
  if (money.invoiceNumber === null || row.invoiced_at === null) throw notFound(M.noInvoice);
  return {
    ...money,
    invoiceNumber: money.invoiceNumber,
    issuedAt: row.invoiced_at,
    ticketNumber: formatTicket(row.ticket_number),
    customerName: row.customer_name,
    customerEmail: row.customer_email,
    device: deviceName(row.device_brand, row.device_model),
    imei: row.imei_serial,
    storeId: row.store_id,
  };
}

/** Sends the invoice to the customer's e-mail through the outbox. */
export async function emailInvoice(
  deps: Deps,
  actor: Actor,
  reach: Reach,
  id: string,
): Promise<{ queued: true }> {
  const invoice = await getInvoice(deps, reach, id);
  const to = invoice.customerEmail?.trim();
  if (!to) throw badRequest(M.noEmail);
  const row = await repairInReach(deps, reach, id);
  const message = invoiceEmail(invoice, row.store_name);
  const queued = await writeTransaction(deps.db, deps.dialect, async (trx) => {
    const tx = { ...deps, db: trx };
    const messageId = await queueEmail(tx, {
      kind: 'invoice',
      to,
      ...message,
      storeId: invoice.storeId,
      relatedId: id,
    });
    await logActivity(tx, {
      ...actorFields(actor),
      storeId: invoice.storeId,
      action: 'repair.invoice_email',
      entity: 'repair',
      entityId: id,
      details: { invoiceNumber: invoice.invoiceNumber },
    });
    return messageId;
  });
  await deliverAfterCommit(deps, [queued]);
  return { queued: true };
}
