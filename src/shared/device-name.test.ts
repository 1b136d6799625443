import { describe, expect, it } from 'vitest';
import { deviceName } from './device-name';

describe('a device as staff say it', () => {
  it('puts the brand before the model', () => {
    expect(deviceName('Apple', 'iPhone 15')).toBe('Apple iPhone 15');
    expect(deviceName('Samsung', 'Galaxy S24')).toBe('Samsung Galaxy S24');
  });

  it('says the brand once when the model carries it, whatever its case', () => {
    expect(deviceName('OnePlus', 'OnePlus 12')).toBe('OnePlus 12');
    expect(deviceName('oneplus', 'OnePlus 12R')).toBe('OnePlus 12R');
    expect(deviceName('OnePlus', 'OnePlus')).toBe('OnePlus');
  });

  it('keeps a model that only starts with the same letters', () => {
    expect(deviceName('One', 'OnePlus 12')).toBe('One OnePlus 12');
    expect(deviceName('', 'Pixel 8')).toBe('Pixel 8');
  });
});
