import { rebuildStoreDays } from '../../db/store-days/refresh';
import { DEFAULT_BUSINESS_DAY_END_HOUR } from '../../../shared/business-day';
import {
  DEFAULT_LABEL_PRINTER,
  DEFAULT_RECEIPT_PRINTER,
  type LabelPrinter,
  type ReceiptPrinter,
} from '../../../shared/printing';
import { newId } from '../../../shared/ids';
import type {
  CreateRegionInput,
  CreateStoreInput,
  UpdateStoreInput,
  Region,
  Store,
} from '../../../shared/org';
import type { StoresTable } from '../../db/schema';
import { writeTransaction } from '../../db/group-commit';
import { reachIncludes, type Reach } from '../../db/scope';
import type { Deps } from '../../deps';
import type { Actor } from '../../lib/actor';
import { isoNow } from '../../lib/clock';
import type { SessionUser } from '../../../shared/auth';
import { conflict, fieldError, notFound } from '../../lib/http-error';
import { lastChangeOf, logActivity } from '../activity/service';
import { staleEdit } from '../../lib/stale-edit';
import * as companies from '../companies/service';
import * as repo from './repo';
import {
  DEFAULT_STORE_MONEY_COLUMNS,
  storeMoneyColumns,
  toStoreMoney,
} from './store-money-columns';
import {
  DEFAULT_STORE_RULE_COLUMNS,
  storeRuleColumns,
  toStoreBuybackRules,
} from './store-rules-columns';

function toStore(row: StoresTable): Store {
  return {
    id: row.id,
    name: row.name,
    storeName: row.store_name,
    brand: row.brand,
    companyName: row.company_name,
    regionId: row.region_id,
    timezone: row.timezone,
    businessDayEndHour: row.business_day_end_hour,
    receiptPrinter: row.receipt_printer as ReceiptPrinter,
    labelPrinter: row.label_printer as LabelPrinter,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    streetAddress: row.street_address,
    city: row.city,
    state: row.state,
    zip: row.zip,
    phone: row.phone,
    email: row.email,
    website: row.website,
    openingHours: row.opening_hours,
    licenseNumber: row.license_number,
    ...toStoreMoney(row),
    ...toStoreBuybackRules(row),
  };
}

/** The contact columns a store input sets; a field left out is not in the patch. */
function contactColumns(input: UpdateStoreInput): Partial<StoresTable> {
  const columns = {
    street_address: input.streetAddress,
    city: input.city,
    state: input.state,
    zip: input.zip,
    phone: input.phone,
    email: input.email,
    website: input.website,
    opening_hours: input.openingHours,
    license_number: input.licenseNumber,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

export async function listRegions(deps: Deps): Promise<Region[]> {
  const rows = await repo.listRegionRows(deps.db);
  return rows.map((r) => ({ id: r.id, name: r.name, createdAt: r.created_at }));
}

export async function listStores(deps: Deps, reach: Reach): Promise<Store[]> {
  return (await repo.listStoreRows(deps.db, reach)).map(toStore);
}

export async function findStore(deps: Deps, id: string): Promise<Store | null> {
  const row = await repo.findStore(deps.db, id);
  return row ? toStore(row) : null;
}

export async function createRegion(
  deps: Deps,
  actor: Actor,
  input: CreateRegionInput,
): Promise<Region> {
  if (await repo.findRegionByName(deps.db, input.name)) {
    throw conflict('A region with that name already exists.', {
      name: 'A region with that name already exists.',
    });
  }
  const region = { id: newId(), name: input.name, createdAt: isoNow(deps.clock) };
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    await repo.insertRegion(trx, {
      id: region.id,
      name: region.name,
      created_at: region.createdAt,
    });
    await logActivity(
      { ...deps, db: trx },
      {
        userId: actor.user.id,
        action: 'region.create',
        entity: 'region',
        entityId: region.id,
        details: { name: region.name },
        ip: actor.ip,
      },
    );
  });
  return region;
}

export async function createStore(
  deps: Deps,
  actor: Actor,
  input: CreateStoreInput,
): Promise<Store> {
  if (!(await repo.findRegion(deps.db, input.regionId))) {
    throw fieldError('regionId', 'Region not found');
  }
  const companyName = await companies.companyForStore(deps, input.companyName);
  if (await repo.findStoreByShortName(deps.db, input.storeName)) {
    throw conflict('A store with that short name already exists.', {
      storeName: 'A store with that short name already exists.',
    });
  }
  const row: StoresTable = {
    id: newId(),
    name: input.name,
    store_name: input.storeName,
    brand: input.brand,
    company_name: companyName,
    region_id: input.regionId,
    timezone: input.timezone,
    business_day_end_hour: input.businessDayEndHour ?? DEFAULT_BUSINESS_DAY_END_HOUR,
    receipt_printer: input.receiptPrinter ?? DEFAULT_RECEIPT_PRINTER,
    label_printer: input.labelPrinter ?? DEFAULT_LABEL_PRINTER,
    created_at: isoNow(deps.clock),
    updated_at: isoNow(deps.clock),
    street_address: input.streetAddress,
    city: input.city,
    state: input.state,
    zip: input.zip,
    phone: input.phone,
    email: input.email ?? null,
    website: input.website ?? null,
    opening_hours: input.openingHours ?? null,
    license_number: input.licenseNumber ?? null,
    ...DEFAULT_STORE_MONEY_COLUMNS,
    ...storeMoneyColumns(input),
    ...DEFAULT_STORE_RULE_COLUMNS,
    ...storeRuleColumns(input),
  };
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    await repo.insertStore(trx, row);
    await logActivity(
      { ...deps, db: trx },
      {
        userId: actor.user.id,
        storeId: row.id,
        action: 'store.create',
        entity: 'store',
        entityId: row.id,
        details: { name: row.name },
        ip: actor.ip,
      },
    );
  });
  return toStore(row);
}

