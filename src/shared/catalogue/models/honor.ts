import type { DeviceModel } from '../types';

/** Not sold in the US; imported models only. */
export const honorModels: readonly DeviceModel[] = [
  { name: 'Magic V5', releaseYear: 2025, kind: 'phone' },
  { name: 'Honor 400 Pro', releaseYear: 2025, kind: 'phone' },
  { name: 'Honor 400', releaseYear: 2025, kind: 'phone' },
  { name: 'Magic7 Pro', releaseYear: 2024, kind: 'phone' },
  { name: 'Magic V3', releaseYear: 2024, kind: 'phone' },
  { name: 'Magic6 Pro', releaseYear: 2024, kind: 'phone' },
  { name: 'Honor 200 Pro', releaseYear: 2024, kind: 'phone' },
  { name: 'Honor 200', releaseYear: 2024, kind: 'phone' },
  { name: 'Magic V2', releaseYear: 2023, kind: 'phone' },
  { name: 'Magic5 Pro', releaseYear: 2023, kind: 'phone' },
  { name: 'Honor 90', releaseYear: 2023, kind: 'phone' },
  { name: 'X9b', releaseYear: 2023, kind: 'phone' },
  { name: 'Magic Vs', releaseYear: 2022, kind: 'phone' },
  { name: 'Magic4 Pro', releaseYear: 2022, kind: 'phone' },
  { name: 'Honor 70', releaseYear: 2022, kind: 'phone' },
  { name: 'Honor 50', releaseYear: 2021, kind: 'phone' },
  { name: 'Other', releaseYear: null, kind: 'phone' },
];
