// Replays the chain's recorded buybacks through the Smart Valuation engine, each valued only
// from what the chain knew that day (comparables of the 90 days before it, never after), and
// prints the mean absolute error and the bias of the recommended buyback against what the
// store really paid, and of the recommended sale price against what the device later sold for.
// The same numbers from the market table alone show what the comparables add.
// Database: DATABASE_URL (sqlite:<file> or postgres://...), else data/demo.db (`npm run demo`).
// With --market, values held-out prices of the market table instead (scripts/backtest-market.mjs).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { chainSales } from './backtest/chain-sales.mjs';

if (process.argv.includes('--market')) {
  await import('./backtest-market.mjs');
  process.exit(0);
}

const url = process.env.DATABASE_URL ?? 'sqlite:data/demo.db';
if (url.startsWith('sqlite:') && !existsSync(url.slice('sqlite:'.length))) {
  console.error(
    `No database at ${url}. Run \`npm run demo\` once to seed data/demo.db, or set DATABASE_URL.`,
  );
  process.exit(1);
}

// The server's own engine, catalogue and database code, bundled for Node.
const out = 'dist/backtest-valuation';
await build({
  entryPoints: [
    'src/server/features/valuation/engine.ts',
    'src/server/features/valuation/service.ts',
    'src/server/features/valuation/market/fit.ts',
    'src/server/features/valuation/market/shipped.ts',
    'src/shared/buyback-pricing.ts',
    'src/shared/catalogue/tiers.ts',
    'src/shared/catalogue/prices.ts',
    'src/shared/valuation.ts',
    'src/server/db/index.ts',
  ],
  outdir: out,
  outbase: 'src',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
});
const load = (name) => import(pathToFileURL(join(out, `${name}.js`)).href);
const [
  { estimate },
  { COMPARABLE_WINDOW_DAYS },
  { fitMarket },
  { shippedRows, brandLosses },
  { BUYBACK_PRICING_DEFAULTS, DEFAULT_REPAIR_PRICES },
  { tierOf },
  { cataloguePrice },
  { ZValuationRequest },
  { openDb },
] = await Promise.all(
  [
    'server/features/valuation/engine',
    'server/features/valuation/service',
    'server/features/valuation/market/fit',
    'server/features/valuation/market/shipped',
    'shared/buyback-pricing',
    'shared/catalogue/tiers',
    'shared/catalogue/prices',
    'shared/valuation',
    'server/db/index',
  ].map(load),
);

const DAY = 24 * 60 * 60 * 1000;
const { db } = openDb(url);
const purchases = await db
  .selectFrom('device_purchases')
  .leftJoin('stock_items', 'stock_items.purchase_id', 'device_purchases.id')
  .leftJoin('device_sales', 'device_sales.stock_item_id', 'stock_items.id')
  .select([
    'device_purchases.device_brand as brand',
    'device_purchases.device_model as model',
    'device_purchases.condition',
    'device_purchases.storage',
    'device_purchases.carrier',
    'device_purchases.amount_cents as paidCents',
    'device_purchases.created_at as at',
    'device_sales.price_cents as soldCents',
  ])
  .orderBy('device_purchases.created_at')
  .execute();
const sales = await chainSales(db);
await db.destroy();

// Comparables are the same model and storage, as the server reads them.
const key = (r) =>
  `${r.brand.trim().toLowerCase()}|${r.model.trim().toLowerCase()}|${r.storage ?? ''}`;
const history = new Map();
const remember = (k, c) => history.set(k, [...(history.get(k) ?? []), c]);
for (const p of purchases)
  remember(key(p), {
    kind: 'buyback',
    price: p.paidCents / 100,
    condition: p.condition,
    at: Date.parse(p.at),
  });
for (const s of sales)
  remember(key(s), {
    kind: 'sale',
    price: s.cents / 100,
    condition: s.condition,
    at: Date.parse(s.at),
  });

/** Comparables the chain had recorded before `at`, within the window. */
function before(k, at) {
  return (history.get(k) ?? [])
    .filter((c) => c.at < at && c.at >= at - COMPARABLE_WINDOW_DAYS * DAY)
    .map((c) => ({
      kind: c.kind,
      price: c.price,
      condition: c.condition,
      ageDays: (at - c.at) / DAY,
    }));
}

const market = fitMarket(shippedRows(), brandLosses());
const errors = { blended: { buy: [], sale: [] }, market: { buy: [], sale: [] } };
let skipped = 0;
for (const p of purchases) {
  const parsed = ZValuationRequest.safeParse({
    brand: p.brand,
    model: p.model,
    condition: p.condition,
    storage: p.storage ?? undefined,
    carrier: p.carrier ?? undefined,
  });
  if (!parsed.success) {
    skipped += 1;
    continue;
  }
  const at = Date.parse(p.at);
  const pricing = {
    market,
    at: new Date(at),
    buyback: BUYBACK_PRICING_DEFAULTS,
    repairPrices:
      DEFAULT_REPAIR_PRICES[tierOf(p.model, cataloguePrice(p.brand, p.model).launchPrice)],
  };
  for (const [name, comparables] of [
    ['blended', before(key(p), at)],
    ['market', []],
  ]) {
    const e = estimate(parsed.data, pricing, comparables);
    errors[name].buy.push(e.buyback.recommended - p.paidCents / 100);
    if (p.soldCents !== null) errors[name].sale.push(e.sale.recommended - p.soldCents / 100);
  }
}

const mean = (xs) => xs.reduce((s, x) => s + x, 0) / xs.length;
const usd = (n) => `${n < 0 ? '-' : ''}$${Math.abs(n).toFixed(2)}`;
console.log(`Smart Valuation backtest on ${url}`);
console.log(
  `${purchases.length} buybacks replayed (${skipped} skipped: not a valid valuation request)\n`,
);
console.log(
  'price                 method      devices   mean abs error   bias (predicted - actual)',
);
for (const [label, field] of [
  ['recommended buyback', 'buy'],
  ['recommended sale', 'sale'],
])
  for (const name of ['blended', 'market']) {
    const xs = errors[name][field];
    if (xs.length === 0) continue;
    console.log(
      `${label.padEnd(22)}${name.padEnd(12)}${String(xs.length).padStart(7)}   ${usd(mean(xs.map(Math.abs))).padStart(14)}   ${usd(mean(xs)).padStart(12)}`,
    );
  }
