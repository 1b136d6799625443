import { describe, expect, it } from 'vitest';
import { zDollars } from './fields';
import { MONEY_MESSAGES } from './money';

const FIELD_MESSAGE = 'Amount must be positive';
const amount = zDollars(FIELD_MESSAGE);
const messageFor = (value: unknown) => amount.safeParse(value).error?.issues[0]?.message;

describe('zDollars, the money field of every counter form', () => {
  it('reads plain decimals, a dollar sign and thousands separators to the cent', () => {
    expect(amount.parse('250')).toBe(250);
    expect(amount.parse('120.5')).toBe(120.5);
    expect(amount.parse('1,200.50')).toBe(1200.5);
    expect(amount.parse('$1,250.00')).toBe(1250);
    expect(amount.parse(' 19.99 ')).toBe(19.99);
  });

  it('keeps taking JSON numbers that are whole cents', () => {
    expect(amount.parse(129.5)).toBe(129.5);
    expect(amount.parse(0.1 + 0.2)).toBeCloseTo(0.3);
    expect(messageFor(10.005)).toBe(MONEY_MESSAGES.decimals);
  });

  it('refuses programming literals and other non-amounts with the field message', () => {
    for (const text of [
      '0x10',
      '0b11',
      '0o17',
      '1e3',
      '1E3',
      'Infinity',
      'NaN',
      '12,34',
      '1_000',
      '',
      ' ',
      '-5',
      '0',
      '0.00',
      'abc',
    ]) {
      expect(messageFor(text), text).toBe(FIELD_MESSAGE);
    }
  });

  it('says when there are more than two decimals or the amount is too large', () => {
    expect(messageFor('1.999')).toBe(MONEY_MESSAGES.decimals);
    expect(messageFor('100,000.01')).toBe(MONEY_MESSAGES.tooLarge);
    expect(messageFor(100_000.01)).toBe(MONEY_MESSAGES.tooLarge);
    expect(amount.parse('100,000')).toBe(100_000);
  });
});
