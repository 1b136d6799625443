import type { DeviceModel } from '../types';

/**
 * Not sold in the US; imported models only. Years count from the first launch anywhere, often
 * China.
 */
export const vivoModels: readonly DeviceModel[] = [
  { name: 'X Fold5', releaseYear: 2025, kind: 'phone' },
  { name: 'X200 Ultra', releaseYear: 2025, kind: 'phone' },
  { name: 'X200 FE', releaseYear: 2025, kind: 'phone' },
  { name: 'V50', releaseYear: 2025, kind: 'phone' },
  { name: 'X200 Pro', releaseYear: 2024, kind: 'phone' },
  { name: 'X200', releaseYear: 2024, kind: 'phone' },
  { name: 'X100 Ultra', releaseYear: 2024, kind: 'phone' },
  { name: 'X Fold3 Pro', releaseYear: 2024, kind: 'phone' },
  { name: 'V40', releaseYear: 2024, kind: 'phone' },
  { name: 'V30', releaseYear: 2024, kind: 'phone' },
  { name: 'X100 Pro', releaseYear: 2023, kind: 'phone' },
  { name: 'X100', releaseYear: 2023, kind: 'phone' },
  { name: 'X Fold2', releaseYear: 2023, kind: 'phone' },
  { name: 'V29', releaseYear: 2023, kind: 'phone' },
  { name: 'V27', releaseYear: 2023, kind: 'phone' },
  { name: 'Y36', releaseYear: 2023, kind: 'phone' },
  { name: 'X90 Pro', releaseYear: 2022, kind: 'phone' },
  { name: 'X80 Pro', releaseYear: 2022, kind: 'phone' },
  { name: 'V25', releaseYear: 2022, kind: 'phone' },
  { name: 'X70 Pro+', releaseYear: 2021, kind: 'phone' },
  { name: 'X70 Pro', releaseYear: 2021, kind: 'phone' },
  { name: 'Y21', releaseYear: 2021, kind: 'phone' },
  { name: 'Other', releaseYear: null, kind: 'phone' },
];
