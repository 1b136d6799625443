import type { DeviceModel } from '../types';

export const fairphoneModels: readonly DeviceModel[] = [
  { name: 'Fairphone (Gen. 6)', releaseYear: 2025, kind: 'phone' },
  { name: 'Fairphone 5', releaseYear: 2023, kind: 'phone' },
  { name: 'Fairphone 4', releaseYear: 2021, kind: 'phone' },
  { name: 'Fairphone 3+', releaseYear: 2020, kind: 'phone' },
  { name: 'Fairphone 3', releaseYear: 2019, kind: 'phone' },
  { name: 'Fairphone 2', releaseYear: 2015, kind: 'phone' },
  { name: 'Other', releaseYear: null, kind: 'phone' },
];
