import { ZRepairWaiverInput, type RepairWaiverInput } from '../../shared/repairs';
import type { Deps } from '../deps';
import { createRepair } from '../features/repairs/service';
import { loadSessionUser } from '../features/users/service';
import { createUserRow } from './factories';

/** A real 1x1 PNG: passes the content check as a photo or a signature. */
export const PNG_1x1 =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
/** The first bytes of a JPEG are all the content check reads. */
export const JPEG_TINY = `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]).toString('base64')}`;

let seq = 0;

/** A complete, valid check-in body. */
export function buildRepairInput(overrides: Partial<RepairWaiverInput> = {}): RepairWaiverInput {
  seq += 1;
  return {
    customerName: `Jamie Rivera ${seq}`,
    customerPhone: `(404) 555-${String(1000 + seq).slice(-4)}`,
    customerEmail: `jamie${seq}@example.com`,
    customerZip: '30305',
    deviceBrand: 'Apple',
    deviceModel: 'iPhone 15 Pro',
    deviceColor: 'Black',
    imeiSerial: `35${String(100000000000 + seq)}`,
    problemDescription: 'Cracked screen after a drop',
    estimatedCost: 189.99,
    repairType: 'Screen replacement',
    companyName: 'TECHY',
    beforePhoto: JPEG_TINY,
    dropoffSignature: PNG_1x1,
    ...overrides,
  };
}

/** A stored repair in `storeId`, checked in by a fresh store user of that store. */
export async function createRepairRow(
  deps: Deps,
  storeId: string,
  overrides: Partial<RepairWaiverInput> = {},
) {
  const clerk = await createUserRow(deps, { role: 'store', storeId });
  const user = (await loadSessionUser(deps, clerk.id))!;
  const { waiver } = await createRepair(
    deps,
    { user, ip: null },
    { all: false, storeIds: [storeId] },
    ZRepairWaiverInput.parse(buildRepairInput(overrides)),
  );
  return waiver;
}
