import { describe, expect, it } from 'vitest';
import {
  imeiCheckDigit,
  imeiProblem,
  normalizeImei,
  ZDeviceIdentifier,
  ZImeiFlagClearInput,
  ZImeiFlagInput,
} from './imei';

const WRONG_DIGIT = 'The IMEI check digit is wrong: check the number again';

describe('imeiCheckDigit', () => {
  it('computes the Luhn digit of known IMEIs', () => {
    expect(imeiCheckDigit('49015420323751')).toBe(8);
    expect(imeiCheckDigit('35693803564380')).toBe(9);
    expect(imeiCheckDigit('00000000000000')).toBe(0);
  });
});

describe('imeiProblem', () => {
  it('accepts valid IMEIs', () => {
    expect(imeiProblem('490154203237518')).toBeNull();
    expect(imeiProblem('356938035643809')).toBeNull();
  });

  it('accepts the spaces and dashes of a printed IMEI', () => {
    expect(imeiProblem('49 015420 323751 8')).toBeNull();
    expect(imeiProblem('35-693803-564380-9')).toBeNull();
  });

  it('says what is wrong with a mistyped one', () => {
    expect(imeiProblem('490154203237519')).toBe(WRONG_DIGIT);
    expect(imeiProblem('490154203237581')).toBe(WRONG_DIGIT);
    expect(imeiProblem('49015420323751')).toBe('An IMEI has 15 digits');
    expect(imeiProblem('4901542032375180')).toBe('An IMEI has 15 digits');
    expect(imeiProblem('49015420323751O')).toBe('An IMEI has only digits');
    expect(imeiProblem('')).toBe('An IMEI has only digits');
  });
});

describe('normalizeImei', () => {
  it('keeps only what is stored: the digits', () => {
    expect(normalizeImei(' 35-693803 564380-9 ')).toBe('356938035643809');
  });
});

describe('ZDeviceIdentifier', () => {
  const parse = (v: unknown) => ZDeviceIdentifier.safeParse(v);
  const message = (v: unknown) => parse(v).error?.issues[0]?.message;

  it('takes a valid IMEI in any printed form, as its digits', () => {
    expect(parse('35 693803 564380 9').data).toBe('356938035643809');
    expect(parse('490154203237518').data).toBe('490154203237518');
  });

  it('takes the serial number of a device without an IMEI, upper-cased', () => {
    expect(parse('F2LXK0ABHG7F').data).toBe('F2LXK0ABHG7F');
    expect(parse('f2lxk0abhg7f').data).toBe('F2LXK0ABHG7F');
  });

  it('refuses an IMEI-length number that fails the check, and anything too short', () => {
    expect(message('490154203237519')).toBe(WRONG_DIGIT);
    expect(message('49015420323751')).toBe('An IMEI has 15 digits');
    expect(message('ab')).toBe('Enter a 15-digit IMEI or the serial number');
    expect(message('')).toBe('IMEI or serial number is required');
    expect(message(undefined)).toBe('IMEI or serial number is required');
  });
});

describe('flag inputs', () => {
  it('need a kind and a reason', () => {
    expect(ZImeiFlagInput.safeParse({ kind: 'stolen', reason: 'Break-in' }).success).toBe(true);
    expect(
      ZImeiFlagInput.safeParse({ kind: 'broken', reason: 'Break-in' }).error?.issues[0]?.message,
    ).toBe('Choose lost, stolen or disputed');
    expect(ZImeiFlagClearInput.safeParse({ reason: ' ok ' }).error?.issues[0]?.message).toBe(
      'Say why the flag is cleared',
    );
  });
});
