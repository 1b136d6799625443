import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Customer } from '../../../../shared/customers';
import { useCustomerSearch } from '../api';

const SHOWN = 4;

/**
 * The sale's customer: typed as a name for the receipt, or one of the store's records found by
 * name, phone or e-mail and chosen, so the sale joins their history and their store credit can
 * pay for it.
 */
export function CustomerPicker({
  name,
  onName,
  picked,
  onPick,
}: {
  name: string;
  onName: (name: string) => void;
  picked: Customer | null;
  onPick: (customer: Customer | null) => void;
}) {
  const [term] = useDebouncedValue(name.trim(), 300);
  const found = useCustomerSearch(picked ? '' : term);
  const matches = (found.data ?? []).slice(0, SHOWN);
  if (picked) {
    return (
      <Paper withBorder radius="md" p="sm" aria-label="Customer" role="group">
        <Group justify="space-between" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} truncate>
              {picked.name}
            </Text>
            <Text fz="sm" c="dimmed" truncate>
              {picked.phone}
            </Text>
          </div>
          <Button size="md" variant="default" onClick={() => onPick(null)}>
            Change
          </Button>
        </Group>
      </Paper>
    );
  }
  return (
    <Stack gap="xs">
      <TextInput
        label="Customer"
        description="Optional: a name for the receipt, or find their record by name or phone"
        size="md"
        autoComplete="off"
        value={name}
        onChange={(e) => onName(e.currentTarget.value)}
      />
      {term.length >= 2 &&
        matches.map((c) => (
          <Group key={c.id} justify="space-between" wrap="nowrap" gap="sm">
            <Text fz="sm" truncate style={{ minWidth: 0 }}>
              {c.name} · {c.phone}
            </Text>
            <Button
              size="md"
              variant="light"
              onClick={() => onPick(c)}
              aria-label={`Use ${c.name}, ${c.phone}`}
            >
              Use
            </Button>
          </Group>
        ))}
    </Stack>
  );
}
