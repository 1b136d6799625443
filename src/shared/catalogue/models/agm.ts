import type { DeviceModel } from '../types';

/** Rugged phones sold online in the US. */
export const agmModels: readonly DeviceModel[] = [
  { name: 'G2 Pro', releaseYear: 2023, kind: 'phone' },
  { name: 'G2 Guardian', releaseYear: 2023, kind: 'phone' },
  { name: 'H5 Pro', releaseYear: 2022, kind: 'phone' },
  { name: 'H5', releaseYear: 2022, kind: 'phone' },
  { name: 'Glory G1 Pro', releaseYear: 2021, kind: 'phone' },
  { name: 'Glory G1S', releaseYear: 2021, kind: 'phone' },
  { name: 'X5', releaseYear: 2021, kind: 'phone' },
  { name: 'H3', releaseYear: 2021, kind: 'phone' },
  { name: 'A9', releaseYear: 2019, kind: 'phone' },
  { name: 'X3', releaseYear: 2018, kind: 'phone' },
  { name: 'X2', releaseYear: 2017, kind: 'phone' },
  { name: 'Other', releaseYear: null, kind: 'phone' },
];
