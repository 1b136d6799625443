import { z } from 'zod';

/**
 * How a customer signed: drawn on the pad, or typed (their full name, rendered as an image) by
 * someone who cannot use the pad, e.g. with a keyboard only. Both are stored as the same kind of
 * image; the method is kept beside it so the record and every printout can say which it was.
 */
export const SIGNATURE_METHODS = ['drawn', 'typed'] as const;
export type SignatureMethod = (typeof SIGNATURE_METHODS)[number];

/** A signature sent without its method was drawn: every client before typing existed sent that. */
export const ZSignatureMethod = z.enum(SIGNATURE_METHODS, {
  error: 'Signature method must be drawn or typed',
});
export const ZSignatureMethodInput = ZSignatureMethod.default('drawn');

/** The words under a typed signature, on screen and on paper. */
export const TYPED_SIGNATURE_NOTE = 'Signed by typing the name';
