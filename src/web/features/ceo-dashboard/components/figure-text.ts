import { formatMoney } from '../../../../shared/format';

/** A percentage with one decimal, or a dash when there was nothing to measure. */
export const pctText = (v: number | null) => (v === null ? '—' : `${v.toFixed(1)}%`);

/** Hours under two days, whole days and hours beyond; a dash with no repair completed. */
export function hoursText(v: number | null): string {
  if (v === null) return '—';
  if (v < 48) return `${v.toFixed(1)} h`;
  return `${Math.floor(v / 24)} d ${Math.round(v % 24)} h`;
}

export const moneyText = (v: number) => formatMoney(v);
