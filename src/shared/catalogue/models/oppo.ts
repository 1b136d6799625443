import type { DeviceModel } from '../types';

/**
 * Not sold in the US; imported models only. Years count from the first launch anywhere, often
 * China.
 */
export const oppoModels: readonly DeviceModel[] = [
  { name: 'Find X8 Ultra', releaseYear: 2025, kind: 'phone' },
  { name: 'Find N5', releaseYear: 2025, kind: 'phone' },
  { name: 'Reno14 Pro', releaseYear: 2025, kind: 'phone' },
  { name: 'Reno14', releaseYear: 2025, kind: 'phone' },
  { name: 'Find X8 Pro', releaseYear: 2024, kind: 'phone' },
  { name: 'Find X8', releaseYear: 2024, kind: 'phone' },
  { name: 'Find X7 Ultra', releaseYear: 2024, kind: 'phone' },
  { name: 'Find X7', releaseYear: 2024, kind: 'phone' },
  { name: 'Reno13 Pro', releaseYear: 2024, kind: 'phone' },
  { name: 'Reno13', releaseYear: 2024, kind: 'phone' },
  { name: 'Reno12 Pro', releaseYear: 2024, kind: 'phone' },
  { name: 'Reno12', releaseYear: 2024, kind: 'phone' },
  { name: 'A3 Pro', releaseYear: 2024, kind: 'phone' },
  { name: 'Find N3', releaseYear: 2023, kind: 'phone' },
  { name: 'Find N3 Flip', releaseYear: 2023, kind: 'phone' },
  { name: 'Find X6 Pro', releaseYear: 2023, kind: 'phone' },
  { name: 'Reno11', releaseYear: 2023, kind: 'phone' },
  { name: 'Reno10 Pro', releaseYear: 2023, kind: 'phone' },
  { name: 'A79 5G', releaseYear: 2023, kind: 'phone' },
  { name: 'A78 5G', releaseYear: 2023, kind: 'phone' },
  { name: 'Find N2 Flip', releaseYear: 2022, kind: 'phone' },
  { name: 'Find X5 Pro', releaseYear: 2022, kind: 'phone' },
  { name: 'Reno8 Pro', releaseYear: 2022, kind: 'phone' },
  { name: 'Find X3 Pro', releaseYear: 2021, kind: 'phone' },
  { name: 'Reno6 Pro', releaseYear: 2021, kind: 'phone' },
  { name: 'Find X2 Pro', releaseYear: 2020, kind: 'phone' },
  { name: 'Reno4 Pro', releaseYear: 2020, kind: 'phone' },
  { name: 'Other', releaseYear: null, kind: 'phone' },
];
