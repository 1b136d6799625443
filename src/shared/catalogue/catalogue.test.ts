import { describe, expect, it } from 'vitest';
import {
  BRANDS,
  findModel,
  isKnownBrand,
  modelsOf,
  searchBrands,
  searchModels,
  type DeviceModel,
} from './index';

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

  it('requires every query word', () => {
    expect(search('Apple', '16 pro')).toEqual(['iPhone 16 Pro Max', 'iPhone 16 Pro']);
    expect(search('Apple', 'pro 16 max')).toEqual(['iPhone 16 Pro Max']);
    expect(search('Apple', '16 pro galaxy')).toEqual([]);
  });

  it('keeps catalogue order and honours the limit', () => {
    const all = search('Google', 'pixel');
    expect(all).toEqual(names(modelsOf('Google')).filter((name) => name.startsWith('Pixel')));
    expect(search('Google', 'pixel', 3)).toEqual(all.slice(0, 3));
    expect(search('Google', 'pixel', 0)).toEqual([]);
  });

  it('lists every model for an empty query', () => {
    expect(search('Fairphone', '  ')).toEqual(names(modelsOf('Fairphone')));
  });

  it('tells "+" apart from the plain model', () => {
    expect(search('Samsung', 's25+')).toEqual(['Galaxy S25+']);
    expect(search('Samsung', 's25 plus')).toEqual(['Galaxy S25+']);
  });

  it('matches names with accents from plain letters', () => {
    expect(search('Garmin', 'fenix 8')).toEqual(['fēnix 8 Pro', 'fēnix 8']);
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
