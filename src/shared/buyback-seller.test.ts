import { describe, expect, it } from 'vitest';
import {
  ageOn,
  isExpired,
  SELLER_FIELDS,
  SELLER_MESSAGES,
  sellerDeclaration,
  sellerRefusal,
} from './buyback-seller';
import { formatDay } from './format';
import { addYears, localDate } from './time';

const RULES = { buybackMinAge: 18, buybackSecondId: false };
const seller = (over: Partial<Parameters<typeof sellerRefusal>[0]> = {}) => ({
  sellerBirthDate: '1990-04-12',
  idType: 'drivers_license',
  idExpiry: '2030-01-01',
  ...over,
});

describe('the seller’s age on the day of the purchase', () => {
  it('turns 18 on the birthday itself, not the day before', () => {
    expect(ageOn('2008-11-20', '2026-11-19')).toBe(17);
    expect(ageOn('2008-11-20', '2026-11-20')).toBe(18);
    expect(ageOn('2008-11-20', '2026-12-31')).toBe(18);
  });

  it('counts a Feb 29 birthday from Mar 1 in a common year', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });

  it('is the store’s date: 11:50 PM the night before a birthday in New York is still under age', () => {
    const lateNight = new Date('2026-11-20T04:50:00.000Z');
    const today = localDate(lateNight, 'America/New_York');
    expect(today).toBe('2026-11-19');
    expect(sellerRefusal(seller({ sellerBirthDate: '2008-11-20' }), RULES, today)).toEqual({
      field: 'sellerBirthDate',
      message: SELLER_MESSAGES.underage(18, 17),
    });
    const afterMidnight = localDate(new Date('2026-11-20T05:20:00.000Z'), 'America/New_York');
    expect(sellerRefusal(seller({ sellerBirthDate: '2008-11-20' }), RULES, afterMidnight)).toBe(
      null,
    );
  });

  it('is the store’s date across the spring DST change (4:59 AM the day after a birthday)', () => {
    // 2027-03-14 02:00 EST becomes 03:00 EDT; 4:59 AM EDT is 08:59 UTC.
    const today = localDate(new Date('2027-03-14T08:59:00.000Z'), 'America/New_York');
    expect(today).toBe('2027-03-14');
    expect(ageOn('2009-03-14', today)).toBe(18);
    expect(ageOn('2009-03-15', today)).toBe(17);
  });
});

describe('the refusals', () => {
  it('refuses a birth date after today', () => {
    expect(sellerRefusal(seller({ sellerBirthDate: '2026-12-01' }), RULES, '2026-11-20')).toEqual({
      field: 'sellerBirthDate',
      message: SELLER_MESSAGES.futureBirth,
    });
  });

  it('takes an ID through its expiry date and refuses it the day after', () => {
    expect(isExpired('2026-11-20', '2026-11-20')).toBe(false);
    expect(isExpired('2026-11-20', '2026-11-21')).toBe(true);
    expect(sellerRefusal(seller({ idExpiry: '2026-11-19' }), RULES, '2026-11-20')).toEqual({
      field: 'idExpiry',
      message: SELLER_MESSAGES.expired(formatDay('2026-11-19')),
    });
  });

  it('asks for a second ID only where the store requires one, and not the same document twice', () => {
    const strict = { ...RULES, buybackSecondId: true };
    expect(sellerRefusal(seller(), RULES, '2026-11-20')).toBe(null);
    expect(sellerRefusal(seller(), strict, '2026-11-20')?.field).toBe('secondIdType');
    expect(sellerRefusal(seller({ secondIdType: 'passport' }), strict, '2026-11-20')?.field).toBe(
      'secondIdNumber',
    );
    expect(
      sellerRefusal(
        seller({ secondIdType: 'drivers_license', secondIdNumber: 'D2' }),
        strict,
        '2026-11-20',
      ),
    ).toEqual({ field: 'secondIdType', message: SELLER_MESSAGES.secondIdSame });
    expect(
      sellerRefusal(
        seller({ secondIdType: 'passport', secondIdNumber: 'P1', secondIdExpiry: '2026-01-01' }),
        strict,
        '2026-11-20',
      )?.field,
    ).toBe('secondIdExpiry');
    expect(
      sellerRefusal(
        seller({ secondIdType: 'passport', secondIdNumber: 'P1' }),
        strict,
        '2026-11-20',
      ),
    ).toBe(null);
  });
});

describe('the form fields', () => {
  it('refuse a date that does not exist and take the declaration only when made', () => {
    expect(SELLER_FIELDS.sellerBirthDate.safeParse('1990-02-30').success).toBe(false);
    expect(SELLER_FIELDS.sellerBirthDate.safeParse('04/12/1990').success).toBe(false);
    expect(SELLER_FIELDS.idExpiry.safeParse('2030-12-31').success).toBe(true);
    expect(SELLER_FIELDS.declaration.safeParse('true').success).toBe(true);
    expect(SELLER_FIELDS.declaration.safeParse('false').success).toBe(false);
    expect(SELLER_FIELDS.declaration.safeParse(undefined).success).toBe(false);
  });
});

describe('the declaration', () => {
  it('says the seller is the lawful owner, of the store’s age, how long they owned it, and true', () => {
    const words = sellerDeclaration({ minAge: 21, ownedFor: '6_to_12_months' });
    expect(words).toContain('I am the lawful owner of this device');
    expect(words).toContain('I am 21 years of age or older.');
    expect(words).toContain('I have owned it for 6 to 12 months.');
    expect(words).toContain('are true and my own');
  });
});

describe('how long a record is kept', () => {
  it('adds whole years, moving Feb 29 to Mar 1 rather than earlier', () => {
    expect(addYears('2026-11-20', 3)).toBe('2029-11-20');
    expect(addYears('2028-02-29', 3)).toBe('2031-03-01');
  });
});
