import type { Storage } from '../devices';

export type DeviceKind = 'phone' | 'tablet' | 'watch';

/**
 * One entry of a brand's model list.
 *
 * `name` is what a customer or technician would say, without the brand unless the name would
 * otherwise start with a digit ("OnePlus 13", not "13"), so a ticket reads naturally as
 * "<brand> <model>". `releaseYear` is the year the model launched anywhere, which for China-first
 * phones can be a year before their US or global launch. It is null only for the catch-all
 * 'Other', which every list ends with so a device missing from the catalogue can still be
 * checked in.
 *
 * `storages` lists the storage sizes the model was sold with in the US, smallest first, so a
 * valuation or buyback of a configuration that never existed ("Galaxy S24 Ultra 64GB") can be
 * refused. Where it is unclear whether the US got a size sold elsewhere, the size is listed:
 * leaving out a real size would refuse a real phone, listing an extra one only fails to catch a
 * typo. It is absent where the sizes are not known with confidence; then any size is accepted.
 */
export type DeviceModel = {
  name: string;
  releaseYear: number | null;
  kind: DeviceKind;
  storages?: readonly Storage[];
};
