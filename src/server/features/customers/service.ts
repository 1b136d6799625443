import {
  formatPhone,
  phoneDigits,
  type Customer,
  type CustomerDetail,
} from '../../../shared/customers';
import { newId } from '../../../shared/ids';
import type { CustomersTable } from '../../db/schema';
import type { Reach } from '../../db/scope';
import type { Deps } from '../../deps';
import { isoNow } from '../../lib/clock';
import { notFound } from '../../lib/http-error';
import * as repo from './repo';

/** Ticket numbers as staff say them: T-1042. */
export function formatTicket(n: number): string {
  return `T-${n}`;
}

function toCustomer(row: repo.CustomerRow): Customer {
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
  zip: string;
  notifyOptOut: boolean | undefined;
};

/**
 * The customer a check-in belongs to: the store's returning customer (same phone, else same
 * e-mail), refreshed with what was just typed, or a new one. Runs inside the check-in transaction.
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
      phone: facts.phone,
      phone_digits: digits,
      email: facts.email ?? existing.email,
      zip: facts.zip,
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
    zip: facts.zip,
    notify_opt_out: facts.notifyOptOut ? 1 : 0,
    created_at: now,
    updated_at: now,
  };
  await repo.insertCustomer(deps.db, row);
  return row;
}

/** Returning customers found while staff type a phone number, e-mail or name. */
export async function searchCustomers(deps: Deps, reach: Reach, search: string, limit: number) {
  const digits = phoneDigits(search);
  const rows = await repo.searchCustomers(
    deps.db,
    reach,
    { digits: digits.length >= 3 ? digits : null, text: search },
    limit,
  );
  return rows.map(toCustomer);
}

export async function getCustomer(deps: Deps, reach: Reach, id: string): Promise<CustomerDetail> {
  const row = await repo.findCustomer(deps.db, reach, id);
  if (!row) throw notFound('Customer not found');
  const repairs = await repo.customerRepairs(deps.db, id);
  return {
    ...toCustomer(row),
    repairs: repairs.map((r) => ({
      id: r.id,
      ticketNumber: formatTicket(r.ticket_number),
      deviceBrand: r.device_brand,
      deviceModel: r.device_model,
      problemDescription: r.problem_description,
      status: r.status,
      estimatedCost: r.estimated_cost_cents / 100,
      createdAt: r.created_at,
    })),
  };
}

export async function setNotifyOptOut(deps: Deps, reach: Reach, id: string, optOut: boolean) {
  const row = await repo.findCustomer(deps.db, reach, id);
  if (!row) throw notFound('Customer not found');
  await repo.updateCustomer(deps.db, id, {
    notify_opt_out: optOut ? 1 : 0,
    updated_at: isoNow(deps.clock),
  });
  return getCustomer(deps, reach, id);
}

/** For the customer's own status link, which has no signed-in user and so no reach. */
export async function optOutById(deps: Deps, id: string): Promise<void> {
  await repo.updateCustomer(deps.db, id, { notify_opt_out: 1, updated_at: isoNow(deps.clock) });
}
