import type { DeviceModel } from '../types';

/** Rugged US carrier phones. */
export const sonimModels: readonly DeviceModel[] = [
  { name: 'XP Pro', releaseYear: 2024, kind: 'phone' },
  { name: 'XP3plus 5G', releaseYear: 2023, kind: 'phone' },
  { name: 'XP10', releaseYear: 2022, kind: 'phone' },
  { name: 'XP8', releaseYear: 2019, kind: 'phone' },
  { name: 'XP5s', releaseYear: 2019, kind: 'phone' },
  { name: 'XP3', releaseYear: 2019, kind: 'phone' },
  { name: 'Other', releaseYear: null, kind: 'phone' },
];
