import { ERROR_CODES, MESSAGES } from '../../shared/errors';

/** An error a route may throw; the error plugin turns it into the API's JSON error shape. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
    /** More top-level fields of the error body, e.g. blockedUntil on a blocked sign-in. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, fields ? ERROR_CODES.validation : ERROR_CODES.badRequest, message, fields);

/** A 400 for one field, with the same shape as a schema failure. */
export const fieldError = (field: string, message: string) =>
  new HttpError(400, ERROR_CODES.validation, message, { [field]: message });

export const forbidden = (
  message: string = MESSAGES.forbidden,
  code: string = ERROR_CODES.forbidden,
) => new HttpError(403, code, message);

export const notFound = (message: string = MESSAGES.notFound) =>
  new HttpError(404, ERROR_CODES.notFound, message);

export const conflict = (message: string, fields?: Record<string, string>) =>
  new HttpError(409, ERROR_CODES.conflict, message, fields);

export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, ERROR_CODES.tooManyRequests, message, undefined, {
    'Retry-After': String(retryAfterSeconds),
  });
