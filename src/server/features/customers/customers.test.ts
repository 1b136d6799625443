import { beforeAll, describe, expect, it } from 'vitest';
import { createRegionRow, createSignedInUser, createStoreRow } from '../../testing/factories';
import { callAs, useTestApp, type Call } from '../../testing/harness';
import { buildRepairInput } from '../../testing/repair-factories';

const ctx = useTestApp();
let asClerk: Call;
let asOtherStore: Call;

beforeAll(async () => {
  const region = await createRegionRow(ctx.deps);
  const storeId = (await createStoreRow(ctx.deps, region.id)).id;
  const otherStore = (await createStoreRow(ctx.deps, region.id)).id;
  asClerk = callAs(
    ctx.app,
    (await createSignedInUser(ctx.app, ctx.deps, { role: 'store', storeId })).cookie,
  );
  asOtherStore = callAs(
    ctx.app,
    (await createSignedInUser(ctx.app, ctx.deps, { role: 'store', storeId: otherStore })).cookie,
  );
});

const checkIn = async (overrides = {}) =>
  (
    await asClerk({
      method: 'POST',
      url: '/api/repair-waivers',
      payload: buildRepairInput(overrides),
    })
  ).json();

describe('customers', () => {
  it('recognises a returning customer by phone and keeps their repair history', async () => {
    const first = await checkIn({
      customerName: 'Rosa Diaz',
      customerPhone: '(770) 555-0123',
      customerEmail: 'rosa@example.com',
    });
    const second = await checkIn({
      customerName: 'Rosa M. Diaz',
      customerPhone: '770.555.0123',
      customerEmail: '',
    });
    expect(second.customerId).toBe(first.customerId);
    const detail = await asClerk({ method: 'GET', url: `/api/customers/${first.customerId}` });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      name: 'Rosa M. Diaz',
      email: 'rosa@example.com',
      repairCount: 2,
    });
    expect(detail.json().repairs.map((r: { id: string }) => r.id)).toEqual([second.id, first.id]);
  });

  it('recognises a returning customer by e-mail and name when the phone changed', async () => {
    const first = await checkIn({
      customerName: 'Dana Cole',
      customerPhone: '(770) 555-0999',
      customerEmail: 'same@example.com',
    });
    const second = await checkIn({
      customerName: ' dana  COLE',
      customerPhone: '(470) 555-0888',
      customerEmail: 'SAME@example.com',
    });
    expect(second.customerId).toBe(first.customerId);
  });

  it('keeps two people who share an e-mail apart, and never renames the first', async () => {
    const walker = await checkIn({
      customerName: 'Walker Testperson',
      customerPhone: '(770) 555-0311',
      customerEmail: 'family@example.com',
    });
    const wanda = await checkIn({
      customerName: 'Wanda Widewalk',
      customerPhone: '(470) 555-0322',
      customerEmail: 'family@example.com',
    });
    expect(wanda.customerId).not.toBe(walker.customerId);
    const first = await asClerk({ method: 'GET', url: `/api/customers/${walker.customerId}` });
    expect(first.json()).toMatchObject({ name: 'Walker Testperson', repairCount: 1 });
  });

  it('finds customers while staff type a phone, e-mail or name', async () => {
    const w = await checkIn({
      customerName: 'Tobias Funke',
      customerPhone: '(404) 555-7788',
      customerEmail: 'tobias@example.com',
    });
    const search = async (q: string) =>
      (
        (
          await asClerk({ method: 'GET', url: `/api/customers?search=${encodeURIComponent(q)}` })
        ).json() as { id: string }[]
      ).map((c) => c.id);
    expect(await search('5557788')).toContain(w.customerId);
    expect(await search('(404) 555-77')).toContain(w.customerId);
    expect(await search('tobias@')).toContain(w.customerId);
    expect(await search('funke')).toContain(w.customerId);
    // Any word order, as a clerk types a surname first (issue 38).
    expect(await search('Funke Tobias')).toContain(w.customerId);
    expect(await search('Funke Lindsay')).not.toContain(w.customerId);
  });

  it('keeps customers to their store', async () => {
    const w = await checkIn({ customerName: 'Private Person', customerPhone: '(404) 555-3434' });
    const found = await asOtherStore({ method: 'GET', url: '/api/customers?search=5553434' });
    expect(found.json()).toEqual([]);
    expect(
      (await asOtherStore({ method: 'GET', url: `/api/customers/${w.customerId}` })).statusCode,
    ).toBe(404);
    const patch = await asOtherStore({
      method: 'PATCH',
      url: `/api/customers/${w.customerId}`,
      payload: { notifyOptOut: true },
    });
    expect(patch.statusCode).toBe(404);
  });

  it('records a customer asking for no messages', async () => {
    const w = await checkIn();
    const res = await asClerk({
      method: 'PATCH',
      url: `/api/customers/${w.customerId}`,
      payload: { notifyOptOut: true },
    });
    expect(res.json().notifyOptOut).toBe(true);
    const bad = await asClerk({
      method: 'PATCH',
      url: `/api/customers/${w.customerId}`,
      payload: { notifyOptOut: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.notifyOptOut).toBe('notifyOptOut must be true or false');
  });

  it('asks for at least 2 characters to search', async () => {
    const res = await asClerk({ method: 'GET', url: '/api/customers?search=a' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.search).toBe('Type at least 2 characters');
  });
});
