import type { DeviceModel } from '../types';

/**
 * Huawei has not been sold in the US since 2019; newer models arrive as imports, so both are
 * listed.
 */
export const huaweiModels: readonly DeviceModel[] = [
  { name: 'Pura 80 Ultra', releaseYear: 2025, kind: 'phone' },
  { name: 'Pura 80 Pro', releaseYear: 2025, kind: 'phone' },
  { name: 'Pura X', releaseYear: 2025, kind: 'phone' },
  { name: 'Mate X6', releaseYear: 2024, kind: 'phone' },
  { name: 'Mate 70 Pro', releaseYear: 2024, kind: 'phone' },
  { name: 'Mate XT', releaseYear: 2024, kind: 'phone' },
  { name: 'Pura 70 Ultra', releaseYear: 2024, kind: 'phone' },
  { name: 'Pura 70 Pro', releaseYear: 2024, kind: 'phone' },
  { name: 'Mate X5', releaseYear: 2023, kind: 'phone' },
  { name: 'Mate 60 Pro', releaseYear: 2023, kind: 'phone' },
  { name: 'P60 Pro', releaseYear: 2023, kind: 'phone' },
  { name: 'Mate 50 Pro', releaseYear: 2022, kind: 'phone' },
  { name: 'Mate Xs 2', releaseYear: 2022, kind: 'phone' },
  { name: 'P50 Pocket', releaseYear: 2021, kind: 'phone' },
  { name: 'P50 Pro', releaseYear: 2021, kind: 'phone' },
  { name: 'Mate 40 Pro', releaseYear: 2020, kind: 'phone' },
  { name: 'P40 Pro', releaseYear: 2020, kind: 'phone' },
  { name: 'P40 lite', releaseYear: 2020, kind: 'phone' },
  { name: 'Mate 30 Pro', releaseYear: 2019, kind: 'phone' },
  { name: 'P30 Pro', releaseYear: 2019, kind: 'phone' },
  { name: 'P30', releaseYear: 2019, kind: 'phone' },
  { name: 'P30 lite', releaseYear: 2019, kind: 'phone' },
  { name: 'Mate 20 Pro', releaseYear: 2018, kind: 'phone' },
  { name: 'Mate 20', releaseYear: 2018, kind: 'phone' },
  { name: 'P20 Pro', releaseYear: 2018, kind: 'phone' },
  { name: 'P20', releaseYear: 2018, kind: 'phone' },
  { name: 'Mate SE', releaseYear: 2018, kind: 'phone' },
  { name: 'Mate 10 Pro', releaseYear: 2017, kind: 'phone' },
  { name: 'Other', releaseYear: null, kind: 'phone' },
];
