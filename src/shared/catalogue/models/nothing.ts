import type { DeviceModel } from '../types';

/** Nothing's own phones and its CMF sub-brand. */
export const nothingModels: readonly DeviceModel[] = [
  { name: 'Phone (3)', releaseYear: 2025, kind: 'phone' },
  { name: 'Phone (3a) Pro', releaseYear: 2025, kind: 'phone' },
  { name: 'Phone (3a)', releaseYear: 2025, kind: 'phone' },
  { name: 'CMF Phone 2 Pro', releaseYear: 2025, kind: 'phone' },
  { name: 'Phone (2a) Plus', releaseYear: 2024, kind: 'phone' },
  { name: 'Phone (2a)', releaseYear: 2024, kind: 'phone' },
  { name: 'CMF Phone 1', releaseYear: 2024, kind: 'phone' },
  { name: 'Phone (2)', releaseYear: 2023, kind: 'phone' },
  { name: 'Phone (1)', releaseYear: 2022, kind: 'phone' },
  { name: 'Other', releaseYear: null, kind: 'phone' },
];
