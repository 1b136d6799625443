import { ApiError } from './api';

/**
 * The per-field messages of a failed API call (a 400's `fields`), so a form can show each one
 * beside its input. Kept apart from lib/api so the sign-in screen does not carry it.
 */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) {
    return {};
  }
  const fields = (error.body as Record<string, unknown>).fields;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(
    Object.entries(fields).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}
