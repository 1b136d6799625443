import type { FieldPath, FieldPathValue, FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * Value, change handler and message for an input that is not a plain DOM field (pickers,
 * selects, money). `watch`/`setValue` rather than react-hook-form's Controller keeps the
 * library's code shared with the sign-in screen at what that screen already uses.
 */
export function bindField<T extends FieldValues, Context, Parsed, N extends FieldPath<T>>(
  form: UseFormReturn<T, Context, Parsed>,
  name: N,
) {
  return {
    value: form.watch(name),
    onChange: (value: FieldPathValue<T, N>) =>
      // After a failed submit, fixing a field clears its message straight away.
      form.setValue(name, value, {
        shouldDirty: true,
        shouldValidate: form.formState.isSubmitted,
      }),
    error: messageOf(form.formState.errors, name),
  };
}

/**
 * A plain DOM field's registration with its message, to spread on an input:
 * `<TextInput label="ZIP code" {...registerField(form, 'customerZip')} />`.
 */
export function registerField<T extends FieldValues, Context, Parsed, N extends FieldPath<T>>(
  form: UseFormReturn<T, Context, Parsed>,
  name: N,
) {
  return {
    ...form.register(name),
    error: messageOf(form.formState.errors, name),
  };
}

/** The field's validation message, if it has one. */
function messageOf(errors: object, name: string): string | undefined {
  return (errors as Record<string, { message?: string } | undefined>)[name]?.message;
}
