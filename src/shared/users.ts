import { z } from 'zod';
import {
  USER_IDENTITY_FIELDS,
  ZFirstName,
  ZLastName,
  ZNewPassword,
  ZOptionalEmail,
  ZUsername,
} from './auth';
import { ROLES, isStoreRole } from './roles';
import { ZVersion } from './fields';

const ZIdList = z.array(z.string().min(1)).max(500);

const userFields = {
  username: ZUsername,
  password: ZNewPassword,
  firstName: ZFirstName,
  lastName: ZLastName,
  email: ZOptionalEmail,
  role: z.enum(ROLES, { error: 'Choose a role' }),
  storeId: z.string().min(1).nullable().optional(),
  regionIds: ZIdList.optional(),
  storeIds: ZIdList.optional(),
};

/** A store role needs its store; an area manager needs stores; a regional manager needs regions. */
function checkReach(
  value: {
    role?: (typeof ROLES)[number];
    storeId?: string | null;
    regionIds?: string[];
    storeIds?: string[];
  },
  ctx: z.RefinementCtx,
) {
  if (!value.role) return;
  if (isStoreRole(value.role) && !value.storeId) {
    ctx.addIssue({ code: 'custom', path: ['storeId'], message: 'Store is required for this role' });
  }
  checkManagerReach(value, ctx);
}

/** An area manager needs stores and a regional manager regions (users and invitations alike). */
export function checkManagerReach(
  value: { role?: (typeof ROLES)[number]; regionIds?: string[]; storeIds?: string[] },
  ctx: z.RefinementCtx,
) {
  if (value.role === 'areamanager' && !value.storeIds?.length) {
    ctx.addIssue({
      code: 'custom',
      path: ['storeIds'],
      message: 'Choose the stores this area manager oversees',
    });
  }
  if (value.role === 'regionalmanager' && !value.regionIds?.length) {
    ctx.addIssue({
      code: 'custom',
      path: ['regionIds'],
      message: 'Choose the regions this regional manager oversees',
    });
  }
}

export const ZCreateUser = z.object(userFields).superRefine(checkReach);
export type CreateUserInput = z.input<typeof ZCreateUser>;
/** A new account as the route parsed it: what the users service takes. */
export type CreateUser = z.output<typeof ZCreateUser>;

/** Change Role: the role and the store, stores or regions it needs, checked as on create. */
export const ZUserReach = z
  .object({
    role: userFields.role,
    storeId: userFields.storeId,
    regionIds: userFields.regionIds,
    storeIds: userFields.storeIds,
  })
  .superRefine(checkReach);

/** PATCH: every field optional; the service checks reach on the merged user, not on the patch. */
export const ZUpdateUser = z.object({
  ...userFields,
  username: ZUsername.optional(),
  password: ZNewPassword.optional(),
  firstName: ZFirstName.optional(),
  lastName: ZLastName.optional(),
  role: userFields.role.optional(),
  /** Unlike on create, an emptied e-mail field ('') clears the address. */
  email: z.preprocess(
    (value) => (value === '' ? null : value),
    z
      .email('Valid email required')
      .max(254, 'Valid email required')
      .transform((value) => value.toLowerCase())
      .nullable()
      .optional(),
  ),
  disabled: z.boolean().optional(),
  /** The account's updatedAt when the form opened (ZVersion). */
  version: ZVersion,
});
export type UpdateUserInput = z.input<typeof ZUpdateUser>;
/** A change to an account as the route parsed it. */
export type UpdateUser = z.output<typeof ZUpdateUser>;

export const ZAdminUser = z.object({
  ...USER_IDENTITY_FIELDS,
  /** Its role and the roles it gave up in the last 30 days: only a rank above them all may change it. */
  heldRoles: z.array(z.enum(ROLES)),
  regionIds: z.array(z.string()),
  storeIds: z.array(z.string()),
  disabled: z.boolean(),
  createdAt: z.string(),
  /** Its version, for a form to send back (ZVersion). */
  updatedAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof ZAdminUser>;

export const ZUserIdParams = z.object({ id: z.string().min(1) });
