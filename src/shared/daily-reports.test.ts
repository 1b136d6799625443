import { describe, expect, it } from 'vitest';
import { amountToCents, reportTotalsCents, toCount, ZDailyReportInput } from './daily-reports';

describe('daily report totals (spec section 5)', () => {
  it('adds cash, card and finance; net takes away devices cost, taxes and tips', () => {
    const totals = reportTotalsCents({
      cashAmount: '100',
      cardAmount: '50.25',
      financeAmount: '0',
      devicesCost: '20',
      taxes: '10',
      tips: '5.10',
      refunds: '99',
    });
    expect(totals).toEqual({ paymentTotal: 15025, grossTotal: 15025, netSales: 11515 });
  });

  it('counts unparsable amounts as 0 and keeps cents exact', () => {
    expect(amountToCents('abc')).toBe(0);
    expect(amountToCents('')).toBe(0);
    expect(amountToCents(undefined)).toBe(0);
    expect(amountToCents('$1,234.56')).toBe(123456);
    expect(amountToCents('0.1')).toBe(10);
    expect(reportTotalsCents({ cashAmount: '0.1', cardAmount: '0.2' }).grossTotal).toBe(30);
  });

  it('coerces reviews and followers to whole numbers', () => {
    expect(toCount('12')).toBe(12);
    expect(toCount('x')).toBe(0);
    expect(toCount(-3)).toBe(0);
    expect(toCount('7.9')).toBe(7);
  });

  it('defaults missing amounts to 0 and refuses negative ones', () => {
    const parsed = ZDailyReportInput.parse({ cashAmount: '12.50' });
    expect(parsed.cardAmount).toBe('0');
    expect(parsed.cashAmount).toBe('12.50');
    const bad = ZDailyReportInput.safeParse({ taxes: '-5' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('Amounts cannot be negative');
  });
});
