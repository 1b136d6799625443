import { z } from 'zod';
import { optionalText } from './fields';
import { formatDay } from './format';

/**
 * Who sold the device, as secondhand-dealer codes ask for it (issue 26): Toledo's register wants
 * the seller's address, birth date and the ID's issuer; New Jersey's bill for phones two IDs and
 * a declaration that the seller is of age and the lawful owner. The form and the server check the
 * same things with the store's rules (`sellerRefusal`), so a buyback the form let through offline
 * is not refused when it reaches the server.
 */
export const SECOND_ID_TYPES = [
  'drivers_license',
  'state_id',
  'passport',
  'military_id',
  'social_security_card',
  'birth_certificate',
  'credit_card',
  'other',
] as const;
export type SecondIdType = (typeof SECOND_ID_TYPES)[number];
export const SECOND_ID_LABELS: Record<SecondIdType, string> = {
  drivers_license: "Driver's license",
  state_id: 'State ID',
  passport: 'Passport',
  military_id: 'Military ID',
  social_security_card: 'Social Security card',
  birth_certificate: 'Birth certificate',
  credit_card: 'Bank or credit card with name',
  other: 'Other document with name',
};

/** How long the seller has owned the device: part of the declaration on the bill of sale. */
export const OWNED_FOR = [
  'under_1_month',
  '1_to_6_months',
  '6_to_12_months',
  '1_to_2_years',
  'over_2_years',
] as const;
export type OwnedFor = (typeof OWNED_FOR)[number];
export const OWNED_FOR_LABELS: Record<OwnedFor, string> = {
  under_1_month: 'Less than a month',
  '1_to_6_months': '1 to 6 months',
  '6_to_12_months': '6 to 12 months',
  '1_to_2_years': '1 to 2 years',
  over_2_years: 'More than 2 years',
};

export const SELLER_MESSAGES = {
  birthDate: "Enter the seller's date of birth",
  address: "Enter the seller's address (street, city, state, ZIP)",
  idIssuer: 'Enter the state or country that issued the ID',
  idExpiry: "Enter the ID's expiry date",
  secondIdType: 'Choose the second ID',
  secondIdNumber: "Enter the second ID's number",
  ownedFor: 'Choose how long the seller has owned the device',
  declaration: 'The seller must make the declaration to sell the device',
  underage: (minAge: number, age: number) =>
    `The seller is ${age}. This store buys only from sellers ${minAge} or older, so the buyback cannot be recorded.`,
  futureBirth: 'The date of birth cannot be after today',
  expired: (date: string) =>
    `This ID expired on ${date}. Ask the seller for an ID that has not expired.`,
  secondIdRequired:
    "This store's rules require a second ID: enter its type and number, and its expiry if it has one",
  secondIdSame: 'The second ID must be a different document from the first',
} as const;

const S = SELLER_MESSAGES;

/** A calendar date typed in a form: YYYY-MM-DD (an `<input type="date">` gives exactly this). */
const zDate = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((v) => isRealDate(v), message);

const zOptionalDate = (message: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || (/^\d{4}-\d{2}-\d{2}$/.test(v) && isRealDate(v)), message);

function isRealDate(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return (
    y >= 1900 &&
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === m - 1 &&
    date.getUTCDate() === d
  );
}

const requiredText = (message: string, min: number, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(min, message)
    .max(max, `Must be at most ${max} characters`);

/**
 * The seller's identity fields of POST /api/device-purchases (multipart text parts). The second
 * ID is optional here; `sellerRefusal` asks for it where the store's rules do.
 */
export const SELLER_FIELDS = {
  sellerBirthDate: zDate(S.birthDate),
  sellerAddress: requiredText(S.address, 8, 200),
  idIssuer: requiredText(S.idIssuer, 2, 60),
  idExpiry: zDate(S.idExpiry),
  secondIdType: z.enum(SECOND_ID_TYPES, { error: S.secondIdType }).optional(),
  secondIdNumber: optionalText(40),
  secondIdIssuer: optionalText(60),
  secondIdExpiry: zOptionalDate(S.idExpiry),
  ownedFor: z.enum(OWNED_FOR, { error: S.ownedFor }),
  /** Scratches, engravings, a cracked corner: what tells this device apart (police report). */
  deviceMarks: optionalText(500),
  /** The seller made the bill of sale's declaration (a checkbox the form shows them). */
  declaration: z.preprocess(
    (v) => v === true || v === 'true',
    z.literal(true, { error: S.declaration }),
  ),
};

/** Whole years from `birthDate` to `onDate` (both YYYY-MM-DD): 18 on the 18th birthday itself. */
export function ageOn(birthDate: string, onDate: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = onDate.split('-').map(Number) as [number, number, number];
  const birthdayPassed = m > bm || (m === bm && d >= bd);
  return y - by - (birthdayPassed ? 0 : 1);
}

/** An ID is good through its expiry date, by the store's calendar. */
export const isExpired = (expiry: string, today: string) => expiry < today;

export type SellerCheck = {
  sellerBirthDate: string;
  idType: string;
  idExpiry: string;
  secondIdType?: string | undefined;
  secondIdNumber?: string | undefined;
  secondIdExpiry?: string | undefined;
};

/**
 * Why the store may not buy from this seller today (store-local `today`), with the field to show
 * it on, or null. The form and the server ask the same question.
 */
export function sellerRefusal(
  seller: SellerCheck,
  rules: { buybackMinAge: number; buybackSecondId: boolean },
  today: string,
): { field: keyof SellerCheck; message: string } | null {
  if (seller.sellerBirthDate > today) return { field: 'sellerBirthDate', message: S.futureBirth };
  const age = ageOn(seller.sellerBirthDate, today);
  if (age < rules.buybackMinAge)
    return { field: 'sellerBirthDate', message: S.underage(rules.buybackMinAge, age) };
  if (isExpired(seller.idExpiry, today))
    return { field: 'idExpiry', message: S.expired(formatDay(seller.idExpiry)) };
  const hasSecond = !!seller.secondIdType && !!seller.secondIdNumber;
  if (rules.buybackSecondId && !hasSecond)
    return {
      field: seller.secondIdType ? 'secondIdNumber' : 'secondIdType',
      message: S.secondIdRequired,
    };
  if (hasSecond && seller.secondIdType === seller.idType && seller.secondIdType !== 'other')
    return { field: 'secondIdType', message: S.secondIdSame };
  if (seller.secondIdExpiry && isExpired(seller.secondIdExpiry, today))
    return { field: 'secondIdExpiry', message: S.expired(formatDay(seller.secondIdExpiry)) };
  return null;
}

/** The declaration the seller makes on the bill of sale, in the words the form shows them. */
export function sellerDeclaration(p: { minAge: number; ownedFor: OwnedFor | null }): string {
  const owned = p.ownedFor
    ? ` I have owned it for ${OWNED_FOR_LABELS[p.ownedFor].toLowerCase()}.`
    : '';
  return (
    `I am the lawful owner of this device and have the right to sell it; it is not stolen, ` +
    `leased or under finance.${owned} I am ${p.minAge} years of age or older. The information ` +
    `I have given, and the identification I have shown, are true and my own.`
  );
}
