import { z } from 'zod';
import { ZFirstName, ZLastName, ZNewPassword, ZOptionalEmail, ZUsername } from './auth';
import { ROLES, isStoreRole } from './roles';
import { checkManagerReach } from './users';

/** How long an invitation link stays valid. */
export const INVITE_TTL_DAYS = 7;

/** The page an invitation opens; a link is this after an address (decision 031). */
export const invitePath = (token: string) => `/invite/accept?token=${encodeURIComponent(token)}`;

/** The invitation texts (docs/product.md, Messages). */
export const INVITE_MESSAGES = {
  invalidLinkTitle: 'Invalid Link',
  noToken: 'No invitation token found in the URL.',
  invalidTitle: 'Invalid Invitation',
  invalid: 'This invitation may have expired or been used already.',
  verifyFailed: 'Failed to verify invitation.',
  createdTitle: 'Account Created!',
  created: 'Your account has been created successfully. Redirecting to login...',
  createFailed: 'Failed to create account. Please try again.',
} as const;

const ZIdList = z.array(z.string().min(1)).max(500);

/** Same reach shape as a user: a store role names one store, managers their stores or regions. */
export const ZCreateInvite = z
  .object({
    role: z.enum(ROLES, { error: 'Choose a role' }),
    regionIds: ZIdList.optional(),
    storeIds: ZIdList.optional(),
    email: ZOptionalEmail,
  })
  .superRefine((value, ctx) => {
    const stores = new Set(value.storeIds ?? []);
    if (isStoreRole(value.role) && stores.size !== 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['storeIds'],
        message: stores.size
          ? 'Choose exactly one store for this role'
          : 'Store is required for this role',
      });
    }
    checkManagerReach(value, ctx);
  });
export type CreateInviteInput = z.input<typeof ZCreateInvite>;
/** A new invitation as the route parsed it. */
export type CreateInvite = z.output<typeof ZCreateInvite>;

export const ZInviteCreated = z.object({
  token: z.string(),
  /** The link as e-mailed, from the public address; the screen builds its own from the token. */
  link: z.string(),
  expiresAt: z.string(),
});
export type InviteCreated = z.infer<typeof ZInviteCreated>;

export const ZInviteVerifyQuery = z.object({ token: z.string().optional() });

export const ZInviteVerify = z.object({
  role: z.enum(ROLES),
  roleLabel: z.string(),
  regionNames: z.array(z.string()),
  storeNames: z.array(z.string()),
});
export type InviteVerify = z.infer<typeof ZInviteVerify>;

export const ZAcceptInvite = z
  .object({
    username: ZUsername,
    password: ZNewPassword,
    confirmPassword: z.string({ error: "Passwords don't match" }),
    firstName: ZFirstName,
    lastName: ZLastName,
    token: z.string({ error: INVITE_MESSAGES.noToken }).min(1, INVITE_MESSAGES.noToken).max(200),
  })
  .refine((value) => value.confirmPassword === value.password, {
    path: ['confirmPassword'],
    message: "Passwords don't match",
  });
export type AcceptInviteInput = z.input<typeof ZAcceptInvite>;
/** An acceptance as the route parsed it. */
export type AcceptInvite = z.output<typeof ZAcceptInvite>;

export const ZInviteAccepted = z.object({ ok: z.literal(true), username: z.string() });

export const ZInvite = z.object({
  id: z.string(),
  role: z.enum(ROLES),
  roleLabel: z.string(),
  email: z.string().nullable(),
  regionNames: z.array(z.string()),
  storeNames: z.array(z.string()),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /**
   * The link's token, so the office can copy an open invitation again; null for invitations
   * made before the app kept them (their link was shown only when it was created).
   */
  token: z.string().nullable(),
});
export type Invite = z.infer<typeof ZInvite>;

export const ZInviteList = z.array(ZInvite);
export const ZInviteIdParams = z.object({ id: z.string().min(1) });
