import { Select } from '@mantine/core';
import { CONDITIONS, CONDITION_LABELS, type Condition } from '../../shared/devices';

const CONDITION_OPTIONS = CONDITIONS.map((c) => ({ value: c, label: CONDITION_LABELS[c] }));

type Props = {
  /** The form field (bindField): an unchosen condition is undefined. */
  field: {
    value: Condition | undefined;
    onChange: (value: Condition) => void;
    error?: string;
  };
  /** Required: it cannot be emptied again once chosen. Optional: picking it again empties it. */
  required?: boolean;
  description?: string;
};

/** A device's condition (New, Like new, ... ), as buybacks, sales and valuations grade it. */
export function ConditionSelect({ field, required = false, description }: Props) {
  return (
    <Select
      label="Condition"
      description={description}
      required={required}
      size="md"
      allowDeselect={!required}
      data={CONDITION_OPTIONS}
      value={field.value ?? null}
      // An optional condition emptied again is undefined, as the form starts it.
      onChange={(v) => field.onChange((v ?? undefined) as Condition)}
      error={field.error}
    />
  );
}
