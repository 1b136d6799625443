// Smart Valuation against the market (issue 25): holds out a fifth of the market table's models
// (chosen by a fixed seed, never used to fit), fits the rest, and values each held-out price
// through the real engine as of the date the price held: on a fresh store with no history, and
// with the chain's own buybacks and sales of the demo database (data/demo.db, or DATABASE_URL)
// when there is one. Prints, per brand and condition, the mean absolute % error of the
// recommended buyback against the trade-in price and of the recommended sale against the resale
// price (and of the market price the engine estimated, before the store's offer share), and the
// share of market prices inside the app's [min, max].
//
//   npm run backtest:valuation -- --market            BACKTEST_SEED=7 changes the held-out fifth
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { chainSales } from './backtest/chain-sales.mjs';

const out = 'dist/backtest-market';
const entries = {
  engine: 'src/server/features/valuation/engine.ts',
  fit: 'src/server/features/valuation/market/fit.ts',
  shipped: 'src/server/features/valuation/market/shipped.ts',
  service: 'src/server/features/valuation/service.ts',
  pricing: 'src/shared/buyback-pricing.ts',
  tiers: 'src/shared/catalogue/tiers.ts',
  catalogue: 'src/shared/catalogue/index.ts',
  prices: 'src/shared/catalogue/prices.ts',
  market: 'src/shared/market-prices.ts',
  valuation: 'src/shared/valuation.ts',
  db: 'src/server/db/index.ts',
};
await build({
  entryPoints: entries,
  outdir: out,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
});
const m = Object.fromEntries(
  await Promise.all(
    Object.keys(entries).map(async (k) => [
      k,
      await import(pathToFileURL(join(out, `${k}.js`)).href),
    ]),
  ),
);

const SEED = Number(process.env.BACKTEST_SEED ?? 20261129);
/** BACKTEST_SPLITS=20 pools twenty held-out fifths (seeds SEED, SEED+1, ...): steadier figures. */
const SPLITS = Number(process.env.BACKTEST_SPLITS ?? 1);
const DAY = 24 * 60 * 60 * 1000;
const { rows, problems } = m.market.parseMarketCsv(
  readFileSync('data/market/us-used-phone-prices.csv', 'utf8'),
  m.catalogue.shippedStorages,
);
if (problems.length) throw new Error(problems.join('\n'));

/** mulberry32: the same held-out fifth on every machine for one seed. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const modelKey = (r) => `${r.brand}|${r.model}`;
const models = [...new Set(rows.map(modelKey))].sort();

/** One held-out fifth of the models for `seed`, and the table fitted without them. */
function split(seed) {
  const order = [...models];
  const next = random(seed);
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  const heldOut = new Set(order.slice(0, Math.round(order.length / 5)));
  return {
    heldOut,
    fitted: m.fit.fitMarket(
      rows.filter((r) => !heldOut.has(modelKey(r))),
      m.shipped.brandLosses(),
    ),
    cases: rows.filter((r) => heldOut.has(modelKey(r))),
  };
}
const splits = Array.from({ length: SPLITS }, (_, i) => split(SEED + i));

// The demo chain's buybacks and sales, when its database is here.
const url = process.env.DATABASE_URL ?? 'sqlite:data/demo.db';
let history = null;
if (!url.startsWith('sqlite:') || existsSync(url.slice('sqlite:'.length))) {
  const { db } = m.db.openDb(url);
  const since = new Date(Date.now() - m.service.COMPARABLE_WINDOW_DAYS * DAY).toISOString();
  const bought = await db
    .selectFrom('device_purchases')
    .select([
      'device_brand as brand',
      'device_model as model',
      'storage',
      'condition',
      'amount_cents as cents',
      'created_at as at',
    ])
    .where('created_at', '>=', since)
    .execute();
  const sold = await chainSales(db, since);
  await db.destroy();
  history = [
    ...bought.map((r) => ({ ...r, kind: 'buyback' })),
    ...sold.map((r) => ({ ...r, kind: 'sale' })),
  ];
}
const now = Date.now();
const comparablesOf = (r) =>
  (history ?? [])
    .filter(
      (h) =>
        h.brand.toLowerCase() === r.brand.toLowerCase() &&
        h.model.toLowerCase() === r.model.toLowerCase() &&
        h.storage === r.storage,
    )
    .map((h) => ({
      kind: h.kind,
      price: Number(h.cents) / 100,
      condition: h.condition,
      ageDays: (now - Date.parse(h.at)) / DAY,
    }));

