import type { DeviceModel } from '../types';

/** HTC left the US phone market after the U12+; later models are imports. */
export const htcModels: readonly DeviceModel[] = [
  { name: 'U24 Pro', releaseYear: 2024, kind: 'phone' },
  { name: 'U23 Pro', releaseYear: 2023, kind: 'phone' },
  { name: 'Desire 22 Pro', releaseYear: 2022, kind: 'phone' },
  { name: 'U12+', releaseYear: 2018, kind: 'phone' },
  { name: 'U11', releaseYear: 2017, kind: 'phone' },
  { name: 'U11 Life', releaseYear: 2017, kind: 'phone' },
  { name: 'U Ultra', releaseYear: 2017, kind: 'phone' },
  { name: 'HTC 10', releaseYear: 2016, kind: 'phone' },
  { name: 'One M9', releaseYear: 2015, kind: 'phone' },
  { name: 'One M8', releaseYear: 2014, kind: 'phone' },
  { name: 'Other', releaseYear: null, kind: 'phone' },
];
