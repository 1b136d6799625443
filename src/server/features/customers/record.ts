import {
  CUSTOMER_NOTES_MAX,
  type CustomerRecord,
  type CustomerUpdate,
} from '../../../shared/customer-record';
import { formatPhone, phoneDigits } from '../../../shared/customers';
import { newId } from '../../../shared/ids';
import { centsToDollars } from '../../../shared/money';
import { writeTransaction } from '../../db/group-commit';
import type { Reach } from '../../db/scope';
import type { Deps } from '../../deps';
import { actorFields, requireApproval, type Actor } from '../../lib/actor';
import { isoNow } from '../../lib/clock';
import { fieldError, notFound } from '../../lib/http-error';
import { staleEdit } from '../../lib/stale-edit';
import { lastChangeOf, logActivity } from '../activity/service';
import { giveGoodwill, storeCredit } from '../balances/service';
import * as records from './record-repo';
import * as repo from './repo';
import { formatTicket, toCustomer } from './service';

/** One person's record: details, further contacts, and everything of theirs the store holds. */
export async function getCustomer(deps: Deps, reach: Reach, id: string): Promise<CustomerRecord> {
  const row = await repo.findCustomer(deps.db, reach, id);
  if (!row) throw notFound('Customer not found');
  const [repairs, contacts, deviceSales, buybacks, counterSales, credit] = await Promise.all([
    repo.customerRepairs(deps.db, id),
    records.customerContacts(deps.db, id),
    records.customerDeviceSales(deps.db, id),
    records.customerBuybacks(deps.db, id),
    records.customerCounterSales(deps.db, id),
    storeCredit(deps, id),
  ]);
  return {
    ...toCustomer(row),
    storeName: row.store_name,
    address: row.address,
    notes: row.notes,
    mergedIntoId: row.merged_into_id,
    updatedAt: row.updated_at,
    contacts: contacts.map((c) => ({
      kind: c.kind === 'email' ? 'email' : 'phone',
      value: c.kind === 'phone' ? formatPhone(c.value) : c.value,
    })),
    repairs: repairs.map((r) => ({
      id: r.id,
      ticketNumber: formatTicket(r.ticket_number),
      deviceBrand: r.device_brand,
      deviceModel: r.device_model,
      problemDescription: r.problem_description,
      status: r.status,
      estimatedCost: centsToDollars(r.estimated_cost_cents),
      createdAt: r.created_at,
    })),
    deviceSales: deviceSales.map((s) => ({
      id: s.id,
      receiptNumber: `S-${s.receipt_number}`,
      deviceBrand: s.device_brand,
      deviceModel: s.device_model,
      imei: s.imei,
      total: centsToDollars(s.price_cents + s.tax_cents),
      createdAt: s.created_at,
    })),
    buybacks: buybacks.map((b) => ({
      id: b.id,
      deviceBrand: b.device_brand,
      deviceModel: b.device_model,
      imei: b.imei,
      amount: centsToDollars(b.amount_cents),
      createdAt: b.created_at,
    })),
    counterSales: counterSales.map((c) => ({
      id: c.id,
      receiptNumber: `C-${c.receipt_number}`,
      lineCount: Number(c.line_count ?? 0),
      total: centsToDollars(c.total_cents),
      createdAt: c.created_at,
    })),
    storeCredit: credit,
  };
}

/**
 * Edits a record's details. A form opened on an older version is refused with who changed it
 * (two counters editing one customer cannot both win). A changed phone keeps the old one among
 * the record's contacts, so texts and searches by it still find the person.
 */
export async function updateCustomer(
  deps: Deps,
  actor: Actor,
  reach: Reach,
  id: string,
  input: CustomerUpdate,
): Promise<CustomerRecord> {
  const row = await repo.findCustomer(deps.db, reach, id);
  if (!row) throw notFound('Customer not found');
  if (row.merged_into_id) throw fieldError('id', 'This record was merged into another');
  if (input.version != null && input.version !== row.updated_at) {
    const change = await lastChangeOf(deps, 'customer', id, row.updated_at);
    throw staleEdit('customer', change, 'UTC', await getCustomer(deps, reach, id));
  }
  const now = isoNow(deps.clock);
  const newPhone = input.phone !== undefined && phoneDigits(input.phone) !== row.phone_digits;
  const changed = Object.entries(input)
    .filter(([key, value]) => key !== 'version' && value !== undefined)
    .map(([key]) => key);
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    await repo.updateCustomer(trx, id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(newPhone ? { phone: input.phone!, phone_digits: phoneDigits(input.phone!) } : {}),
      ...(input.email !== undefined ? { email: input.email } : {}),
      ...(input.address !== undefined ? { address: input.address } : {}),
      ...(input.notes !== undefined ? { notes: input.notes } : {}),
      ...(input.notifyOptOut !== undefined ? { notify_opt_out: input.notifyOptOut ? 1 : 0 } : {}),
      updated_at: now,
    });
    if (newPhone && row.phone_digits) {
      await records.insertContacts(trx, [
        contactRow(id, 'phone', row.phone, row.phone_digits, now),
      ]);
    }
    await logActivity(
      { ...deps, db: trx },
      {
        ...actorFields(actor),
        storeId: row.store_id,
        action: 'customer.update',
        entity: 'customer',
        entityId: id,
        details: { name: input.name ?? row.name, changed },
      },
    );
  });
  return getCustomer(deps, reach, id);
}

