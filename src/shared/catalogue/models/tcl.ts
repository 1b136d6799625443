import type { DeviceModel } from '../types';

/** TCL's US carrier and prepaid models. */
export const tclModels: readonly DeviceModel[] = [
  { name: 'TCL 50 XL 5G', releaseYear: 2024, kind: 'phone' },
  { name: 'TCL 50 XE NxtPaper 5G', releaseYear: 2024, kind: 'phone' },
  { name: 'TCL 40 XL', releaseYear: 2023, kind: 'phone' },
  { name: 'TCL 40 XE 5G', releaseYear: 2023, kind: 'phone' },
  { name: 'TCL 40 X 5G', releaseYear: 2023, kind: 'phone' },
  { name: 'TCL 40 SE', releaseYear: 2023, kind: 'phone' },
  { name: 'TCL Stylus 5G', releaseYear: 2022, kind: 'phone' },
  { name: 'TCL 30 XE 5G', releaseYear: 2022, kind: 'phone' },
  { name: 'TCL 30 V 5G', releaseYear: 2022, kind: 'phone' },
  { name: 'TCL 30 SE', releaseYear: 2022, kind: 'phone' },
  { name: 'TCL 20 Pro 5G', releaseYear: 2021, kind: 'phone' },
  { name: 'TCL 20 XE', releaseYear: 2021, kind: 'phone' },
  { name: 'TCL 20 SE', releaseYear: 2021, kind: 'phone' },
  { name: 'TCL 10 Pro', releaseYear: 2020, kind: 'phone' },
  { name: 'TCL 10 5G UW', releaseYear: 2020, kind: 'phone' },
  { name: 'TCL 10L', releaseYear: 2020, kind: 'phone' },
  { name: 'Other', releaseYear: null, kind: 'phone' },
];
