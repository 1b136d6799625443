import { z } from 'zod';

/**
 * The chain's own terms: what a customer agrees to when leaving a device for repair, buying one,
 * or selling one to the store. The office publishes them for the whole chain or one store; each
 * record keeps the version its customer signed.
 */
export const TERMS_KINDS = ['repair', 'sale', 'buyback'] as const;
export type TermsKind = (typeof TERMS_KINDS)[number];

export const TERMS_KIND_LABELS: Record<TermsKind, string> = {
  repair: 'Repair terms',
  sale: 'Sale terms',
  buyback: 'Buyback terms',
};

/** Long enough for a page of terms, short enough to print on a ticket and read out at the counter. */
export const TERMS_MAX_CHARS = 6000;

export const TERMS_MESSAGES = {
  kind: 'Choose repair, sale or buyback terms',
  empty: 'Write the terms before publishing',
  tooLong: `The terms are too long: at most ${TERMS_MAX_CHARS.toLocaleString('en-US')} characters`,
  chainHasNoChainTerms: 'Choose a store: only a store can go back to the chain terms',
  storeHasNoOverride: 'This store already uses the chain terms',
  wrongVersion: 'These are not the terms of this store; reload the form and sign again',
  notFound: 'Terms not found',
  publishedMeanwhile:
    'Someone else published these terms at the same moment; look at their version and publish again',
} as const;

export const ZTermsKind = z.enum(TERMS_KINDS, { error: TERMS_MESSAGES.kind });

/** The terms as lines: Windows line ends and blank lines go, each line trimmed. */
export function normalizeTermsBody(body: string): string {
  return termsParagraphs(body).join('\n');
}

/** The paragraphs to print, one a line of the stored text. */
export function termsParagraphs(body: string): string[] {
  return body
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

const ZStoreId = z.string().trim().min(1).max(64);

/**
 * POST /api/terms: a new version for the chain (no storeId) or one store. `useChainTerms` ends a
 * store's own terms: the store follows the chain's again, a version like any other.
 */
export const ZPublishTerms = z
  .object({
    kind: ZTermsKind,
    storeId: ZStoreId.nullish(),
    body: z
      .string({ error: TERMS_MESSAGES.empty })
      .max(TERMS_MAX_CHARS * 2, TERMS_MESSAGES.tooLong)
      .transform(normalizeTermsBody)
      .optional(),
    useChainTerms: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.useChainTerms) {
      if (!v.storeId) {
        ctx.addIssue({
          code: 'custom',
          path: ['storeId'],
          message: TERMS_MESSAGES.chainHasNoChainTerms,
        });
      }
      return;
    }
    if (!v.body) ctx.addIssue({ code: 'custom', path: ['body'], message: TERMS_MESSAGES.empty });
    else if (v.body.length > TERMS_MAX_CHARS) {
      ctx.addIssue({ code: 'custom', path: ['body'], message: TERMS_MESSAGES.tooLong });
    }
  });
export type PublishTermsInput = z.input<typeof ZPublishTerms>;
/** Terms to publish as the route parsed them. */
export type TermsToPublish = z.output<typeof ZPublishTerms>;

/** GET /api/terms/current and GET /api/terms. No storeId: the caller's store (current), the chain's (history). */
export const ZTermsQuery = z.object({ kind: ZTermsKind, storeId: ZStoreId.optional() });
export type TermsQuery = z.output<typeof ZTermsQuery>;

/** The terms a customer signs or signed: what a form shows and a record's reprint prints. */
export const ZSignedTerms = z.object({
  id: z.string(),
  kind: z.enum(TERMS_KINDS),
  /** Null: the chain's terms; else the store whose own terms these are. */
  storeId: z.string().nullable(),
  version: z.number().int(),
  body: z.string(),
});
export type SignedTerms = z.infer<typeof ZSignedTerms>;

/** One published version in the office's history; a null body is "back to the chain terms". */
export const ZTermsVersion = z.object({
  id: z.string(),
  kind: z.enum(TERMS_KINDS),
  storeId: z.string().nullable(),
  version: z.number().int(),
  body: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});
export type TermsVersion = z.infer<typeof ZTermsVersion>;
export const ZTermsHistory = z.array(ZTermsVersion);

/** The id a create request carries: the version the form showed the customer. */
export const ZTermsVersionId = z.string().trim().min(1).max(64).optional();

/** The read a form makes (and the offline layer keeps) for the terms a store's customers sign. */
export function currentTermsPath(kind: TermsKind, storeId: string): string {
  return `/api/terms/current?${new URLSearchParams({ kind, storeId }).toString()}`;
}

/** The line above printed terms: "Terms version 3". */
export function termsVersionLabel(terms: Pick<SignedTerms, 'version'>): string {
  return `Terms version ${terms.version}`;
}
