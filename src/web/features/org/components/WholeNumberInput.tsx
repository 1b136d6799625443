import { NumberInput } from '@mantine/core';

/** A whole number typed in, or nothing while the field is empty (the store keeps its setting). */
export const numberOrNothing = (value: number | string) =>
  typeof value === 'number' ? value : undefined;

export type NumberField = {
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  error: string | undefined;
};

type WholeNumberProps = {
  field: NumberField;
  label: string;
  description: string;
  min: number;
  max: number;
};

/** A whole number: no decimals, and never clamped behind the person's back (the schema refuses). */
export function WholeNumberInput({ field, label, description, min, max }: WholeNumberProps) {
  return (
    <NumberInput
      label={label}
      description={description}
      size="md"
      min={min}
      max={max}
      allowDecimal={false}
      clampBehavior="none"
      hideControls
      inputMode="numeric"
      value={field.value ?? ''}
      onChange={(v) => field.onChange(numberOrNothing(v))}
      error={field.error}
    />
  );
}