function contactRow(
  customerId: string,
  kind: 'phone' | 'email',
  value: string,
  digits: string | null,
  at: string,
) {
  return { id: newId(), customer_id: customerId, kind, value, digits, created_at: at };
}

/**
 * Folds a duplicate record into this one (a manager's call, or approved by one with their PIN):
 * every ticket, sale, buyback and counter sale moves, the duplicate's phone and e-mail stay as
 * further contacts, and the duplicate is kept, pointing here, so nothing is deleted.
 */
export async function mergeCustomers(
  deps: Deps,
  actor: Actor,
  reach: Reach,
  id: string,
  duplicateId: string,
): Promise<CustomerRecord> {
  const keep = await repo.findCustomer(deps.db, reach, id);
  if (!keep) throw notFound('Customer not found');
  if (duplicateId === id) throw fieldError('duplicateId', 'Choose another record to merge');
  const duplicate = await repo.findCustomer(deps.db, reach, duplicateId);
  if (!duplicate) throw fieldError('duplicateId', 'Customer not found');
  if (keep.merged_into_id || duplicate.merged_into_id) {
    throw fieldError('duplicateId', 'This record was merged into another');
  }
  if (duplicate.store_id !== keep.store_id) {
    throw fieldError('duplicateId', "Only one store's records can be merged");
  }
  // Asked only once the merge could go ahead: a manager's PIN is not spent on a refusal.
  requireApproval(actor, 'customers.merge', 'Merging customer records needs a manager');
  const now = isoNow(deps.clock);
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    await records.moveHistory(trx, duplicate.id, keep.id);
    const contacts = [
      ...(duplicate.phone_digits && duplicate.phone_digits !== keep.phone_digits
        ? [contactRow(keep.id, 'phone', duplicate.phone, duplicate.phone_digits, now)]
        : []),
      ...(duplicate.email && duplicate.email !== keep.email
        ? [contactRow(keep.id, 'email', duplicate.email, null, now)]
        : []),
    ];
    await records.insertContacts(trx, contacts);
    await repo.updateCustomer(trx, duplicate.id, { merged_into_id: keep.id, updated_at: now });
    await repo.updateCustomer(trx, keep.id, {
      email: keep.email ?? duplicate.email,
      address: keep.address ?? duplicate.address,
      // Both records' notes, kept within what the edit form takes, so the next save goes through.
      notes:
        [keep.notes, duplicate.notes].filter(Boolean).join('\n\n').slice(0, CUSTOMER_NOTES_MAX) ||
        null,
      // Either record's opt-out stands: the person asked not to be messaged.
      notify_opt_out: keep.notify_opt_out || duplicate.notify_opt_out ? 1 : 0,
      updated_at: now,
    });
    await logActivity(
      { ...deps, db: trx },
      {
        ...actorFields(actor),
        storeId: keep.store_id,
        action: 'customer.merge',
        entity: 'customer',
        entityId: keep.id,
        details: {
          name: keep.name,
          duplicateId: duplicate.id,
          duplicateName: duplicate.name,
          duplicatePhone: duplicate.phone,
        },
      },
    );
  });
  return getCustomer(deps, reach, id);
}

/** Goodwill store credit on a live record within reach; a manager gives it, or approves it. */
export async function goodwillCredit(
  deps: Deps,
  actor: Actor,
  reach: Reach,
  id: string,
  input: Parameters<typeof giveGoodwill>[3],
) {
  const row = await repo.findCustomer(deps.db, reach, id);
  if (!row) throw notFound('Customer not found');
  if (row.merged_into_id) throw fieldError('id', 'This record was merged into another');
  return giveGoodwill(deps, actor, { id, storeId: row.store_id, name: row.name }, input);
}
