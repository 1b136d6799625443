import type { DeviceModel } from '../types';

/**
 * ZTE phones plus the RedMagic gaming phones of its nubia sub-brand, which US customers buy
 * direct.
 */
export const zteModels: readonly DeviceModel[] = [
  { name: 'RedMagic 10 Pro', releaseYear: 2024, kind: 'phone' },
  { name: 'RedMagic 9 Pro', releaseYear: 2023, kind: 'phone' },
  { name: 'RedMagic 8 Pro', releaseYear: 2022, kind: 'phone' },
  { name: 'RedMagic 7', releaseYear: 2022, kind: 'phone' },
  { name: 'Axon 40 Ultra', releaseYear: 2022, kind: 'phone' },
  { name: 'RedMagic 6', releaseYear: 2021, kind: 'phone' },
  { name: 'Axon 30 Ultra 5G', releaseYear: 2021, kind: 'phone' },
  { name: 'Axon 20 5G', releaseYear: 2020, kind: 'phone' },
  { name: 'Axon 10 Pro', releaseYear: 2019, kind: 'phone' },
  { name: 'Axon M', releaseYear: 2017, kind: 'phone' },
  { name: 'Blade Spark', releaseYear: 2017, kind: 'phone' },
  { name: 'Blade Z Max', releaseYear: 2017, kind: 'phone' },
  { name: 'Axon 7', releaseYear: 2016, kind: 'phone' },
  { name: 'ZMAX Pro', releaseYear: 2016, kind: 'phone' },
  { name: 'Other', releaseYear: null, kind: 'phone' },
];
