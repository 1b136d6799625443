import { describe, expect, it } from 'vitest';
import {
  BRANDS,
  findModel,
  isKnownBrand,
  modelsOf,
  searchBrands,
  searchModels,
  shippedStorages,
  unshippedStorageMessage,
  type DeviceModel,
} from './index';
import { STORAGE_OPTIONS, type Storage } from '../devices';

const SPEC_BRANDS = [
  'Apple',
  'Samsung',
  'Google',
  'OnePlus',
  'Xiaomi',
  'Sony',
  'LG',
  'Huawei',
  'Motorola',
  'Nokia',
  'Nothing',
  'Fairphone',
  'Asus',
  'TCL',
  'Honor',
  'Oppo',
  'Vivo',
  'Realme',
  'Alcatel',
  'BlackBerry',
  'HTC',
  'Lenovo',
  'ZTE',
  'Cat',
  'Kyocera',
  'Sonim',
  'Garmin',
  'Unihertz',
  'AGM',
];

const names = (models: readonly DeviceModel[]) => models.map((model) => model.name);

describe('brands', () => {
  it('are the 29 brands, in their fixed order', () => {
    expect(BRANDS).toHaveLength(29);
    expect([...BRANDS]).toEqual(SPEC_BRANDS);
  });

  it('isKnownBrand accepts only the exact spelling', () => {
    expect(isKnownBrand('OnePlus')).toBe(true);
    expect(isKnownBrand('oneplus')).toBe(false);
    expect(isKnownBrand('Nokla')).toBe(false);
  });
});

describe.each(BRANDS)('%s models', (brand) => {
  const models = modelsOf(brand);
  const real = models.slice(0, -1);

  it('has at least 2 models and ends with Other', () => {
    expect(models.length).toBeGreaterThanOrEqual(2);
    expect(models.at(-1)).toEqual({ name: 'Other', releaseYear: null, kind: 'phone' });
  });

  it('has unique names, even ignoring case and punctuation', () => {
    expect(new Set(names(models)).size).toBe(models.length);
    for (const model of models) expect(findModel(brand, model.name)).toBe(model);
  });

  it('has a release year from 2007 to 2026 on every model but Other', () => {
    for (const model of real) {
      expect(model.name).not.toBe('Other');
      expect(model.releaseYear, model.name).not.toBeNull();
      expect(model.releaseYear).toBeGreaterThanOrEqual(2007);
      expect(model.releaseYear).toBeLessThanOrEqual(2026);
      expect(['phone', 'tablet', 'watch']).toContain(model.kind);
      expect(model.name.trim()).toBe(model.name);
    }
  });

  it('is sorted newest first', () => {
    const years = real.map((model) => model.releaseYear ?? 0);
    expect(years).toEqual([...years].sort((a, b) => b - a));
  });
});

describe('catalogue contents', () => {
  it('has the common models', () => {
    expect(findModel('Apple', 'iPhone 16 Pro Max')).toMatchObject({ releaseYear: 2024 });
    expect(findModel('Samsung', 'Galaxy S24 Ultra')).toMatchObject({ releaseYear: 2024 });
    expect(findModel('Google', 'Pixel 8')).toMatchObject({ releaseYear: 2023 });
  });

  it('covers the tablets and watches a repair shop sees', () => {
    const kinds = (brand: string) => new Set(modelsOf(brand).map((model) => model.kind));
    expect(kinds('Apple')).toEqual(new Set(['phone', 'tablet', 'watch']));
    expect(kinds('Samsung')).toEqual(new Set(['phone', 'tablet', 'watch']));
    expect(kinds('Google')).toEqual(new Set(['phone', 'tablet', 'watch']));
    expect(
      modelsOf('Garmin')
        .slice(0, -1)
        .every((model) => model.kind === 'watch'),
    ).toBe(true);
  });

  it('gives nothing for an unknown brand', () => {
    expect(modelsOf('Nokla')).toEqual([]);
    expect(findModel('Nokla', 'Other')).toBeUndefined();
    expect(findModel('Apple', 'iPhone 99')).toBeUndefined();
  });

  it('finds models ignoring case, spacing and punctuation', () => {
    expect(findModel('apple', 'iphone 16 pro max')?.name).toBe('iPhone 16 Pro Max');
    expect(findModel('Samsung', 'galaxy s25 plus')?.name).toBe('Galaxy S25+');
    expect(findModel('Samsung', 'Galaxy S25')?.name).toBe('Galaxy S25');
  });
});

