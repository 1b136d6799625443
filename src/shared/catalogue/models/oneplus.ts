import type { DeviceModel } from '../types';

/**
 * Numbered flagships, the US Nord N models and the Open. Years count from the first launch
 * anywhere, so the China-first OnePlus 12 is 2023.
 */
export const oneplusModels: readonly DeviceModel[] = [
  { name: 'OnePlus 15', releaseYear: 2025, kind: 'phone', storages: ['256GB', '512GB'] },
  { name: 'OnePlus 13R', releaseYear: 2025, kind: 'phone', storages: ['256GB', '512GB'] },
  { name: 'OnePlus 13', releaseYear: 2024, kind: 'phone', storages: ['256GB', '512GB'] },
  { name: 'OnePlus 12R', releaseYear: 2024, kind: 'phone', storages: ['128GB', '256GB'] },
  { name: 'OnePlus 12', releaseYear: 2023, kind: 'phone', storages: ['256GB', '512GB'] },
  { name: 'OnePlus Open', releaseYear: 2023, kind: 'phone', storages: ['512GB'] },
  { name: 'OnePlus 11', releaseYear: 2023, kind: 'phone', storages: ['128GB', '256GB'] },
  { name: 'Nord N30 5G', releaseYear: 2023, kind: 'phone', storages: ['128GB'] },
  { name: 'OnePlus 10T', releaseYear: 2022, kind: 'phone', storages: ['128GB', '256GB'] },
  { name: 'OnePlus 10 Pro', releaseYear: 2022, kind: 'phone', storages: ['128GB', '256GB'] },
  { name: 'Nord N20 5G', releaseYear: 2022, kind: 'phone', storages: ['128GB'] },
  { name: 'OnePlus 9 Pro', releaseYear: 2021, kind: 'phone', storages: ['128GB', '256GB'] },
  { name: 'OnePlus 9', releaseYear: 2021, kind: 'phone', storages: ['128GB', '256GB'] },
  { name: 'Nord N200 5G', releaseYear: 2021, kind: 'phone', storages: ['64GB'] },
  { name: 'OnePlus 8T', releaseYear: 2020, kind: 'phone', storages: ['128GB', '256GB'] },
  { name: 'OnePlus 8 Pro', releaseYear: 2020, kind: 'phone', storages: ['128GB', '256GB'] },
  { name: 'OnePlus 8', releaseYear: 2020, kind: 'phone', storages: ['128GB', '256GB'] },
  { name: 'Nord N10 5G', releaseYear: 2020, kind: 'phone', storages: ['128GB'] },
  { name: 'Nord N100', releaseYear: 2020, kind: 'phone', storages: ['64GB'] },
  { name: 'OnePlus 7T Pro', releaseYear: 2019, kind: 'phone', storages: ['256GB'] },
  { name: 'OnePlus 7T', releaseYear: 2019, kind: 'phone', storages: ['128GB', '256GB'] },
  { name: 'OnePlus 7 Pro', releaseYear: 2019, kind: 'phone', storages: ['128GB', '256GB'] },
  { name: 'OnePlus 6T', releaseYear: 2018, kind: 'phone', storages: ['128GB', '256GB'] },
  { name: 'OnePlus 6', releaseYear: 2018, kind: 'phone', storages: ['64GB', '128GB', '256GB'] },
  { name: 'OnePlus 5T', releaseYear: 2017, kind: 'phone', storages: ['64GB', '128GB'] },
  { name: 'OnePlus 5', releaseYear: 2017, kind: 'phone', storages: ['64GB', '128GB'] },
  { name: 'Other', releaseYear: null, kind: 'phone' },
];
