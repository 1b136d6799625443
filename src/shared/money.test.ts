import { describe, expect, it } from 'vitest';
import { dollarsToCents, parseDollarText } from './money';

describe('dollars as typed at the counter', () => {
  it('reads plain decimals, a dollar sign and thousands separators to the cent', () => {
    expect(parseDollarText('120')).toEqual({ ok: true, cents: 12000 });
    expect(parseDollarText(' 120.5 ')).toEqual({ ok: true, cents: 12050 });
    expect(parseDollarText('$1,250.00')).toEqual({ ok: true, cents: 125000 });
    expect(parseDollarText('1,234,567.89')).toEqual({ ok: true, cents: 123456789 });
    expect(parseDollarText('.5')).toEqual({ ok: true, cents: 50 });
    expect(parseDollarText('7.')).toEqual({ ok: true, cents: 700 });
    expect(parseDollarText('0.10')).toEqual({ ok: true, cents: 10 });
  });

  it('says why anything else is not an amount', () => {
    expect(parseDollarText('')).toEqual({ ok: false, reason: 'empty' });
    expect(parseDollarText('-12')).toEqual({ ok: false, reason: 'negative' });
    expect(parseDollarText('$-12')).toEqual({ ok: false, reason: 'negative' });
    expect(parseDollarText('1.999')).toEqual({ ok: false, reason: 'decimals' });
    for (const text of [
      '0x10',
      '0b11',
      '1e3',
      'abc',
      '12,34',
      '1,2345',
      '$',
      '.',
      '--5',
      'Infinity',
    ])
      expect(parseDollarText(text), text).toEqual({ ok: false, reason: 'invalid' });
  });

  it('keeps numbers that are whole cents, and only those', () => {
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(1.005)).toBeNull();
    expect(dollarsToCents(Number.NaN)).toBeNull();
  });
});