/**
 * The store a new record (repair, buyback, sale) belongs to: the one chosen, else the user's own,
 * else the only store in their reach. A multi-store manager must choose; nobody files outside reach.
 */
export async function resolveWorkStore(
  deps: Deps,
  user: SessionUser,
  reach: Reach,
  storeId: string | undefined,
  what: string,
): Promise<Store> {
  const id =
    storeId ??
    user.storeId ??
    (!reach.all && reach.storeIds.length === 1 ? reach.storeIds[0] : undefined);
  if (!id) throw fieldError('storeId', `Choose the store for this ${what}`);
  const store = reachIncludes(reach, id) ? await findStore(deps, id) : null;
  if (!store) throw fieldError('storeId', 'Store not found');
  return store;
}

/** Short per-store numbers staff read out (T-1042, S-1007); call inside the record's transaction. */
export function nextStoreNumber(deps: Deps, storeId: string, sequence: string, first: number) {
  return repo.nextCounter(deps.db, storeId, sequence, first);
}

export async function renameRegion(
  deps: Deps,
  actor: Actor,
  id: string,
  input: CreateRegionInput,
): Promise<Region> {
  const region = await repo.findRegion(deps.db, id);
  if (!region) throw notFound('Region not found');
  const taken = await repo.findRegionByName(deps.db, input.name);
  if (taken && taken.id !== id) {
    throw conflict('A region with that name already exists.', {
      name: 'A region with that name already exists.',
    });
  }
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    await repo.updateRegion(trx, id, { name: input.name });
    await logActivity(
      { ...deps, db: trx },
      {
        userId: actor.user.id,
        action: 'region.update',
        entity: 'region',
        entityId: id,
        details: { from: region.name, to: input.name },
        ip: actor.ip,
      },
    );
  });
  return { id, name: input.name, createdAt: region.created_at };
}

/**
 * Renames a store, moves it to another region, or changes its time zone, brand, company, the
 * hour its business day ends, its printers, where it is and how to reach it, or its money
 * settings (tax rate, approval and refund limits, warranty).
 */
export async function updateStore(
  deps: Deps,
  actor: Actor,
  id: string,
  input: UpdateStoreInput,
): Promise<Store> {
  const row = await repo.findStore(deps.db, id);
  if (!row) throw notFound('Store not found');
  const { version, ...changes } = input;
  if (version !== undefined && version !== row.updated_at) {
    const change = await lastChangeOf(deps, 'store', id, row.updated_at);
    throw staleEdit('store', change, row.timezone, toStore(row));
  }
  if (input.regionId && !(await repo.findRegion(deps.db, input.regionId))) {
    throw fieldError('regionId', 'Region not found');
  }
  const companyName =
    input.companyName === undefined
      ? undefined
      : await companies.companyForStore(deps, input.companyName, row.company_name);
  if (input.storeName) {
    const taken = await repo.findStoreByShortName(deps.db, input.storeName);
    if (taken && taken.id !== id) {
      throw conflict('A store with that short name already exists.', {
        storeName: 'A store with that short name already exists.',
      });
    }
  }
  const patch = {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.storeName !== undefined ? { store_name: input.storeName } : {}),
    ...(input.brand !== undefined ? { brand: input.brand } : {}),
    ...(companyName !== undefined ? { company_name: companyName } : {}),
    ...(input.regionId !== undefined ? { region_id: input.regionId } : {}),
    ...(input.timezone !== undefined ? { timezone: input.timezone } : {}),
    ...(input.businessDayEndHour !== undefined
      ? { business_day_end_hour: input.businessDayEndHour }
      : {}),
    ...(input.receiptPrinter !== undefined ? { receipt_printer: input.receiptPrinter } : {}),
    ...(input.labelPrinter !== undefined ? { label_printer: input.labelPrinter } : {}),
    ...contactColumns(input),
    ...storeMoneyColumns(input),
    ...storeRuleColumns(input),
  };
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    if (Object.keys(patch).length) {
      await repo.updateStore(trx, id, { ...patch, updated_at: isoNow(deps.clock) });
    }
    // Its days begin at other instants now: the store's day summaries are summed again.
    if (
      (input.timezone !== undefined && input.timezone !== row.timezone) ||
      (input.businessDayEndHour !== undefined &&
        input.businessDayEndHour !== Number(row.business_day_end_hour))
    )
      await rebuildStoreDays(trx, [id]);
    await logActivity(
      { ...deps, db: trx },
      {
        userId: actor.user.id,
        storeId: id,
        action: 'store.update',
        entity: 'store',
        entityId: id,
        details: { fields: Object.keys(changes) },
        ip: actor.ip,
      },
    );
  });
  return toStore((await repo.findStore(deps.db, id))!);
}