describe('searchModels', () => {
  const search = (brand: string, query: string, limit?: number) =>
    names(searchModels(brand, query, limit));

  it('ignores case, spaces, dashes and punctuation', () => {
    for (const query of ['s24 ultra', 'S24Ultra', 'galaxy-s24 ultra', 'GALAXY S24 ULTRA', 's24u']) {
      expect(search('Samsung', query), query).toEqual(['Galaxy S24 Ultra']);
    }
    expect(search('Samsung', 'galaxy s24u')).toEqual(['Galaxy S24 Ultra']);
  });

  it('does not read a number as an abbreviation', () => {
    expect(search('Samsung', 'a15')).toEqual(['Galaxy A15 5G']);
    expect(search('Apple', '16pm')).toEqual(['iPhone 16 Pro Max']);
  });

  it('requires every query word, and puts the model the words name whole first', () => {
    expect(search('Apple', '16 pro')).toEqual(['iPhone 16 Pro', 'iPhone 16 Pro Max']);
    expect(search('Apple', 'iphone 15 pro')).toEqual(['iPhone 15 Pro', 'iPhone 15 Pro Max']);
    expect(search('Apple', 'pro 16 max')).toEqual(['iPhone 16 Pro Max']);
    expect(search('Apple', '16 pro galaxy')).toEqual([]);
  });

  it('keeps catalogue order and honours the limit', () => {
    const all = search('Google', 'pix');
    expect(all).toEqual(names(modelsOf('Google')).filter((name) => name.startsWith('Pixel')));
    expect(search('Google', 'pix', 3)).toEqual(all.slice(0, 3));
    expect(search('Google', 'pix', 0)).toEqual([]);
    // The model typed whole comes first; the rest keep their order.
    expect(search('Google', 'pixel')).toEqual(['Pixel', ...all.filter((n) => n !== 'Pixel')]);
  });

  it('lists every model for an empty query', () => {
    expect(search('Fairphone', '  ')).toEqual(names(modelsOf('Fairphone')));
  });

  it('tells "+" apart from the plain model', () => {
    expect(search('Samsung', 's25+')).toEqual(['Galaxy S25+']);
    expect(search('Samsung', 's25 plus')).toEqual(['Galaxy S25+']);
  });

  it('matches names with accents from plain letters', () => {
    expect(search('Garmin', 'fenix 8')).toEqual(['fēnix 8', 'fēnix 8 Pro']);
  });

  it('gives nothing for an unknown brand', () => {
    expect(searchModels('Nokla', 'g400')).toEqual([]);
    expect(searchModels('', '')).toEqual([]);
  });
});

describe('searchBrands', () => {
  it('matches brands ignoring case and spacing, in their fixed order', () => {
    expect(searchBrands('one plus')).toEqual(['OnePlus']);
    expect(searchBrands('black berry')).toEqual(['BlackBerry']);
    expect(searchBrands('o')).toEqual(SPEC_BRANDS.filter((brand) => /o/i.test(brand)));
    expect(searchBrands('')).toEqual(SPEC_BRANDS);
    expect(searchBrands('nokla')).toEqual([]);
  });
});

describe('shipped storages', () => {
  const order = (storage: string) => STORAGE_OPTIONS.indexOf(storage as Storage);

  it('lists each model’s sizes smallest first, without repeats', () => {
    const unordered = BRANDS.flatMap((brand) =>
      modelsOf(brand)
        .filter(({ storages }) =>
          storages?.some((storage, i) => i > 0 && order(storage) <= order(storages[i - 1]!)),
        )
        .map(({ name }) => `${brand} ${name}`),
    );
    expect(unordered).toEqual([]);
  });

  it('knows the sizes of every iPhone, Galaxy S, Z and Note, and Pixel phone', () => {
    const unknown = (['Apple', 'Samsung', 'Google'] as const).flatMap((brand) =>
      modelsOf(brand)
        .filter(({ name, kind }) => kind === 'phone' && /^(iPhone|Galaxy [SZN]|Pixel)/.test(name))
        .filter(({ name, storages }) => !storages && !/^Galaxy S6( edge)?$/.test(name))
        .map(({ name }) => name),
    );
    expect(unknown).toEqual([]);
  });

  it('finds a model’s sizes however it is typed, and null when unknown', () => {
    expect(shippedStorages('samsung', 'galaxy s24 ultra')).toEqual(['256GB', '512GB', '1TB']);
    expect(shippedStorages('Apple', 'iPhone 15 Pro Max')).toEqual(['256GB', '512GB', '1TB']);
    expect(shippedStorages('Google', 'Pixel 8')).toEqual(['128GB', '256GB']);
    expect(shippedStorages('Apple', 'iPad Air 2')).toBeNull();
    expect(shippedStorages('Apple', 'iPhone 99')).toBeNull();
    expect(shippedStorages('Nobrand', 'Galaxy S24 Ultra')).toBeNull();
  });
});

describe('unshippedStorageMessage', () => {
  it('names the model and the sizes it was sold with', () => {
    expect(unshippedStorageMessage('Samsung', 'Galaxy S24 Ultra', '64GB')).toBe(
      'The Galaxy S24 Ultra was not sold with 64GB: choose 256GB, 512GB or 1TB',
    );
    expect(unshippedStorageMessage('Google', 'Pixel 8', '512GB')).toBe(
      'The Pixel 8 was not sold with 512GB: choose 128GB or 256GB',
    );
    expect(unshippedStorageMessage('Google', 'Pixel 7a', '256GB')).toBe(
      'The Pixel 7a was not sold with 256GB: choose 128GB',
    );
  });

  it('matches brand and model ignoring case and spacing', () => {
    expect(unshippedStorageMessage('APPLE', 'iphone 15 pro max', '128GB')).toBe(
      'The iPhone 15 Pro Max was not sold with 128GB: choose 256GB, 512GB or 1TB',
    );
  });

  it('accepts a size the model shipped with, and any size of an unknown model', () => {
    expect(unshippedStorageMessage('samsung', 'galaxy s24 ultra', '1TB')).toBeNull();
    expect(unshippedStorageMessage('Apple', 'iPad Air 2', '2TB')).toBeNull();
    expect(unshippedStorageMessage('Xiaomi', 'Mystery 1', '32GB')).toBeNull();
  });
});
