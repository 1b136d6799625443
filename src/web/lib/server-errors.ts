import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ERROR_CODES } from '../../shared/errors';
import { ApiError, errorMessage } from './api';
import { fieldErrors } from './field-errors';
import { toastError } from './toast';

/**
 * The record as it is now, when a save was refused because someone changed it since the form
 * opened (409 STALE_EDIT, issue 37); null for any other error.
 */
export function staleRecord<R>(error: unknown): R | null {
  if (!(error instanceof ApiError) || error.code !== ERROR_CODES.staleEdit) return null;
  return ((error.body as { current?: R } | null)?.current ?? null) as R | null;
}

/**
 * A refused save: each field message of the answer (a 400's or 409's `fields`) goes beside its
 * input, and a toast under `title` says what the server said. A save refused because the record
 * changed meanwhile hands the newer record to `onStale`, for the form to show its values.
 */
export function reportSaveError<T extends FieldValues, C, P, R = unknown>(
  form: UseFormReturn<T, C, P>,
  error: unknown,
  title: string,
  onStale?: (current: R) => void,
): void {
  const current = staleRecord<R>(error);
  if (current && onStale) onStale(current);
  const values = form.getValues();
  for (const [name, message] of Object.entries(fieldErrors(error))) {
    if (Object.hasOwn(values, name)) form.setError(name as Path<T>, { type: 'server', message });
  }
  toastError({ title, message: errorMessage(error, 'Please try again.') });
}
