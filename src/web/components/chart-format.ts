import { formatDay, formatMoney, formatMoneyShort, formatShortDay } from '../../shared/format';

/**
 * How every chart writes its figures. A tooltip is read as an amount, so it is exact ($2,512.40);
 * an axis tick is only a mark on a scale, so it may abbreviate ($2.5K). Days are US dates: 11/24
 * on an axis, 11/24/2026 in a tooltip.
 */
export const chartMoney = (value: number) => formatMoney(value);
export const chartMoneyTick = (value: number) => formatMoneyShort(value);
export const chartDayTick = (date: string) => formatShortDay(date);

/**
 * Tooltip props for a chart whose category is a YYYY-MM-DD day. The chart asks for a label while
 * no point is hovered too, with none to give: that is an empty label, not 'Invalid Date'.
 */
export const dayTooltipProps = {
  labelFormatter: (label: unknown) => (typeof label === 'string' && label ? formatDay(label) : ''),
};

/** A partial day's bar (the day so far): lighter, with a dashed edge, so it is not read as a day. */
export const partialBarProps = {
  fillOpacity: 0.35,
  strokeOpacity: 1,
  strokeWidth: 1.5,
  strokeDasharray: '4 3',
};
