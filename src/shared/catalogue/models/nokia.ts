import type { DeviceModel } from '../types';

/** HMD-made Nokia phones, mostly US carrier models, including the flip phones. */
export const nokiaModels: readonly DeviceModel[] = [
  { name: 'XR21', releaseYear: 2023, kind: 'phone' },
  { name: 'G310 5G', releaseYear: 2023, kind: 'phone' },
  { name: 'C210', releaseYear: 2023, kind: 'phone' },
  { name: 'C110', releaseYear: 2023, kind: 'phone' },
  { name: 'G400 5G', releaseYear: 2022, kind: 'phone' },
  { name: 'C300', releaseYear: 2022, kind: 'phone' },
  { name: 'G100', releaseYear: 2022, kind: 'phone' },
  { name: 'Nokia 2780 Flip', releaseYear: 2022, kind: 'phone' },
  { name: 'Nokia 2760 Flip', releaseYear: 2022, kind: 'phone' },
  { name: 'X100', releaseYear: 2021, kind: 'phone' },
  { name: 'XR20', releaseYear: 2021, kind: 'phone' },
  { name: 'G300', releaseYear: 2021, kind: 'phone' },
  { name: 'C200', releaseYear: 2021, kind: 'phone' },
  { name: 'Nokia 8.3 5G', releaseYear: 2020, kind: 'phone' },
  { name: 'Nokia 5.3', releaseYear: 2020, kind: 'phone' },
  { name: 'Nokia 7.2', releaseYear: 2019, kind: 'phone' },
  { name: 'Nokia 6.1', releaseYear: 2018, kind: 'phone' },
  { name: 'Other', releaseYear: null, kind: 'phone' },
];