function run(withHistory) {
  const results = [];
  for (const { fitted, cases } of splits)
    for (const r of cases) {
      const input = m.valuation.ZValuationRequest.parse({
        brand: r.brand,
        model: r.model,
        storage: r.storage,
        condition: r.condition,
      });
      const tier = m.tiers.tierOf(r.model, m.prices.cataloguePrice(r.brand, r.model).launchPrice);
      const e = m.engine.estimate(
        input,
        {
          market: fitted,
          at: new Date(`${r.observed}T12:00:00Z`),
          buyback: m.pricing.BUYBACK_PRICING_DEFAULTS,
          repairPrices: m.pricing.DEFAULT_REPAIR_PRICES[tier],
        },
        withHistory ? comparablesOf(r) : [],
      );
      const range = r.kind === 'trade_in' ? e.buyback : e.sale;
      const recommended = range.recommended;
      if (process.env.BACKTEST_VERBOSE)
        console.log(
          `${r.kind.padEnd(8)} ${`${r.model} ${r.storage} ${r.condition}`.padEnd(40)} ${r.observed} market $${r.usd}  recommended $${recommended} [${range.min}, ${range.max}]`,
        );
      results.push({
        brand: r.brand,
        condition: r.condition,
        kind: r.kind,
        error: Math.abs(recommended - r.usd) / r.usd,
        // The market price the engine estimates, before the store's offer share.
        estimateError:
          Math.abs((r.kind === 'trade_in' ? e.market.tradeIn : e.market.resale) - r.usd) / r.usd,
        inside: r.usd >= range.min && r.usd <= range.max,
      });
    }
  return results;
}

const pct = (x) => `${(x * 100).toFixed(0)} %`;
function table(title, results) {
  console.log(`\n${title}`);
  console.log(
    '| kind | brand | condition | cases | mean abs % error | market estimate error | inside [min, max] |',
  );
  console.log('|---|---|---|---:|---:|---:|---:|');
  const groups = new Map();
  for (const x of results) {
    for (const key of [`${x.kind}|${x.brand}|${x.condition}`, `${x.kind}|all|all`]) {
      groups.set(key, [...(groups.get(key) ?? []), x]);
    }
  }
  for (const [key, xs] of [...groups].sort()) {
    const [kind, brand, condition] = key.split('|');
    const mean = xs.reduce((s, x) => s + x.error, 0) / xs.length;
    const estimate = xs.reduce((s, x) => s + x.estimateError, 0) / xs.length;
    const inside = xs.filter((x) => x.inside).length / xs.length;
    const label = kind === 'trade_in' ? 'buyback vs trade-in' : 'resale vs used resale';
    console.log(
      `| ${label} | ${brand} | ${condition} | ${xs.length} | ${pct(mean)} | ${pct(estimate)} | ${pct(inside)} |`,
    );
  }
}

const valued = splits.reduce((n, s) => n + s.cases.length, 0);
const heldOutText =
  splits.length === 1
    ? `${splits[0].heldOut.size} models held out (seed ${SEED})`
    : `${splits.length} held-out fifths of the models pooled (seeds ${SEED} to ${SEED + splits.length - 1})`;
console.log(
  `Market backtest: ${rows.length} prices of ${models.length} models; ${heldOutText}: ${valued} prices valued`,
);
if (splits.length === 1)
  console.log(
    `held out: ${[...splits[0].heldOut]
      .map((k) => k.replace('|', ' '))
      .sort()
      .join(', ')}`,
  );
table('Fresh store (no history)', run(false));
if (history)
  table(`Demo chain (${history.length} buybacks and sales of the last 90 days)`, run(true));
else console.log(`\nNo demo database at ${url}: run \`npm run demo\` once for the chain's column.`);
