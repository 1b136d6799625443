import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  REPAIR_MONEY_MESSAGES as M,
  type PaymentPartInput,
  type RepairMoney,
} from '../../../shared/repair-money';
import { PNG_1x1, buildRepairInput } from '../../testing/repair-factories';
import { useTestApp, type Call } from '../../testing/harness';
import { createMoneyWorld, payInFull } from '../../testing/repair-money';

const ctx = useTestApp();
let world: Awaited<ReturnType<typeof createMoneyWorld>>;
let asClerk: Call;

beforeAll(async () => {
  world = await createMoneyWorld(ctx);
  asClerk = world.asClerk;
});

const pickUp = (id: string) =>
  asClerk({
    method: 'PUT',
    url: `/api/repair-waivers/${id}/status`,
    payload: { status: 'picked_up', pickupSignature: PNG_1x1 },
  });
const moneyOf = async (id: string) =>
  (await asClerk({ method: 'GET', url: `/api/repair-waivers/${id}/money` })).json<RepairMoney>();
const repairCount = async () =>
  (await ctx.deps.db.selectFrom('repair_waivers').select('id').execute()).length;
const ledgerCount = async () =>
  (await ctx.deps.db.selectFrom('payments').select('id').execute()).length;

describe('the pickup', () => {
  it('is refused while a balance is open, and done once it is paid; the warranty starts', async () => {
    const w = await world.checkIn();
    const refused = await pickUp(w.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(M.balanceOpen(20685));
    expect((await moneyOf(w.id)).warranty.until).toBeNull();
    await payInFull(asClerk, w.id);
    const res = await pickUp(w.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('picked_up');
    // Saturday 21 November 2026 in New York, and the store's 90 days.
    expect((await moneyOf(w.id)).warranty.until).toBe('2027-02-19');
  });

  it('is allowed once a manager marked the repair no charge', async () => {
    const w = await world.checkIn();
    await world.asManager({
      method: 'POST',
      url: `/api/repair-waivers/${w.id}/no-charge`,
      payload: { kind: 'warranty', reason: 'Same screen failed again' },
    });
    expect((await pickUp(w.id)).statusCode).toBe(200);
  });

  it('fixes the price: a new one is refused after it', async () => {
    const w = await world.checkIn();
    await payInFull(asClerk, w.id);
    await pickUp(w.id);
    const res = await asClerk({
      method: 'PUT',
      url: `/api/repair-waivers/${w.id}/quote`,
      payload: { lines: [{ kind: 'labour', description: 'More', quantity: 1, unitPrice: 10 }] },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(M.pickedUp);
  });
});

describe('a deposit at check-in', () => {
  it('is recorded with the repair, once even when the check-in is sent again', async () => {
    const input = buildRepairInput({
      id: randomUUID(),
      deposit: { method: 'cash', amount: 50, tendered: 60 },
    });
    const res = await asClerk({ method: 'POST', url: '/api/repair-waivers', payload: input });
    expect(res.statusCode).toBe(201);
    const replay = await asClerk({ method: 'POST', url: '/api/repair-waivers', payload: input });
    expect(replay.statusCode).toBe(200);
    const money = await moneyOf(res.json().id);
    expect(money.entries).toMatchObject([
      { kind: 'deposit', method: 'cash', amount: 50, tendered: 60, change: 10 },
    ]);
    expect(money).toMatchObject({ paid: 50, balance: 156.85, invoiceNumber: expect.any(String) });
  });

  it.each<[PaymentPartInput, string, string]>([
    [{ method: 'cash', amount: 206.86 }, 'deposit.amount', M.overBalance(20685)],
    [{ method: 'card', amount: 20 }, 'deposit.reference', M.reference],
    [{ method: 'cash', amount: -20 }, 'deposit.amount', M.amount],
  ])('refuses %j and stores nothing of the check-in', async (deposit, field, message) => {
    const repairs = await repairCount();
    const rows = await ledgerCount();
    const res = await asClerk({
      method: 'POST',
      url: '/api/repair-waivers',
      payload: buildRepairInput({ deposit }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect(await repairCount()).toBe(repairs);
    expect(await ledgerCount()).toBe(rows);
  });
});

describe('a device back within its warranty', () => {
  it('is flagged at check-in with the earlier repair, by IMEI', async () => {
    const first = await world.checkIn({ imeiSerial: '356789012345670' });
    await payInFull(asClerk, first.id);
    await pickUp(first.id);
    const until = (await moneyOf(first.id)).warranty.until;
    ctx.clock.advance(30 * 24 * 3600_000);
    const clerk = await world.newClerk();
    const again = await world.checkIn(
      { imeiSerial: '356789012345670', customerName: 'Other Name' },
      clerk,
    );
    expect(again.warrantyReturnOf).toEqual({
      id: first.id,
      ticketNumber: first.ticketNumber,
      until,
    });
    const detail = await clerk({ method: 'GET', url: `/api/waivers/${again.id}` });
    expect(detail.json().waiver.warrantyReturnOf.id).toBe(first.id);
    const money = await clerk({ method: 'GET', url: `/api/repair-waivers/${again.id}/money` });
    expect(money.json<RepairMoney>().warranty.returnOf).toMatchObject({
      id: first.id,
      ticketNumber: first.ticketNumber,
    });
  });

  it('is flagged by the same customer and model, and not once the warranty has run out', async () => {
    const customer = { customerName: 'Rosa Diaz', customerPhone: '(404) 555-0177' };
    const clerk = await world.newClerk();
    const first = await world.checkIn({ ...customer, imeiSerial: undefined }, clerk);
    await payInFull(clerk, first.id);
    await clerk({
      method: 'PUT',
      url: `/api/repair-waivers/${first.id}/status`,
      payload: { status: 'picked_up', pickupSignature: PNG_1x1 },
    });
    const again = await world.checkIn({ ...customer, imeiSerial: undefined }, clerk);
    expect(again.warrantyReturnOf?.id).toBe(first.id);
    const otherModel = await world.checkIn(
      { ...customer, imeiSerial: undefined, deviceModel: 'iPad Air' },
      clerk,
    );
    expect(otherModel.warrantyReturnOf).toBeNull();
    ctx.clock.advance(91 * 24 * 3600_000);
    const late = await world.checkIn(
      { ...customer, imeiSerial: undefined },
      await world.newClerk(),
    );
    expect(late.warrantyReturnOf).toBeNull();
  });
});
