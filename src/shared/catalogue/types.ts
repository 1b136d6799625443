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
 */
export type DeviceModel = { name: string; releaseYear: number | null; kind: DeviceKind };
