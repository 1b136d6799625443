import type { z } from 'zod';
import {
  INVENTORY_MESSAGES as M,
  type CatalogItem,
  type Fit,
  type ZCatalogItemInput,
  type ZCatalogQuery,
} from '../../../shared/inventory';
import { newId } from '../../../shared/ids';
import { writeTransaction } from '../../db/group-commit';
import type { Deps } from '../../deps';
import { actorFields, type Actor } from '../../lib/actor';
import { isoNow } from '../../lib/clock';
import { fieldError, notFound } from '../../lib/http-error';
import { lastChangeOf, logActivity } from '../activity/service';
import { staleEdit } from '../../lib/stale-edit';
import * as repo from './catalog-repo';
import { canonicalFit, uniqueFits } from './fits';

export type ItemInput = z.output<typeof ZCatalogItemInput>;
const NOT_FOUND = 'Item not found';

const cents = (dollars: number) => Math.round(dollars * 100);

/** The item's columns as stored: the name's key for search, money in cents. */
export function itemValues(input: ItemInput, at: string) {
  return {
    sku: input.sku,
    name: input.name,
    name_key: input.name.toLowerCase(),
    kind: input.kind,
    barcode: input.barcode ?? null,
    cost_cents: cents(input.cost),
    price_cents: cents(input.price),
    taxed: input.taxed ? 1 : 0,
    active: input.active ? 1 : 0,
    updated_at: at,
  };
}

/** The fits as the device catalogue names them; the first unknown one is refused on its field. */
function checkedFits(fits: readonly Fit[]): Fit[] {
  return uniqueFits(
    fits.map((fit, i) => {
      const found = canonicalFit(fit);
      if ('error' in found) throw fieldError(`fits.${i}`, found.error);
      return found;
    }),
  );
}

/** SKU and barcode belong to one item each: refused on their field, never a database error. */
async function checkUnique(deps: Deps, input: ItemInput, id: string | null) {
  const sku = (await repo.itemsBySku(deps.db, [input.sku])).get(input.sku);
  if (sku && sku.id !== id) throw fieldError('sku', M.skuTaken);
  if (input.barcode) {
    const owner = (await repo.itemsByBarcode(deps.db, [input.barcode])).get(input.barcode);
    if (owner && owner !== id) throw fieldError('barcode', M.barcodeTaken);
  }
}

export async function getItem(deps: Deps, id: string): Promise<CatalogItem> {
  const row = await repo.findItem(deps.db, id);
  if (!row) throw notFound(NOT_FOUND);
  return repo.toItem(row, (await repo.fitsOf(deps.db, [id])).get(id) ?? []);
}

export async function listItems(
  deps: Deps,
  query: z.output<typeof ZCatalogQuery>,
): Promise<CatalogItem[]> {
  const rows = await repo.listItems(deps.db, {
    ...query,
    includeInactive: query.includeInactive === 'true',
  });
  const fits = await repo.fitsOf(
    deps.db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => repo.toItem(r, fits.get(r.id) ?? []));
}

/**
 * Runs a catalogue write; when another office user took the SKU or barcode between the check and
 * the write (the unique index refused it), the answer is the field's message, not a 500.
 */
async function uniquely(
  deps: Deps,
  input: ItemInput,
  id: string | null,
  write: () => Promise<void>,
) {
  try {
    await write();
  } catch (err) {
    await checkUnique(deps, input, id);
    throw err;
  }
}

export async function createItem(deps: Deps, actor: Actor, input: ItemInput) {
  const fits = checkedFits(input.fits);
  const id = newId();
  const at = isoNow(deps.clock);
  await uniquely(deps, input, null, () =>
    writeTransaction(deps.db, deps.dialect, async (trx) => {
      const tx = { ...deps, db: trx };
      await checkUnique(tx, input, null);
      await repo.insertItem(
        trx,
        { id, ...itemValues(input, at), created_by: actor.user.id, created_at: at },
        fits,
      );
      await logActivity(tx, {
        ...actorFields(actor),
        action: 'catalog.create',
        entity: 'catalog_item',
        entityId: id,
        details: { sku: input.sku, name: input.name },
      });
    }),
  );
  return getItem(deps, id);
}

export async function updateItem(deps: Deps, actor: Actor, id: string, input: ItemInput) {
  const fits = checkedFits(input.fits);
  const at = isoNow(deps.clock);
  const current = await repo.findItem(deps.db, id);
  if (current && input.version !== undefined && input.version !== current.updated_at) {
    const change = await lastChangeOf(deps, 'catalog_item', id, current.updated_at);
    throw staleEdit('item', change, 'UTC', await getItem(deps, id));
  }
  await uniquely(deps, input, id, () =>
    writeTransaction(deps.db, deps.dialect, async (trx) => {
      const tx = { ...deps, db: trx };
      const before = await repo.findItem(trx, id);
      if (!before) throw notFound(NOT_FOUND);
      await checkUnique(tx, input, id);
      await repo.updateItem(trx, id, itemValues(input, at), fits);
      await logActivity(tx, {
        ...actorFields(actor),
        action: 'catalog.update',
        entity: 'catalog_item',
        entityId: id,
        details: {
          sku: input.sku,
          name: input.name,
          price: input.price,
          cost: input.cost,
          active: input.active,
          ...(before.price_cents !== cents(input.price)
            ? { priceWas: before.price_cents / 100 }
            : {}),
        },
      });
    }),
  );
  return getItem(deps, id);
}
