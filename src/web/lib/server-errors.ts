import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { fieldErrors } from './field-errors';

/**
 * Puts a refused save's field messages (a 400's or 409's `fields`) beside their inputs.
 * Returns true when at least one landed on a field, so the caller's toast can say less.
 */
export function showServerErrors<T extends FieldValues, P>(
  form: UseFormReturn<T, unknown, P>,
  error: unknown,
): boolean {
  const values = form.getValues();
  let shown = false;
  for (const [name, message] of Object.entries(fieldErrors(error))) {
    if (name in values) {
      form.setError(name as Path<T>, { type: 'server', message });
      shown = true;
    }
  }
  return shown;
}
