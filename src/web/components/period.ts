/** The quick choices of a period picker: the last 7, 30 or 90 days, today included. */
export const PERIOD_PRESETS = ['7', '30', '90'] as const;
export type PeriodChoice = (typeof PERIOD_PRESETS)[number] | 'range';
export type PeriodValue = { choice: PeriodChoice; from: string; to: string };

function isoDate(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The last `days` calendar days ending today on the user's own calendar. */
export function lastDays(days: number, now = new Date()): { from: string; to: string } {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (days - 1));
  return { from: isoDate(start), to: isoDate(now) };
}

export const initialPeriod = (): PeriodValue => ({ choice: '30', ...lastDays(30) });

/** A range is asked for only once both ends are set and in order. */
export const periodReady = (p: PeriodValue) => !!p.from && !!p.to && p.from <= p.to;
