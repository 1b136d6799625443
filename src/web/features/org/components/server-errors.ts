import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { fieldErrors } from '../../../lib/field-errors';

/** Puts a refused save's field messages (a 400's or 409's `fields`) beside their inputs. */
export function showServerErrors<T extends FieldValues, P>(
  form: UseFormReturn<T, unknown, P>,
  error: unknown,
): void {
  const values = form.getValues();
  for (const [name, message] of Object.entries(fieldErrors(error))) {
    if (name in values) form.setError(name as Path<T>, { type: 'server', message });
  }
}
