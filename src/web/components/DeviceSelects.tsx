import { Select } from '@mantine/core';
import { useEffect } from 'react';
import { shippedStorages } from '../../shared/catalogue';
import {
  COLORS,
  CONDITIONS,
  CONDITION_EXAMPLES,
  CONDITION_LABELS,
  STORAGE_OPTIONS,
  type Condition,
} from '../../shared/devices';

const CONDITION_OPTIONS = CONDITIONS.map((c) => ({ value: c, label: CONDITION_LABELS[c] }));

/** A form field as bindField gives it; an unchosen value is undefined. */
type Field<V extends string> = {
  value: V | undefined;
  onChange: (value: V | undefined) => void;
  error?: string;
};

type ConditionProps = {
  field: { value: Condition | undefined; onChange: (value: Condition) => void; error?: string };
  /** Required: it cannot be emptied again once chosen. Optional: picking it again empties it. */
  required?: boolean;
  /** A fixed hint under the field; `explained` replaces it with the chosen grade's example. */
  description?: string;
  /**
   * Shows the example of the chosen grade under the field (its accessible description), so two
   * clerks grading the same device pick the same condition, where the grade sets a price.
   */
  explained?: boolean;
};

const UNCHOSEN_HINT = 'Pick the closest grade: its example shows here';

/** A device's condition (Excellent to Broken), as buybacks, sales and valuations grade it. */
export function ConditionSelect({
  field,
  required = false,
  description,
  explained = false,
}: ConditionProps) {
  const example = field.value ? CONDITION_EXAMPLES[field.value] : UNCHOSEN_HINT;
  return (
    <Select
      label="Condition"
      description={explained ? example : description}
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

/** An optional detail of a device, from a fixed list; picking the chosen option again empties it. */
function DetailSelect<V extends string>({
  field,
  label,
  data,
  searchable,
}: {
  field: Field<V>;
  label: string;
  data: readonly string[];
  searchable?: boolean;
}) {
  return (
    <Select
      label={label}
      size="md"
      searchable={searchable}
      data={data}
      value={field.value ?? null}
      onChange={(v) => field.onChange((v ?? undefined) as V | undefined)}
      error={field.error}
    />
  );
}

/**
 * Offers the sizes the device catalogue says the model shipped with, or every size when it does
 * not know them. A size the newly chosen model never had is emptied rather than left chosen, out
 * of the list, for the server to refuse.
 */
export function StorageSelect<V extends string>({
  field,
  brand,
  model,
}: {
  field: Field<V>;
  brand: string;
  model: string;
}) {
  const shipped: readonly string[] | null = shippedStorages(brand, model);
  const { value, onChange } = field;
  const unsold = value !== undefined && shipped !== null && !shipped.includes(value);
  useEffect(() => {
    if (unsold) onChange(undefined);
  }, [unsold, onChange]);
  return <DetailSelect field={field} label="Storage" data={shipped ?? STORAGE_OPTIONS} />;
}

export function ColorSelect<V extends string>({ field }: { field: Field<V> }) {
  return <DetailSelect field={field} label="Color" data={COLORS} searchable />;
}
