import { describe, expect, it } from 'vitest';
import { chartDayTick, chartMoney, chartMoneyTick, dayTooltipProps } from './chart-format';

describe('chart formatting', () => {
  it('gives tooltips the exact amount and axes an abbreviated one', () => {
    expect(chartMoney(2512.4)).toBe('$2,512.40');
    expect(chartMoneyTick(2512.4)).toBe('$2.5K');
  });

  it('writes days the US way on the axis and in the tooltip', () => {
    expect(chartDayTick('2026-11-24')).toBe('11/24');
    expect(dayTooltipProps.labelFormatter('2026-11-24')).toBe('11/24/2026');
  });

  it('leaves the tooltip label empty while nothing is hovered', () => {
    expect(dayTooltipProps.labelFormatter(undefined)).toBe('');
    expect(dayTooltipProps.labelFormatter('')).toBe('');
  });
});
