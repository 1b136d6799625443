import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { errorMessage } from './api';
import { fieldErrors } from './field-errors';
import { toastError } from './toast';

/**
 * A refused save: each field message of the answer (a 400's or 409's `fields`) goes beside its
 * input, and a toast under `title` says what the server said.
 */
export function reportSaveError<T extends FieldValues, C, P>(
  form: UseFormReturn<T, C, P>,
  error: unknown,
  title: string,
): void {
  const values = form.getValues();
  for (const [name, message] of Object.entries(fieldErrors(error))) {
    if (Object.hasOwn(values, name)) form.setError(name as Path<T>, { type: 'server', message });
  }
  toastError({ title, message: errorMessage(error, 'Please try again.') });
}
