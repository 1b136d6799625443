import { Badge, Group, Stack, Text } from '@mantine/core';
import { REPAIR_PART_STATE_LABELS, type RepairPart } from '../../../../../shared/inventory';
import { formatMoney } from '../../../../../shared/format';

const COLOURS = { reserved: 'blue', waiting: 'red', used: 'teal', released: 'gray' } as const;

/** The repair's parts from stock: held for it, waiting for stock, or used (and what they cost). */
export function RepairParts({ parts, partsCost }: { parts: RepairPart[]; partsCost: number }) {
  const shown = parts.filter((p) => p.state !== 'released');
  if (shown.length === 0) return null;
  return (
    <Stack gap={4} role="group" aria-label="Parts from stock">
      <Text fw={600}>Parts from stock</Text>
      {shown.map((part) => (
        <Group key={part.id} justify="space-between" wrap="nowrap">
          <Text>
            {part.quantity} × {part.name}
          </Text>
          <Badge variant="light" color={COLOURS[part.state]}>
            {REPAIR_PART_STATE_LABELS[part.state]}
          </Badge>
        </Group>
      ))}
      {partsCost > 0 && <Text fz="sm">Parts cost {formatMoney(partsCost)}</Text>}
    </Stack>
  );
}
