import { describe, expect, it } from 'vitest';
import { findModel } from './index';
import { cataloguePrice, PRICED_MODELS, priceForStorage } from './prices';

describe('the launch price table', () => {
  it('prices only models the device catalogue knows, under their catalogue names', () => {
    const unknown = PRICED_MODELS.filter(
      ({ brand, model }) => findModel(brand, model)?.name !== model,
    );
    expect(unknown).toEqual([]);
  });

  it('covers the common models of the big brands', () => {
    for (const [brand, model] of [
      ['Apple', 'iPhone 11'],
      ['Apple', 'iPhone 17 Pro Max'],
      ['Samsung', 'Galaxy S24 Ultra'],
      ['Samsung', 'Galaxy A54 5G'],
      ['Google', 'Pixel 8'],
      ['OnePlus', 'OnePlus 12'],
      ['Motorola', 'Razr+ (2024)'],
    ] as const)
      expect(cataloguePrice(brand, model).listed, model).toBe(true);
  });
});

describe('priceForStorage', () => {
  it('adds $100 for the first step up and $200 per step beyond 256GB', () => {
    expect(priceForStorage([128, 799], '128GB')).toBe(799);
    expect(priceForStorage([128, 799], '256GB')).toBe(899);
    expect(priceForStorage([128, 799], '512GB')).toBe(1099);
    expect(priceForStorage([128, 999], '1TB')).toBe(1499);
  });

  it('takes $50 per step below the base storage and ignores a missing size', () => {
    expect(priceForStorage([128, 799], '64GB')).toBe(749);
    expect(priceForStorage([128, 799], undefined)).toBe(799);
  });
});

describe('cataloguePrice', () => {
  it('finds a model however it is typed, with its release year', () => {
    expect(cataloguePrice('apple', 'iphone 15 pro', '256GB')).toEqual({
      launchPrice: 1099,
      listed: true,
      releaseYear: 2023,
      baseStorageGb: 128,
    });
  });

  it('falls back to a brand estimate for a model without a price', () => {
    expect(cataloguePrice('Xiaomi', 'Xiaomi 15')).toEqual({
      launchPrice: 449,
      listed: false,
      releaseYear: 2024,
      baseStorageGb: null,
    });
    expect(cataloguePrice('Nobrand', 'Mystery 1')).toEqual({
      launchPrice: 299,
      listed: false,
      releaseYear: null,
      baseStorageGb: null,
    });
  });

  it('treats names every object inherits as an unknown brand and model', () => {
    for (const key of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      const unknown = { launchPrice: 299, listed: false, releaseYear: null, baseStorageGb: null };
      expect(cataloguePrice(key, 'iPhone 13'), key).toEqual(unknown);
      expect(cataloguePrice(key, key), key).toEqual(unknown);
      expect(cataloguePrice('Apple', key).launchPrice, key).toBe(799);
    }
  });
});

describe('the base storages of the price table', () => {
  it('are sizes the catalogue says the model shipped with', () => {
    const storageOf = (gb: number) => (gb >= 1024 ? `${gb / 1024}TB` : `${gb}GB`);
    const unsold = PRICED_MODELS.filter(({ brand, model, baseGb }) => {
      const storages = findModel(brand, model)?.storages;
      return storages && !(storages as readonly string[]).includes(storageOf(baseGb));
    }).map(({ model, baseGb }) => `${model} ${storageOf(baseGb)}`);
    expect(unsold).toEqual([]);
  });
});
