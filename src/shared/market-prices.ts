import { z } from 'zod';
import { BRANDS, findModel } from './catalogue';
import { csvCells } from './csv';
import { CONDITIONS, STORAGE_OPTIONS, type Condition } from './devices';
import {
  MARKET_CSV_HEADER,
  MARKET_MAX_CSV_CHARS,
  MARKET_MAX_FILE_NAME,
  MARKET_MAX_ROWS,
  MARKET_STALE_DAYS,
} from './market-limits';

export { MARKET_CSV_HEADER, MARKET_MAX_CSV_CHARS, MARKET_MAX_ROWS, MARKET_STALE_DAYS };

/**
 * The market reference: what used phones fetch in the US, per model, storage, kind and
 * condition, each figure with the public page it was read on and the date it held. The
 * valuation is anchored to it; the chain's own history only nudges it.
 */
export const MARKET_KINDS = ['trade_in', 'resale'] as const;
export type MarketKind = (typeof MARKET_KINDS)[number];
export const MARKET_KIND_LABELS: Record<MarketKind, string> = {
  trade_in: 'Trade-in (cash offer)',
  resale: 'Used resale',
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const ZMarketRow = z.object({
  brand: z.string().trim().min(1, 'Brand is required').max(60),
  model: z.string().trim().min(1, 'Model is required').max(120),
  storage: z.enum(STORAGE_OPTIONS, { error: 'Storage is one of 32GB to 2TB' }),
  kind: z.enum(MARKET_KINDS, { error: 'Kind is trade_in or resale' }),
  condition: z.enum(CONDITIONS, { error: 'Condition is excellent, good, fair, poor or broken' }),
  usd: z.coerce
    .number({ error: 'Price must be a number of dollars' })
    .int('Price must be whole dollars')
    .min(1, 'Price must be at least $1')
    .max(5000, 'Price must be at most $5,000'),
  source: z
    .string()
    .trim()
    .regex(/^https?:\/\/\S+$/, 'Source must be the address of a public page'),
  observed: z
    .string()
    .trim()
    .regex(ISO_DATE, 'Observed must be a date as YYYY-MM-DD')
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'Observed must be a real date'),
});
export type MarketRow = z.infer<typeof ZMarketRow>;

/** Storage sizes a model shipped with, or null when the catalogue does not know them. */
export type ShippedStorages = (brand: string, model: string) => readonly string[] | null;

const CONDITION_RANK: Record<Condition, number> = Object.fromEntries(
  CONDITIONS.map((c, i) => [c, i]),
) as Record<Condition, number>;

export const MARKET_MESSAGES = {
  header: `The first line must be: ${MARKET_CSV_HEADER.join(',')}`,
  empty: 'The table has no rows',
  tooLarge: `A table has at most ${MARKET_MAX_ROWS.toLocaleString('en-US')} rows`,
  line: (line: number, problem: string) => `Line ${line}: ${problem}`,
  unknownModel: (brand: string, model: string) =>
    `${brand} ${model} is not in the device catalogue`,
  notShipped: (model: string, storage: string, shipped: readonly string[]) =>
    `The ${model} was not sold with ${storage} (${shipped.join(', ')})`,
  duplicate: (line: number) =>
    `the same model, storage, kind, condition and source as line ${line}`,
  rising: (worse: Condition, better: Condition, line: number) =>
    `a ${worse} price above the ${better} price of line ${line} from the same source`,
} as const;

export type ParsedMarketTable = { rows: MarketRow[]; problems: string[] };

/**
 * Reads a market table as CSV and checks it: every field, catalogue names (stored under the
 * catalogue's spelling), storage sizes the model shipped with, no duplicates, and prices that
 * fall with condition within one source's figures for one device. Problems name their line.
 */
