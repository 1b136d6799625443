import type { DeviceModel } from '../types';

/** Small and rugged phones sold online in the US. */
export const unihertzModels: readonly DeviceModel[] = [
  { name: 'Jelly Max', releaseYear: 2024, kind: 'phone' },
  { name: 'Jelly Star', releaseYear: 2023, kind: 'phone' },
  { name: 'Tank 2', releaseYear: 2023, kind: 'phone' },
  { name: 'Luna', releaseYear: 2023, kind: 'phone' },
  { name: 'Titan Slim', releaseYear: 2022, kind: 'phone' },
  { name: 'Tank', releaseYear: 2022, kind: 'phone' },
  { name: 'Titan Pocket', releaseYear: 2021, kind: 'phone' },
  { name: 'Jelly 2', releaseYear: 2020, kind: 'phone' },
  { name: 'Atom XL', releaseYear: 2020, kind: 'phone' },
  { name: 'Atom L', releaseYear: 2020, kind: 'phone' },
  { name: 'Titan', releaseYear: 2019, kind: 'phone' },
  { name: 'Atom', releaseYear: 2018, kind: 'phone' },
  { name: 'Jelly Pro', releaseYear: 2017, kind: 'phone' },
  { name: 'Other', releaseYear: null, kind: 'phone' },
];
