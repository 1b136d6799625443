import type { DeviceModel } from '../types';

/** Lenovo's US phones are sold as Motorola, so most of what comes in is its tablets. */
export const lenovoModels: readonly DeviceModel[] = [
  { name: 'Tab Plus', releaseYear: 2024, kind: 'tablet' },
  { name: 'Tab M11', releaseYear: 2024, kind: 'tablet' },
  { name: 'ThinkPhone', releaseYear: 2023, kind: 'phone' },
  { name: 'Tab P12', releaseYear: 2023, kind: 'tablet' },
  { name: 'Tab M9', releaseYear: 2023, kind: 'tablet' },
  { name: 'Tab P11 (2nd Gen)', releaseYear: 2022, kind: 'tablet' },
  { name: 'Tab M10 Plus (3rd Gen)', releaseYear: 2022, kind: 'tablet' },
  { name: 'Legion Phone Duel 2', releaseYear: 2021, kind: 'phone' },
  { name: 'Legion Phone Duel', releaseYear: 2020, kind: 'phone' },
  { name: 'Tab P11', releaseYear: 2020, kind: 'tablet' },
  { name: 'Tab M10 HD (2nd Gen)', releaseYear: 2020, kind: 'tablet' },
  { name: 'Tab M8', releaseYear: 2019, kind: 'tablet' },
  { name: 'Other', releaseYear: null, kind: 'phone' },
];
