/**
 * The device brands in their fixed order (docs/product.md, Fields): pickers show them in this
 * order, so it is part of the contract rather than an accident of the data.
 */
export const BRANDS = [
  'Apple',
  'Samsung',
  'Google',
  'OnePlus',
  'Xiaomi',
  'Sony',
  'LG',
  'Huawei',
  'Motorola',
  'Nokia',
  'Nothing',
  'Fairphone',
  'Asus',
  'TCL',
  'Honor',
  'Oppo',
  'Vivo',
  'Realme',
  'Alcatel',
  'BlackBerry',
  'HTC',
  'Lenovo',
  'ZTE',
  'Cat',
  'Kyocera',
  'Sonim',
  'Garmin',
  'Unihertz',
  'AGM',
] as const;

export type Brand = (typeof BRANDS)[number];
