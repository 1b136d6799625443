import type { ComponentProps } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { MoneyInput } from './MoneyInput';

type Props<T extends FieldValues> = Omit<
  ComponentProps<typeof MoneyInput>,
  'value' | 'onChange' | 'onBlur' | 'name' | 'error'
> & { control: Control<T>; name: Path<T> };

/**
 * A MoneyInput bound to a react-hook-form field: '' while empty (the shared schemas read it as
 * missing), and the field's own error from the form's schema beside it.
 */
export function MoneyField<T extends FieldValues>({ control, name, ...props }: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MoneyInput
          {...props}
          name={field.name}
          ref={field.ref}
          value={(field.value as number | string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