export function parseMarketCsv(text: string, shipped: ShippedStorages): ParsedMarketTable {
  const lines = text.split(/\r?\n/);
  const header = csvCells(lines[0] ?? '').map((h) => h.toLowerCase());
  if (header.join(',') !== MARKET_CSV_HEADER.join(','))
    return { rows: [], problems: [MARKET_MESSAGES.header] };
  const problems: string[] = [];
  const rows: MarketRow[] = [];
  const lineOf: number[] = [];
  const seen = new Map<string, number>();
  for (let i = 1; i < lines.length; i += 1) {
    const text = lines[i]!;
    if (text.trim() === '') continue;
    const line = i + 1;
    if (rows.length + problems.length >= MARKET_MAX_ROWS)
      return { rows: [], problems: [MARKET_MESSAGES.tooLarge] };
    const cells = csvCells(text);
    const parsed = ZMarketRow.safeParse(
      Object.fromEntries(MARKET_CSV_HEADER.map((h, k) => [h, cells[k] ?? ''])),
    );
    if (!parsed.success) {
      problems.push(MARKET_MESSAGES.line(line, parsed.error.issues[0]!.message));
      continue;
    }
    const row = parsed.data;
    const known = findModel(row.brand, row.model);
    if (!known) {
      problems.push(MARKET_MESSAGES.line(line, MARKET_MESSAGES.unknownModel(row.brand, row.model)));
      continue;
    }
    const canonical = { ...row, brand: brandOf(row.brand), model: known.name };
    const sizes = shipped(canonical.brand, canonical.model);
    if (sizes && !sizes.includes(row.storage)) {
      problems.push(
        MARKET_MESSAGES.line(line, MARKET_MESSAGES.notShipped(known.name, row.storage, sizes)),
      );
      continue;
    }
    const key = [canonical.brand, canonical.model, row.storage, row.kind, row.condition, row.source]
      .join('|')
      .toLowerCase();
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      problems.push(MARKET_MESSAGES.line(line, MARKET_MESSAGES.duplicate(earlier)));
      continue;
    }
    seen.set(key, line);
    rows.push(canonical);
    lineOf.push(line);
  }
  problems.push(...risingPrices(rows, lineOf));
  if (rows.length === 0 && problems.length === 0) problems.push(MARKET_MESSAGES.empty);
  return { rows, problems };
}

/** The brand as the catalogue spells it (findModel matched it case-insensitively). */
const brandOf = (typed: string): string =>
  BRANDS.find((b) => b.toLowerCase() === typed.trim().toLowerCase()) ?? typed.trim();

/** A worse condition priced above a better one by the same source for the same device. */
function risingPrices(rows: readonly MarketRow[], lineOf: readonly number[]): string[] {
  const groups = new Map<string, number[]>();
  rows.forEach((r, i) => {
    const key = [r.brand, r.model, r.storage, r.kind, r.source, r.observed].join('|');
    groups.set(key, [...(groups.get(key) ?? []), i]);
  });
  const problems: string[] = [];
  for (const members of groups.values()) {
    const sorted = [...members].sort(
      (a, b) => CONDITION_RANK[rows[a]!.condition] - CONDITION_RANK[rows[b]!.condition],
    );
    for (let k = 1; k < sorted.length; k += 1) {
      const better = rows[sorted[k - 1]!]!;
      const worse = rows[sorted[k]!]!;
      if (worse.usd > better.usd)
        problems.push(
          MARKET_MESSAGES.line(
            lineOf[sorted[k]!]!,
            MARKET_MESSAGES.rising(worse.condition, better.condition, lineOf[sorted[k - 1]!]!),
          ),
        );
    }
  }
  return problems;
}

/*
 * GET  /api/market-prices          -> ZMarketTableInfo   market.manage
 * GET  /api/market-prices/csv      -> text/csv of the table in use   market.manage
 * POST /api/market-prices/import   ZMarketImport -> ZMarketTableInfo   market.manage
 *      (all or nothing: any bad line is a 400 on csv naming each line, and nothing is stored)
 */
export const ZMarketImport = z.object({
  csv: z
    .string({ error: 'Choose a CSV file' })
    .min(1, 'Choose a CSV file')
    .max(MARKET_MAX_CSV_CHARS, 'The file is too large (3 MB at most)'),
  fileName: z.string().trim().max(MARKET_MAX_FILE_NAME).optional(),
});
export type MarketImport = z.infer<typeof ZMarketImport>;

export const ZMarketTableSummary = z.object({
  rows: z.number().int(),
  oldestObserved: z.string(),
  newestObserved: z.string(),
  /** Half the table's prices are older than this date: what its age is judged by. */
  medianObserved: z.string(),
});

export const ZMarketTableInfo = z.object({
  /** The table the valuation prices from now. */
  current: ZMarketTableSummary.extend({
    source: z.enum(['shipped', 'imported']),
    importedAt: z.string().nullable(),
    importedBy: z.string().nullable(),
    fileName: z.string().nullable(),
    /** Half its prices are older than MARKET_STALE_DAYS: one fresh row does not renew a table. */
    stale: z.boolean(),
  }),
  /** Every import, newest first. */
  imports: z.array(
    ZMarketTableSummary.extend({
      id: z.string(),
      importedAt: z.string(),
      importedBy: z.string(),
      fileName: z.string().nullable(),
    }),
  ),
});
export type MarketTableInfo = z.infer<typeof ZMarketTableInfo>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The date half of a table's prices are older than. */
export function medianDate(rows: readonly { observed: string }[]): string {
  const sorted = rows.map((r) => r.observed).sort();
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** True when half the table's prices are more than MARKET_STALE_DAYS before `now`. */
export function isStale(medianObserved: string, now: Date): boolean {
  return now.getTime() - Date.parse(`${medianObserved}T00:00:00Z`) > MARKET_STALE_DAYS * DAY_MS;
}
