import { describe, expect, it } from 'vitest';
import { contactKeyOf, maskAddress, modelsReleasedBy, personalise, reasonFor } from './contacts';

describe('marketing contacts', () => {
  it('keys a phone by its digits and an e-mail in lower case, whatever was typed', () => {
    expect(contactKeyOf('sms', '(312) 555-0199')).toBe('p:3125550199');
    expect(contactKeyOf('email', ' Dana@Example.COM ')).toBe('e:dana@example.com');
  });

  it('finds models by release year, oldest included and newer left out', () => {
    const by2019 = modelsReleasedBy(2019);
    expect(by2019).toContain('iPhone 11');
    expect(by2019).not.toContain('iPhone 12');
    expect(by2019).not.toContain('Other');
    expect(modelsReleasedBy(1990)).toEqual([]);
  });

  it('says why a person is in an audience with the device’s year when the catalogue knows it', () => {
    expect(reasonFor('repair', 'Apple', 'iPhone 11')).toBe('Repair of an Apple iPhone 11 (2019)');
    expect(reasonFor('buyback', 'Acme', 'Phone X')).toBe('Sold us an Acme Phone X');
    expect(reasonFor('sale', 'Apple', 'iPhone 11')).toBe('Bought an Apple iPhone 11 (2019)');
    expect(reasonFor('sale', 'Samsung', 'Galaxy S21 5G')).toBe(
      'Bought a Samsung Galaxy S21 5G (2021)',
    );
  });

  it('does not add the year to a model whose name already has it', () => {
    expect(reasonFor('repair', 'Motorola', 'Moto G Power (2025)')).toBe(
      'Repair of a Motorola Moto G Power (2025)',
    );
  });

  it('fills the first name, or drops the tag cleanly when there is none', () => {
    expect(personalise('Hi {firstName}, 20% off', 'Dana Booker')).toBe('Hi Dana, 20% off');
    expect(personalise('Hi {firstName}, 20% off', '  ')).toBe('Hi, 20% off');
    expect(personalise('{firstName} and {firstName}', 'Li')).toBe('Li and Li');
  });

  it('masks addresses to what their owner recognises', () => {
    expect(maskAddress('dana@example.com')).toBe('d•••@example.com');
    expect(maskAddress('(312) 555-0199')).toBe('•••0199');
  });
});
