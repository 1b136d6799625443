import { z } from 'zod';

/**
 * A manager's approval at a counter (issue 37): the manager types their username and PIN on the
 * counter's device, and the write goes through as approved by them. The PIN is the manager's own,
 * set from their menu with their password, and only ever approves: it never signs anyone in.
 */
export const APPROVAL_PIN = { minLength: 4, maxLength: 8 } as const;

/** How long an approval, once given, lets the write it was asked for through. */
export const APPROVAL_TTL_MS = 5 * 60 * 1000;

export const APPROVAL_MESSAGES = {
  pin: `Enter ${APPROVAL_PIN.minLength} to ${APPROVAL_PIN.maxLength} digits`,
  username: "Enter the manager's username",
  password: 'Enter your password',
  wrongPassword: 'That password is not right',
  wrongPin: 'That username and PIN do not match a manager who can approve this',
  noPin: 'This manager has not set an approval PIN yet: they set one from their menu',
  notForYourself: 'You can approve only someone else’s change',
  outOfReach: 'This manager does not manage your store',
  expired: 'The manager’s approval has expired. Ask them to approve again.',
  invalid: 'The manager’s approval could not be read. Ask them to approve again.',
  pinSaved: 'Approval PIN saved',
} as const;

const ZPin = z
  .string({ error: APPROVAL_MESSAGES.pin })
  .regex(new RegExp(`^\\d{${APPROVAL_PIN.minLength},${APPROVAL_PIN.maxLength}}$`), {
    error: APPROVAL_MESSAGES.pin,
  });

/** A manager sets their own PIN, proving it is them with their password. */
export const ZApprovalPinInput = z.object({
  pin: ZPin,
  password: z
    .string({ error: APPROVAL_MESSAGES.password })
    .min(1, { error: APPROVAL_MESSAGES.password })
    .max(200, { error: APPROVAL_MESSAGES.password }),
});
export type ApprovalPinInput = z.infer<typeof ZApprovalPinInput>;

/** A manager approves at the counter's device. */
export const ZManagerApprovalInput = z.object({
  username: z
    .string({ error: APPROVAL_MESSAGES.username })
    .trim()
    .min(1, { error: APPROVAL_MESSAGES.username })
    .max(100, { error: APPROVAL_MESSAGES.username }),
  pin: ZPin,
});
export type ManagerApprovalInput = z.infer<typeof ZManagerApprovalInput>;

/** The approval: sent back as the x-manager-approval header with the write it was asked for. */
export const ZManagerApproval = z.object({
  token: z.string(),
  managerName: z.string(),
  expiresAt: z.string(),
});
export type ManagerApproval = z.infer<typeof ZManagerApproval>;
