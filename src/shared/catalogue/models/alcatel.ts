import type { DeviceModel } from '../types';

/** Budget and flip phones from US prepaid carriers. */
export const alcatelModels: readonly DeviceModel[] = [
  { name: 'Alcatel 1B', releaseYear: 2020, kind: 'phone' },
  { name: 'Alcatel 1SE', releaseYear: 2020, kind: 'phone' },
  { name: 'Alcatel 7', releaseYear: 2019, kind: 'phone' },
  { name: 'Alcatel 3', releaseYear: 2019, kind: 'phone' },
  { name: 'Alcatel 1V', releaseYear: 2019, kind: 'phone' },
  { name: 'Alcatel 1S', releaseYear: 2019, kind: 'phone' },
  { name: 'Alcatel 3V', releaseYear: 2018, kind: 'phone' },
  { name: 'Alcatel 1X', releaseYear: 2018, kind: 'phone' },
  { name: 'Alcatel 1', releaseYear: 2018, kind: 'phone' },
  { name: 'Go Flip', releaseYear: 2017, kind: 'phone' },
  { name: 'Idol 5', releaseYear: 2017, kind: 'phone' },
  { name: 'A30', releaseYear: 2017, kind: 'phone' },
  { name: 'Other', releaseYear: null, kind: 'phone' },
];
