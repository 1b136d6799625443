import { z } from 'zod';
import { ZPhone, zZipCode } from './fields';

/**
 * Where a shop is and how to reach it: printed on tickets and receipts, shown on the status page
 * and written into customer messages. Stores made before these fields existed may lack them (null).
 */
export const ZStoreContact = z.object({
  streetAddress: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  /** Free text, one line per day or range: "Mon-Sat 10 AM-8 PM". */
  openingHours: z.string().nullable(),
  /** E.g. a secondhand-dealer licence, printed where the law asks for it. */
  licenseNumber: z.string().nullable(),
});
export type StoreContact = z.infer<typeof ZStoreContact>;

/** A store with none of it filled in yet. */
export const EMPTY_STORE_CONTACT: StoreContact = {
  streetAddress: null,
  city: null,
  state: null,
  zip: null,
  phone: null,
  email: null,
  website: null,
  openingHours: null,
  licenseNumber: null,
};

/** Only the contact fields of a store (the public page shows nothing else of it). */
export function pickStoreContact(store: StoreContact): StoreContact {
  return {
    streetAddress: store.streetAddress,
    city: store.city,
    state: store.state,
    zip: store.zip,
    phone: store.phone,
    email: store.email,
    website: store.website,
    openingHours: store.openingHours,
    licenseNumber: store.licenseNumber,
  };
}

/** The two-letter codes of the US states, DC and Puerto Rico. */
export const US_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA',
  'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM',
  'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'PR', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA',
  'WA', 'WV', 'WI', 'WY',
] as const; // prettier-ignore

export const STORE_CONTACT_MESSAGES = {
  street: 'Street address is required',
  city: 'City is required',
  state: 'Choose a US state (two letters, e.g. GA)',
  zip: 'Valid ZIP code required',
  website: 'Enter a web address, e.g. https://example.com',
} as const;

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

/**
 * Optional text a store may clear: blank or null is null ("no longer"), absent is "unchanged".
 * Null is taken too because the form sends what this schema gave it: parsing twice is a no-op.
 */
const clearableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullable()
    .transform((v) => v || null);

const ZState = z
  .string({ error: STORE_CONTACT_MESSAGES.state })
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.enum(US_STATES, { error: STORE_CONTACT_MESSAGES.state }));

/** 30303 or 30303-1234. */
const ZZip = zZipCode(STORE_CONTACT_MESSAGES.zip);

/** A shop's web address; "example.com" is taken as https://example.com. */
const ZWebsite = z
  .string({ error: STORE_CONTACT_MESSAGES.website })
  .trim()
  .max(200, STORE_CONTACT_MESSAGES.website)
  .nullable()
  .transform((v, ctx) => {
    if (!v) return null;
    const url = /^[a-z][a-z0-9+.-]*:/i.test(v) ? v : `https://${v}`;
    if (!/^https?:\/\/[^\s/]+\.[^\s/]+/i.test(url) || !URL.canParse(url)) {
      ctx.addIssue({ code: 'custom', message: STORE_CONTACT_MESSAGES.website });
      return z.NEVER;
    }
    return url;
  });

/** The shop's e-mail; blank is null ("no e-mail"), stored in lower case. */
const ZStoreEmail = z
  .union([z.literal(''), z.email('Valid email required').max(254, 'Valid email required')], {
    error: 'Valid email required',
  })
  .nullable()
  .transform((v) => (v ? v.toLowerCase() : null));

/** The store form's contact fields; the address and phone are required for a new store. */
export const ZStoreContactInput = z.object({
  streetAddress: requiredText(STORE_CONTACT_MESSAGES.street, 120),
  city: requiredText(STORE_CONTACT_MESSAGES.city, 60),
  state: ZState,
  zip: ZZip,
  phone: ZPhone,
  email: ZStoreEmail.optional(),
  website: ZWebsite.optional(),
  openingHours: clearableText(500).optional(),
  licenseNumber: clearableText(60).optional(),
});

/** "123 Peachtree St NE" and "Atlanta, GA 30303": the lines of the address that are filled in. */
export function storeAddressLines(store: StoreContact): string[] {
  const region = [store.state, store.zip].filter(Boolean).join(' ');
  const place = [store.city, region].filter(Boolean).join(', ');
  return [store.streetAddress, place].filter((line): line is string => !!line);
}

/** The opening hours, one line each, blank lines dropped. */
export function openingHoursLines(store: StoreContact): string[] {
  return (store.openingHours ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * The store's contact as plain-text lines for messages: address, phone, e-mail, website, hours.
 * Lines a store has not filled in are left out, so an older store's message has no empty labels.
 */
export function storeContactLines(store: StoreContact): string[] {
  const hours = openingHoursLines(store);
  return [
    ...storeAddressLines(store),
    ...(store.phone ? [`Phone: ${store.phone}`] : []),
    ...(store.email ? [`E-mail: ${store.email}`] : []),
    ...(store.website ? [`Web: ${store.website}`] : []),
    ...(hours.length ? [`Hours: ${hours.join('; ')}`] : []),
  ];
}

/** Address and phone on one line, for an SMS: "123 Peachtree St NE, Atlanta, GA 30303, (404) 555-0100". */
export function storeContactOneLine(store: StoreContact): string {
  return [...storeAddressLines(store), store.phone].filter(Boolean).join(', ');
}
