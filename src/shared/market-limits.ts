/**
 * The market table's format and limits (src/shared/market-prices.ts), apart from its schemas and
 * the device catalogue they check against, so the screens that only show them stay small.
 */
export const MARKET_CSV_HEADER = [
  'brand',
  'model',
  'storage',
  'kind',
  'condition',
  'usd',
  'source',
  'observed',
] as const;

/** A table older than this warns office roles that offers may have drifted from the market. */
export const MARKET_STALE_DAYS = 60;
export const MARKET_MAX_ROWS = 20_000;
/** The largest CSV an import takes, in characters (the screen checks it before sending). */
export const MARKET_MAX_CSV_CHARS = 3_000_000;
/** The longest file name an import keeps. */
export const MARKET_MAX_FILE_NAME = 200;
