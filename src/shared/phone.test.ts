import { describe, expect, it } from 'vitest';
import { ZAppointmentInput } from './appointments';
import { ZBuybackFields } from './buybacks';
import { formatPhone, phoneDigits } from './customers';
import { ZOptionalPhone, ZPhone } from './fields';
import { ZRepairWaiverInput } from './repairs';
import { ZSaleFields } from './sales';

describe('formatPhone', () => {
  it('writes a US number, 10 digits or 11 starting with 1, as (404) 555-0199', () => {
    for (const typed of [
      '4045550199',
      '404-555-0199',
      '404.555.0199',
      ' (404)555-0199 ',
      '1 404 555 0199',
      '+1 (404) 555-0199',
      '(404) 555-0199',
    ])
      expect(formatPhone(typed)).toBe('(404) 555-0199');
  });

  it('keeps any other number as typed', () => {
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    // Ten digits after another country code are not a US number.
    expect(formatPhone('+49 30 1234567')).toBe('+49 30 1234567');
    expect(formatPhone(' 555-0100 ext 12 ')).toBe('555-0100 ext 12');
    expect(formatPhone('24045550199')).toBe('24045550199');
  });

  it('keeps the digits a search compares', () => {
    expect(phoneDigits(formatPhone('404.555.0199'))).toBe('4045550199');
    expect(phoneDigits(formatPhone('+1 404 555 0199'))).toBe('4045550199');
  });
});

describe('phone fields of the shared schemas', () => {
  it('parse to the stored format, and parsing that again changes nothing', () => {
    const once = ZPhone.parse('1-404-555-0199');
    expect(once).toBe('(404) 555-0199');
    expect(ZPhone.parse(once)).toBe(once);
    expect(ZOptionalPhone.parse('404 555 0199')).toBe('(404) 555-0199');
    expect(ZOptionalPhone.parse('')).toBeUndefined();
    expect(ZOptionalPhone.safeParse('555-01').success).toBe(false);
  });

  it('apply to every form that takes a customer phone', () => {
    const fields = {
      repairs: ZRepairWaiverInput.in.shape.customerPhone,
      buybacks: ZBuybackFields.shape.customerPhone,
      sales: ZSaleFields.shape.customerPhone,
      appointments: ZAppointmentInput.shape.customerPhone,
    };
    for (const [form, field] of Object.entries(fields))
      expect([form, field.parse('404.555.0199')]).toEqual([form, '(404) 555-0199']);
  });
});
