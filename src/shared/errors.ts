import { z } from 'zod';

/** Every error the API sends has this shape (docs/architecture.md, Contracts). */
export const ZApiError = z.object({
  error: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof ZApiError>;

export const ERROR_CODES = {
  badRequest: 'BAD_REQUEST',
  validation: 'VALIDATION_FAILED',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  /** A save from a form opened on a version someone has changed since (issue 37). */
  staleEdit: 'STALE_EDIT',
  tooLarge: 'PAYLOAD_TOO_LARGE',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  registrationClosed: 'REGISTRATION_CLOSED',
  invalidCredentials: 'INVALID_CREDENTIALS',
  crossOrigin: 'CROSS_ORIGIN',
  unavailable: 'SERVICE_UNAVAILABLE',
  internal: 'INTERNAL',
} as const;

export const MESSAGES = {
  notSignedIn: 'Please sign in to continue.',
  forbidden: 'You do not have permission to do that.',
  notFound: 'Not found.',
  internal: 'Something went wrong on our side. Please try again.',
  unavailable: 'The shop system is busy or restarting. Please try again in a moment.',
  invalidCredentials: 'Invalid username or password.',
  registrationClosed: 'Registration is closed. Ask an administrator for an invitation.',
  crossOrigin: 'This request came from another site and was refused.',
  unknownOrigin:
    "This request did not say which site sent it and was refused. Send this app's address as the Origin header.",
  tooManyLogins: 'Too many failed sign-in attempts. Try again in {wait}.',
  tooManyRequests: 'Too many requests. Please slow down and try again shortly.',
  usernameTaken: 'That username is already taken.',
  roleTooHigh: 'You cannot give a role above your own.',
} as const;
