import { randomUUID } from 'node:crypto';
import type { RepairMoney } from '../../shared/repair-money';
import type { RepairWaiverDetail, RepairWaiverInput } from '../../shared/repairs';
import { createRegionRow, createSignedInUser, createStoreRow } from './factories';
import { callAs, type Call, type TestContext } from './harness';
import { buildRepairInput } from './repair-factories';

/**
 * Pays what a repair still owes in cash, as the counter does before a pickup (a pickup is refused
 * while money is owed). Nothing owed, nothing is sent.
 */
export async function payInFull(call: Call, repairId: string): Promise<void> {
  const money = (
    await call({ method: 'GET', url: `/api/repair-waivers/${repairId}/money` })
  ).json<RepairMoney>();
  if (!(money.balance > 0)) return;
  const res = await call({
    method: 'POST',
    url: `/api/repair-waivers/${repairId}/payments`,
    payload: {
      id: randomUUID(),
      kind: 'payment',
      parts: [{ method: 'cash', amount: money.balance }],
    },
  });
  if (res.statusCode !== 200) throw new Error(`Paying repair ${repairId} failed: ${res.body}`);
}

export { payInFullDirect } from '../features/repair-money/pay-in-full';

/**
 * A store that charges 8.875 % tax, with a clerk, its manager and a manager of another region's
 * store, for the money tests.
 */
export async function createMoneyWorld(ctx: TestContext) {
  const region = await createRegionRow(ctx.deps);
  const otherRegion = await createRegionRow(ctx.deps);
  const storeId = (
    await createStoreRow(ctx.deps, region.id, {
      name: 'Techy Buckhead',
      taxRate: 8.875,
      refundLimit: 50,
      warrantyDays: 90,
    })
  ).id;
  const otherStoreId = (await createStoreRow(ctx.deps, otherRegion.id)).id;
  const signedIn = async (overrides: Record<string, unknown>) =>
    callAs(ctx.app, (await createSignedInUser(ctx.app, ctx.deps, overrides)).cookie);
  const asClerk = await signedIn({ role: 'store', storeId });
  const asManager = await signedIn({ role: 'store_manager', storeId });
  const asOther = await signedIn({ role: 'store_manager', storeId: otherStoreId });
  /** Another clerk of the store, signed in now: a test that moves the clock on needs one. */
  const newClerk = () => signedIn({ role: 'store', storeId });
  const checkIn = async (overrides: Partial<RepairWaiverInput> = {}, call = asClerk) => {
    const res = await call({
      method: 'POST',
      url: '/api/repair-waivers',
      payload: buildRepairInput(overrides),
    });
    if (res.statusCode !== 201) throw new Error(`Check-in failed: ${res.body}`);
    return res.json<RepairWaiverDetail>();
  };
  return { storeId, otherStoreId, asClerk, asManager, asOther, newClerk, checkIn };
}
