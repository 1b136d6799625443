import type { DeviceModel } from '../types';

/** Rugged US carrier phones. */
export const kyoceraModels: readonly DeviceModel[] = [
  { name: 'DuraForce Ultra 5G', releaseYear: 2021, kind: 'phone' },
  { name: 'DuraXE Epic', releaseYear: 2021, kind: 'phone' },
  { name: 'DuraXV Extreme', releaseYear: 2020, kind: 'phone' },
  { name: 'DuraForce PRO 2', releaseYear: 2018, kind: 'phone' },
  { name: 'DuraXV LTE', releaseYear: 2017, kind: 'phone' },
  { name: 'DuraForce PRO', releaseYear: 2016, kind: 'phone' },
  { name: 'DuraForce', releaseYear: 2014, kind: 'phone' },
  { name: 'Other', releaseYear: null, kind: 'phone' },
];
