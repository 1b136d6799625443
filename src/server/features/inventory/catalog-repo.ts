import { sql, type Insertable, type Selectable } from 'kysely';
import type { CatalogItem, Fit, ItemKind } from '../../../shared/inventory';
import type { Db } from '../../db';
import { escapeLike, likeEscaped } from '../../db/like';
import type { CatalogItemsTable } from '../../db/schema';

export type ItemRow = Selectable<CatalogItemsTable>;
export type NewItemRow = Insertable<CatalogItemsTable>;

const CHUNK = 500;

/** The models each item fits, by item id. */
export async function fitsOf(db: Db, itemIds: readonly string[]): Promise<Map<string, Fit[]>> {
  const out = new Map<string, Fit[]>();
  for (let from = 0; from < itemIds.length; from += CHUNK) {
    const rows = await db
      .selectFrom('catalog_item_fits')
      .select(['item_id', 'device_brand', 'device_model'])
      .where('item_id', 'in', itemIds.slice(from, from + CHUNK))
      .orderBy('device_brand')
      .orderBy('device_model')
      .execute();
    for (const r of rows) {
      const list = out.get(r.item_id) ?? [];
      list.push({ brand: r.device_brand, model: r.device_model });
      out.set(r.item_id, list);
    }
  }
  return out;
}

export function toItem(row: ItemRow, fits: Fit[]): CatalogItem {
  return {
    id: row.id,
    sku: row.sku,
    name: row.name,
    kind: row.kind as ItemKind,
    cost: row.cost_cents / 100,
    price: row.price_cents / 100,
    taxed: row.taxed === 1,
    barcode: row.barcode,
    fits,
    active: row.active === 1,
    updatedAt: row.updated_at,
  };
}

export function findItem(db: Db, id: string) {
  return db.selectFrom('catalog_items').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Items with these SKUs, by SKU. */
export async function itemsBySku(db: Db, skus: readonly string[]): Promise<Map<string, ItemRow>> {
  const out = new Map<string, ItemRow>();
  for (let from = 0; from < skus.length; from += CHUNK) {
    const rows = await db
      .selectFrom('catalog_items')
      .selectAll()
      .where('sku', 'in', skus.slice(from, from + CHUNK))
      .execute();
    for (const r of rows) out.set(r.sku, r);
  }
  return out;
}

/** Items with these barcodes, by barcode. */
export async function itemsByBarcode(db: Db, codes: readonly string[]) {
  const out = new Map<string, string>();
  for (let from = 0; from < codes.length; from += CHUNK) {
    const rows = await db
      .selectFrom('catalog_items')
      .select(['id', 'barcode'])
      .where('barcode', 'in', codes.slice(from, from + CHUNK))
      .execute();
    for (const r of rows) out.set(r.barcode!, r.id);
  }
  return out;
}

export async function insertItem(db: Db, row: NewItemRow, fits: readonly Fit[]) {
  await db.insertInto('catalog_items').values(row).execute();
  await replaceFits(db, row.id, fits);
}

export async function updateItem(
  db: Db,
  id: string,
  values: Omit<NewItemRow, 'id' | 'created_by' | 'created_at'>,
  fits: readonly Fit[],
) {
  await db.updateTable('catalog_items').set(values).where('id', '=', id).execute();
  await replaceFits(db, id, fits);
}

async function replaceFits(db: Db, itemId: string, fits: readonly Fit[]) {
  await db.deleteFrom('catalog_item_fits').where('item_id', '=', itemId).execute();
  if (fits.length === 0) return;
  await db
    .insertInto('catalog_item_fits')
    .values(fits.map((f) => ({ item_id: itemId, device_brand: f.brand, device_model: f.model })))
    .execute();
}

/** Catalogue search: an exact SKU or barcode first, then names containing the text. */
export function listItems(
  db: Db,
  q: { search?: string; kind?: ItemKind; includeInactive: boolean; limit: number },
) {
  let query = db.selectFrom('catalog_items').selectAll();
  if (!q.includeInactive) query = query.where('active', '=', 1);
  if (q.kind) query = query.where('kind', '=', q.kind);
  const search = q.search?.trim();
  if (search) {
    query = query
      .where((eb) =>
        eb.or([
          likeEscaped('name_key', `%${escapeLike(search.toLowerCase())}%`),
          eb('sku', '=', search),
          eb('barcode', '=', search),
        ]),
      )
      .orderBy(sql`case when sku = ${search} or barcode = ${search} then 0 else 1 end`);
  }
  return query.orderBy('name_key').orderBy('id').limit(q.limit).execute();
}
