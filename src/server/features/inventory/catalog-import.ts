import { INVENTORY_MESSAGES as M, ZCatalogItemInput, type Fit } from '../../../shared/inventory';
import { csvCells } from '../../../shared/csv';
import { newId } from '../../../shared/ids';
import { writeTransaction } from '../../db/group-commit';
import type { Deps } from '../../deps';
import { actorFields, type Actor } from '../../lib/actor';
import { isoNow } from '../../lib/clock';
import { fieldError } from '../../lib/http-error';
import { logActivity } from '../activity/service';
import * as repo from './catalog-repo';
import { itemValues, type ItemInput } from './catalog-service';
import { canonicalFit, fitOfText, uniqueFits } from './fits';

const REQUIRED = ['sku', 'name', 'kind', 'cost', 'price'] as const;
const OPTIONAL = ['taxed', 'barcode', 'fits'] as const;
const MAX_ITEMS = 5000;

const TRUE = new Set(['', 'yes', 'y', 'true', '1']);
const FALSE = new Set(['no', 'n', 'false', '0']);

type Parsed = { line: number; input: ItemInput };

/** One line as an item, or what is wrong with it (the first problem of each field). */
function parseLine(cells: Record<string, string>): ItemInput | string {
  const taxedText = (cells.taxed ?? '').toLowerCase();
  if (!TRUE.has(taxedText) && !FALSE.has(taxedText)) return 'Taxed is yes or no';
  const fits: Fit[] = [];
  for (const text of (cells.fits ?? '').split(';').filter((t) => t.trim() !== '')) {
    const found = canonicalFit(fitOfText(text));
    if ('error' in found) return found.error;
    fits.push(found);
  }
  const parsed = ZCatalogItemInput.safeParse({
    sku: cells.sku,
    name: cells.name,
    kind: cells.kind?.toLowerCase(),
    cost: cells.cost,
    price: cells.price,
    taxed: !FALSE.has(taxedText),
    barcode: cells.barcode ?? '',
    fits: uniqueFits(fits),
  });
  if (!parsed.success) return [...new Set(parsed.error.issues.map((i) => i.message))].join(', ');
  return parsed.data;
}

/** Every line checked, each problem named by its line number (the header is line 1). */
function parseCsv(csv: string): Parsed[] {
  const lines = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = csvCells(lines[0] ?? '').map((h) => h.toLowerCase());
  const known = new Set<string>([...REQUIRED, ...OPTIONAL]);
  if (!REQUIRED.every((c) => header.includes(c)) || header.some((h) => !known.has(h))) {
    throw fieldError('csv', M.csvHeader);
  }
  const records = lines
    .map((text, i) => ({ text, line: i + 1 }))
    .slice(1)
    .filter((r) => r.text.trim() !== '');
  if (records.length === 0) throw fieldError('csv', M.csvEmpty);
  if (records.length > MAX_ITEMS) throw fieldError('csv', M.csvTooLarge);
  const problems: string[] = [];
  const parsed: Parsed[] = [];
  const skus = new Set<string>();
  const barcodes = new Set<string>();
  for (const { text, line } of records) {
    const cells = csvCells(text);
    const input = parseLine(Object.fromEntries(header.map((h, i) => [h, cells[i] ?? ''])));
    if (typeof input === 'string') problems.push(M.csvLine(line, input));
    else if (skus.has(input.sku)) problems.push(M.csvLine(line, M.csvDuplicate));
    else if (input.barcode && barcodes.has(input.barcode))
      problems.push(M.csvLine(line, M.barcodeTaken));
    else {
      skus.add(input.sku);
      if (input.barcode) barcodes.add(input.barcode);
      parsed.push({ line, input });
    }
  }
  if (problems.length) throw fieldError('csv', problems.join('\n'));
  return parsed;
}

/**
 * Loads a CSV into the catalogue, all or nothing: a line whose SKU is already there updates
 * that item, the rest are added. Any bad line refuses the whole file, naming every bad line.
 */
export async function importCatalog(deps: Deps, actor: Actor, csv: string) {
  const parsed = parseCsv(csv);
  const at = isoNow(deps.clock);
  return writeTransaction(deps.db, deps.dialect, async (trx) => {
    const existing = await repo.itemsBySku(
      trx,
      parsed.map((p) => p.input.sku),
    );
    const codes = parsed.flatMap((p) => (p.input.barcode ? [p.input.barcode] : []));
    const owners = await repo.itemsByBarcode(trx, codes);
    const taken = parsed
      .filter((p) => {
        const owner = p.input.barcode ? owners.get(p.input.barcode) : undefined;
        return owner !== undefined && owner !== existing.get(p.input.sku)?.id;
      })
      .map((p) => M.csvLine(p.line, M.barcodeTaken));
    if (taken.length) throw fieldError('csv', taken.join('\n'));
    let created = 0;
    for (const { input } of parsed) {
      const row = existing.get(input.sku);
      if (row) {
        await repo.updateItem(trx, row.id, itemValues(input, at), input.fits);
      } else {
        created += 1;
        const values = { id: newId(), ...itemValues(input, at) };
        await repo.insertItem(
          trx,
          { ...values, created_by: actor.user.id, created_at: at },
          input.fits,
        );
      }
    }
    const result = { created, updated: parsed.length - created };
    await logActivity(
      { ...deps, db: trx },
      { ...actorFields(actor), action: 'catalog.import', entity: 'catalog_item', details: result },
    );
    return result;
  });
}
