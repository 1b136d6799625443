// A store's repairs of one day: each customer new or returning, the repair's journey from
// check-in to pickup as far as it has come by now, its status history and its activity.
import type { Calendar } from './seed-calendar';
import type { SeedContext, SeedCustomer, SeedStore } from './seed-context';
import { seedMoney } from './seed-ledger';
import {
  COLORS,
  DAY,
  DEVICES,
  FIRST,
  HOUR,
  iso,
  JOBS,
  LAST,
  statusToken,
  uuidv7,
} from './seed-vocabulary';

export function seedRepairs(
  c: SeedContext,
  cal: Calendar,
  store: SeedStore,
  s: number,
  d: number,
): void {
  const { counts, now, rnd, pick, between, insert, activity, made } = c;
  const { openHours } = cal;
  const newCustomerChance = Math.min(1, counts.customers / counts.repairs);
  for (let n = cal.share(counts.repairs, s, d); n > 0; n -= 1) {
    const at = openHours(store, d);
    let customer: SeedCustomer | null = store.customers.length ? pick(store.customers) : null;
    if (!customer || rnd() < newCustomerChance) {
      const number = 1_000_000 + store.customers.length;
      const phone = `(${store.area}) ${String(number).slice(1, 4)}-${String(number).slice(4)}`;
      const name = `${pick(FIRST)} ${pick(LAST)}`;
      customer = {
        id: uuidv7(at),
        name,
        phone,
        digits: phone.replace(/\D/g, ''),
        email: rnd() < 0.6 ? `${name.toLowerCase().replace(/\W+/g, '.')}@example.com` : null,
        zip: String(10000 + Math.floor(rnd() * 89999)),
      };
      insert('customers', {
        id: customer.id,
        store_id: store.id,
        name: customer.name,
        phone: customer.phone,
        phone_digits: customer.digits,
        email: customer.email,
        zip: customer.zip,
        notify_opt_out: rnd() < 0.05 ? 1 : 0,
        created_at: iso(at),
        updated_at: iso(at),
      });
      store.customers.push(customer);
      made.customers += 1;
    }
    const [brand, model] = pick(DEVICES);
    const [type, problem, low, high] = pick(JOBS);
    const cents = Math.round(between(low, high)) * 100 - 1;
    // The repair's journey, as the demo's: older ones nearly all collected, recent ones
    // spread over the bench, the shelf and the counter; nothing happens after now.
    const bench = at + between(1, 9) * HOUR;
    const done = bench + between(2, 32) * HOUR;
    const collected = done + between(2, 72) * HOUR;
    let steps: [status: string, when: number][] = [
      ['in_progress', bench],
      ['completed', done],
      ['picked_up', collected],
    ];
    if (now - at > 5 * DAY) steps = rnd() < 0.97 ? steps : steps.slice(0, 2);
    else if (rnd() >= 0.8) steps = steps.slice(0, Math.floor(rnd() * 3));
    steps = steps.filter(([, when]) => when < now);
    const last = steps[steps.length - 1];
    const status = last ? last[0] : 'received';
    const id = uuidv7(at);
    store.ticket += 1;
    insert('repair_waivers', {
      id,
      store_id: store.id,
      ticket_number: store.ticket,
      customer_id: customer.id,
      customer_name: customer.name,
      customer_phone: customer.phone,
      phone_digits: customer.digits,
      customer_email: customer.email,
      customer_zip: customer.zip,
      device_brand: brand,
      device_model: model,
      device_color: pick(COLORS),
      imei_serial: `35${String(Math.floor(rnd() * 1e13)).padStart(13, '0')}`,
      device_password: null,
      problem_description: problem,
      issue_description: null,
      estimated_cost_cents: cents,
      estimate_tax_cents: 0,
      repair_type: type,
      additional_notes: null,
      company_name: store.company,
      before_photo_id: store.photo,
      after_photo_id: null,
      dropoff_signature_id: store.signature,
      dropoff_signature_method: 'drawn',
      pickup_signature_id: status === 'picked_up' ? store.signature : null,
      pickup_signature_method: status === 'picked_up' ? 'drawn' : null,
      status,
      status_token: statusToken(),
      created_by: store.counter,
      created_at: iso(at),
      updated_at: iso(last ? last[1] : at),
      completed_at: steps[1] ? iso(steps[1][1]) : null,
      picked_up_at: steps[2] ? iso(steps[2][1]) : null,
      parts_waiting: 0,
      parts_cost_cents: 0,
    });
    made.repairs += 1;
    activity(at, store.counter, store.id, 'repair.create', 'repair', id);
    let from: string | null = null;
    const journey: [status: string, when: number][] = [['received', at], ...steps];
    for (const [to, when] of journey) {
      insert('repair_status_history', {
        id: uuidv7(when),
        repair_id: id,
        store_id: store.id,
        from_status: from,
        to_status: to,
        notes: from ? null : 'Checked in',
        changed_by: store.counter,
        changed_at: iso(when),
      });
      made.statusChanges += 1;
      from = to;
    }
    if (steps[2]) {
      // Paid at pickup: mostly card, some cash, a few on finance.
      seedMoney(c, cal, store, {
        purpose: 'repair',
        method: pick(['card', 'card', 'cash', 'cash', 'card', 'finance']),
        cents,
        at: collected,
        of: id,
      });
      activity(collected, store.counter, store.id, 'repair.pickup', 'repair', id);
    }
  }
}
