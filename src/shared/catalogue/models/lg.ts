import type { DeviceModel } from '../types';

/** LG left the phone business in 2021, so the list ends with its last models. */
export const lgModels: readonly DeviceModel[] = [
  { name: 'Wing', releaseYear: 2020, kind: 'phone' },
  { name: 'Velvet', releaseYear: 2020, kind: 'phone' },
  { name: 'V60 ThinQ 5G', releaseYear: 2020, kind: 'phone' },
  { name: 'K92 5G', releaseYear: 2020, kind: 'phone' },
  { name: 'Stylo 6', releaseYear: 2020, kind: 'phone' },
  { name: 'K51', releaseYear: 2020, kind: 'phone' },
  { name: 'K31', releaseYear: 2020, kind: 'phone' },
  { name: 'G8X ThinQ', releaseYear: 2019, kind: 'phone' },
  { name: 'G8 ThinQ', releaseYear: 2019, kind: 'phone' },
  { name: 'V50 ThinQ 5G', releaseYear: 2019, kind: 'phone' },
  { name: 'Stylo 5', releaseYear: 2019, kind: 'phone' },
  { name: 'K40', releaseYear: 2019, kind: 'phone' },
  { name: 'V40 ThinQ', releaseYear: 2018, kind: 'phone' },
  { name: 'V35 ThinQ', releaseYear: 2018, kind: 'phone' },
  { name: 'G7 ThinQ', releaseYear: 2018, kind: 'phone' },
  { name: 'Stylo 4', releaseYear: 2018, kind: 'phone' },
  { name: 'V30', releaseYear: 2017, kind: 'phone' },
  { name: 'G6', releaseYear: 2017, kind: 'phone' },
  { name: 'Stylo 3', releaseYear: 2017, kind: 'phone' },
  { name: 'Other', releaseYear: null, kind: 'phone' },
];
