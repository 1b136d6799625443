import { formatPhone, phoneDigits, type Customer } from '../../../shared/customers';
import { newId } from '../../../shared/ids';
import type { CustomersTable } from '../../db/schema';
import type { Reach } from '../../db/scope';
import type { Deps } from '../../deps';
import { isoNow } from '../../lib/clock';
import * as records from './record-repo';
import * as repo from './repo';

/** Ticket numbers as staff say them: T-1042. */
export function formatTicket(n: number): string {
  return `T-${n}`;
}

export function toCustomer(row: repo.CustomerRow): Customer {
  return {
    id: row.id,
    storeId: row.store_id,
    name: row.name,
    phone: formatPhone(row.phone),
    email: row.email,
    zip: row.zip,
    notifyOptOut: row.notify_opt_out === 1,
    createdAt: row.created_at,
    repairCount: Number(row.repair_count ?? 0),
    lastVisitAt: row.last_visit_at,
  };
}

/** A store record's customer as appointments and buybacks answer it: phone formatted for display. */
export function storeCustomer(row: {
  id: string;
  store_id: string;
  store_name: string;
  customer_name: string;
  customer_phone: string;
  customer_email: string | null;
}) {
  return {
    id: row.id,
    storeId: row.store_id,
    storeName: row.store_name,
    customerName: row.customer_name,
    customerPhone: formatPhone(row.customer_phone),
    customerEmail: row.customer_email,
  };
}

export type CustomerFacts = {
  storeId: string;
  name: string;
  phone: string;
  email: string | undefined;
  /** Absent where the form does not ask (a sale, a buyback): the record keeps its own. */
  zip?: string;
  notifyOptOut: boolean | undefined;
};

/**
 * The customer a check-in, a sale or a buyback belongs to: the store's returning customer (same
 * phone, else same e-mail and name), refreshed with what was just typed, or a new one. Runs inside
 * the caller's transaction.
 */
export async function upsertForCheckIn(deps: Deps, facts: CustomerFacts): Promise<CustomersTable> {
  const digits = phoneDigits(facts.phone);
  const now = isoNow(deps.clock);
  const existing = await repo.findReturningCustomer(
    deps.db,
    facts.storeId,
    digits,
    facts.email,
    facts.name,
  );
  if (existing) {
    const patch = {
      name: facts.name,
      ...(digits ? { phone: facts.phone, phone_digits: digits } : {}),
      email: facts.email ?? existing.email,
      zip: facts.zip ?? existing.zip,
      notify_opt_out:
        facts.notifyOptOut === undefined ? existing.notify_opt_out : facts.notifyOptOut ? 1 : 0,
      updated_at: now,
    };
    await repo.updateCustomer(deps.db, existing.id, patch);
    return { ...existing, ...patch };
  }
  const row: CustomersTable = {
    id: newId(),
    store_id: facts.storeId,
    name: facts.name,
    phone: facts.phone,
    phone_digits: digits,
    email: facts.email ?? null,
    zip: facts.zip ?? null,
    notify_opt_out: facts.notifyOptOut ? 1 : 0,
    created_at: now,
    updated_at: now,
    address: null,
    notes: null,
    merged_into_id: null,
  };
  await repo.insertCustomer(deps.db, row);
  return row;
}

/**
 * The record of a buyer or seller who may have given no phone (a device sale): found or made by
 * phone or e-mail, and none for a walk-in who gave neither.
 */
export async function customerForSale(
  deps: Deps,
  facts: Omit<CustomerFacts, 'phone' | 'notifyOptOut'> & { phone: string | undefined },
): Promise<string | null> {
  if (!facts.phone && !facts.email) return null;
  const row = await upsertForCheckIn(deps, {
    ...facts,
    phone: facts.phone ?? '',
    notifyOptOut: undefined,
  });
  return row.id;
}

/** A buyback's seller: the store's record of them, found or made, linked to the buyback. */
export async function linkSeller(deps: Deps, purchaseId: string, facts: CustomerFacts) {
  const row = await upsertForCheckIn(deps, facts);
  await records.linkBuyback(deps.db, purchaseId, row.id);
}

const RECEIPT_PATTERN = /^\s*([TSC])-?(\d{1,9})\s*$/i;

/** Returning customers found while staff type a name, phone, e-mail, IMEI or receipt number. */
export async function searchCustomers(deps: Deps, reach: Reach, search: string, limit: number) {
  const digits = phoneDigits(search);
  const receipt = RECEIPT_PATTERN.exec(search);
  const rows = await repo.searchCustomers(
    deps.db,
    reach,
    {
      digits: digits.length >= 3 ? digits : null,
      text: search,
      receipt: receipt
        ? { kind: receipt[1]!.toUpperCase() as 'T' | 'S' | 'C', number: Number(receipt[2]) }
        : null,
    },
    limit,
  );
  return rows.map(toCustomer);
}

/** A record within reach; one merged into another stands for the record it went into. */
export async function customerInReach(deps: Deps, reach: Reach, id: string) {
  const row = await repo.findCustomer(deps.db, reach, id);
  return row?.merged_into_id ? repo.findCustomer(deps.db, reach, row.merged_into_id) : row;
}

/** For the customer's own status link, which has no signed-in user and so no reach. */
export async function optOutById(deps: Deps, id: string): Promise<void> {
  await repo.updateCustomer(deps.db, id, { notify_opt_out: 1, updated_at: isoNow(deps.clock) });
}
