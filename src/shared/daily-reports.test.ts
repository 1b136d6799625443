import { describe, expect, it } from 'vitest';
import {
  amountToCents,
  loginBlockedMessage,
  REPORT_MESSAGES,
  reportTotalsCents,
  ZDailyReportInput,
} from './daily-reports';

describe('daily report totals (docs/product.md, Daily report and the sign-in block)', () => {
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

  it('counts unparsable amounts as 0 in the live totals and keeps cents exact', () => {
    expect(amountToCents('abc')).toBe(0);
    expect(amountToCents('')).toBe(0);
    expect(amountToCents(undefined)).toBe(0);
    expect(amountToCents('$1,234.56')).toBe(123456);
    expect(amountToCents('0.1')).toBe(10);
    // What the submission refuses adds nothing to the live totals either.
    for (const literal of ['0x10', '0b11', '1e3', '-5', '1.005'])
      expect(amountToCents(literal)).toBe(0);
    expect(reportTotalsCents({ cashAmount: '0.1', cardAmount: '0.2' }).grossTotal).toBe(30);
  });

  it('takes reviews and followers as whole numbers only', () => {
    const parsed = ZDailyReportInput.parse({ googleReviews: '12', socialFollowers: 3 });
    expect([parsed.googleReviews, parsed.socialFollowers]).toEqual([12, 3]);
    expect(ZDailyReportInput.parse({ googleReviews: '' }).googleReviews).toBe(0);
    for (const bad of ['2.5', 'x', '-3', 2.5, -1, '1e3']) {
      const result = ZDailyReportInput.safeParse({ googleReviews: bad });
      expect(result.error?.issues[0]?.message, String(bad)).toBe('Enter a whole number');
    }
  });

  it('defaults missing amounts to 0 and keeps each to the cent', () => {
    const parsed = ZDailyReportInput.parse({ cashAmount: '12.5', cardAmount: '$1,250', tips: 3.1 });
    expect(parsed.cardAmount).toBe('1250.00');
    expect(parsed.cashAmount).toBe('12.50');
    expect(parsed.tips).toBe('3.10');
    expect(parsed.refunds).toBe('0.00');
  });

  it('refuses negative, unreadable and sub-cent amounts with the reason', () => {
    const message = (value: unknown) =>
      ZDailyReportInput.safeParse({ taxes: value }).error?.issues[0]?.message;
    expect(message('-5')).toBe('Amounts cannot be negative');
    expect(message(-5)).toBe('Amounts cannot be negative');
    expect(message('-$0100')).toBe('Amounts cannot be negative');
    expect(message('abc')).toBe('Enter an amount like 120.50');
    expect(message('0x10')).toBe('Enter an amount like 120.50');
    expect(message('1e3')).toBe('Enter an amount like 120.50');
    expect(message('1.005')).toBe('Use at most 2 decimals');
    expect(message(1.005)).toBe('Use at most 2 decimals');
    expect(message('100000000000000')).toBe('Amount is too large');
  });

  it('holds any sum a day can take: $12,000,000 is a figure, not an error (issue 37)', () => {
    expect(ZDailyReportInput.parse({ cashAmount: '12000000' }).cashAmount).toBe('12000000.00');
    expect(ZDailyReportInput.parse({ cardAmount: '$21,474,836.48' }).cardAmount).toBe(
      '21474836.48',
    );
  });
});

describe('the sign-in block message (docs/product.md, Messages)', () => {
  // A report of Nov 21 in New York: sign-in reopens at 8:00 AM on Nov 22, 13:00 UTC.
  const until = new Date('2026-11-22T13:00:00Z');
  const message = (now: string, zone = 'America/New_York') =>
    loginBlockedMessage(until, new Date(now), zone);

  it('says tomorrow before midnight, store time, and today after it', () => {
    expect(message('2026-11-22T04:50:00Z')).toBe(REPORT_MESSAGES.blocked); // 11:50 PM
    expect(message('2026-11-22T05:20:00Z')).toBe(REPORT_MESSAGES.blockedToday); // 12:20 AM
    expect(message('2026-11-22T09:59:00Z')).toBe(REPORT_MESSAGES.blockedToday); // 4:59 AM
    expect(REPORT_MESSAGES.blockedToday).toBe(
      'Daily sales report has been submitted. Login will be available at 8:00 AM today.',
    );
  });

  it("reads the day on the store's clock, not the reader's", () => {
    // 12:20 AM in New York is still 11:20 PM the day before in Chicago.
    expect(message('2026-11-22T05:20:00Z', 'America/Chicago')).toBe(REPORT_MESSAGES.blocked);
  });

  it('names the day right on the nights the clocks change', () => {
    // 8:00 AM EDT on Mar 8, 2026 is 12:00 UTC; 12:20 AM EST that night is 05:20 UTC.
    const spring = new Date('2026-03-08T12:00:00Z');
    const zone = 'America/New_York';
    expect(loginBlockedMessage(spring, new Date('2026-03-08T04:50:00Z'), zone)).toBe(
      REPORT_MESSAGES.blocked,
    );
    expect(loginBlockedMessage(spring, new Date('2026-03-08T05:20:00Z'), zone)).toBe(
      REPORT_MESSAGES.blockedToday,
    );
    // The second 1:30 AM of Nov 1 (EST) before 8:00 AM EST, 13:00 UTC.
    expect(
      loginBlockedMessage(new Date('2026-11-01T13:00:00Z'), new Date('2026-11-01T06:30:00Z'), zone),
    ).toBe(REPORT_MESSAGES.blockedToday);
  });
});
