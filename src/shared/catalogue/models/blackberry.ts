import type { DeviceModel } from '../types';

/** BlackBerry-branded phones ended in 2020; these are the last models still in use. */
export const blackberryModels: readonly DeviceModel[] = [
  { name: 'KEY2 LE', releaseYear: 2018, kind: 'phone' },
  { name: 'KEY2', releaseYear: 2018, kind: 'phone' },
  { name: 'Motion', releaseYear: 2017, kind: 'phone' },
  { name: 'KEYone', releaseYear: 2017, kind: 'phone' },
  { name: 'DTEK60', releaseYear: 2016, kind: 'phone' },
  { name: 'DTEK50', releaseYear: 2016, kind: 'phone' },
  { name: 'Priv', releaseYear: 2015, kind: 'phone' },
  { name: 'Passport', releaseYear: 2014, kind: 'phone' },
  { name: 'Classic', releaseYear: 2014, kind: 'phone' },
  { name: 'Z10', releaseYear: 2013, kind: 'phone' },
  { name: 'Q10', releaseYear: 2013, kind: 'phone' },
  { name: 'Other', releaseYear: null, kind: 'phone' },
];
