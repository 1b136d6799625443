import type { DeviceModel } from '../types';

/** Bullitt, which made Cat phones, stopped in 2024, so the list ends there. */
export const catModels: readonly DeviceModel[] = [
  { name: 'S75', releaseYear: 2023, kind: 'phone' },
  { name: 'S53', releaseYear: 2023, kind: 'phone' },
  { name: 'S22 Flip', releaseYear: 2021, kind: 'phone' },
  { name: 'S42 H+', releaseYear: 2021, kind: 'phone' },
  { name: 'S62 Pro', releaseYear: 2020, kind: 'phone' },
  { name: 'S42', releaseYear: 2020, kind: 'phone' },
  { name: 'S52', releaseYear: 2019, kind: 'phone' },
  { name: 'S48c', releaseYear: 2019, kind: 'phone' },
  { name: 'S61', releaseYear: 2018, kind: 'phone' },
  { name: 'S31', releaseYear: 2018, kind: 'phone' },
  { name: 'S41', releaseYear: 2017, kind: 'phone' },
  { name: 'S60', releaseYear: 2016, kind: 'phone' },
  { name: 'Other', releaseYear: null, kind: 'phone' },
];
