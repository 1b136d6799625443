import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MIN } from './constants';
import type { FieldRule } from './field-rules';
import { ROLES } from './roles';

export const ZLoginInput = z.object({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .max(100, 'Username is too long'),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX, 'Password is too long'),
});
export type LoginInput = z.infer<typeof ZLoginInput>;

/** The rules of a new username, in the words forms show under the field while it is typed. */
export const USERNAME_RULES = {
  min: { message: `Username must be at least ${USERNAME_MIN} characters` },
  characters: { message: 'Username may use letters, numbers, dot, dash, underscore and @' },
  max: { message: 'Username must be at most 50 characters', onlyWhenBroken: true },
} as const satisfies Record<string, FieldRule>;

export const PASSWORD_RULES = {
  min: { message: `Password must be at least ${PASSWORD_MIN} characters` },
  max: { message: `Password must be at most ${PASSWORD_MAX} characters`, onlyWhenBroken: true },
} as const satisfies Record<string, FieldRule>;

/**
 * Usernames: letters, digits, dot, dash, underscore, @; compared case-insensitively. Each rule
 * reports on its own (an empty name breaks only the length), so a checklist can show each.
 */
export const ZUsername = z
  .string({ error: 'Username is required' })
  .trim()
  .min(USERNAME_MIN, USERNAME_RULES.min.message)
  .max(50, USERNAME_RULES.max.message)
  .regex(/^[A-Za-z0-9._@-]*$/, USERNAME_RULES.characters.message);

export const ZNewPassword = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN, PASSWORD_RULES.min.message)
  .max(PASSWORD_MAX, PASSWORD_RULES.max.message);

export const ZFirstName = z
  .string({ error: 'First name is required' })
  .trim()
  .min(1, 'First name is required')
  .max(80, 'First name is too long');
export const ZLastName = z
  .string({ error: 'Last name is required' })
  .trim()
  .min(1, 'Last name is required')
  .max(80, 'Last name is too long');

export const ZOptionalEmail = z
  .union([z.literal(''), z.email('Valid email required').max(254, 'Valid email required')], {
    error: 'Valid email required',
  })
  .optional()
  .transform((value) => (value ? value.toLowerCase() : undefined));

export const ZRegisterInput = z.object({
  username: ZUsername,
  password: ZNewPassword,
  firstName: ZFirstName,
  lastName: ZLastName,
  email: ZOptionalEmail,
});
export type RegisterInput = z.input<typeof ZRegisterInput>;
/** The first admin's sign-up as the route parsed it. */
export type Registration = z.output<typeof ZRegisterInput>;

/** Who an account is, as both the signed-in user and the office's list of users show it. */
export const USER_IDENTITY_FIELDS = {
  id: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  role: z.enum(ROLES),
  storeId: z.string().nullable(),
  storeName: z.string().nullable(),
};

/** The signed-in user as GET /api/user returns it (docs/product.md, Fields: User, plus reach). */
export const ZSessionUser = z.object({
  ...USER_IDENTITY_FIELDS,
  storeBrand: z.string().nullable(),
  /** The company the user's own store trades under: their check-ins carry it. */
  storeCompanyName: z.string().nullable(),
  regionIds: z.array(z.string()),
  storeIds: z.array(z.string()),
});
export type SessionUser = z.infer<typeof ZSessionUser>;

/** Answer of POST /api/register when it creates the first account. */
export const FIRST_ADMIN_MESSAGE = 'You are the first user, so your account is the administrator.';

/** GET /api/auth/setup: lets the sign-in screen offer the first-run form. */
export const ZSetupState = z.object({ needsFirstUser: z.boolean() });
export type SetupState = z.infer<typeof ZSetupState>;
