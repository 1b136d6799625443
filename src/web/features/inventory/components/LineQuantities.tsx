import { CloseButton, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatMoney } from '../../../../shared/format';
import { MoneyInput } from '../../../components/MoneyInput';

/** A line of an order or a transfer as it is drawn up: the item, how many, and its cost. */
export type DraftLine = {
  itemId: string;
  sku: string;
  name: string;
  quantity: number | string;
  unitCost?: number | string;
  /** What the store can send of it, for a transfer. */
  available?: number;
};

type Props = {
  lines: DraftLine[];
  onChange: (lines: DraftLine[]) => void;
  /** Show and edit each line's unit cost (a purchase order). */
  withCost?: boolean;
  empty: ReactNode;
};

/** The lines of an order or a transfer: a quantity each (and a cost), removable. */
export function LineQuantities({ lines, onChange, withCost = false, empty }: Props) {
  const update = (itemId: string, change: Partial<DraftLine>) =>
    onChange(lines.map((l) => (l.itemId === itemId ? { ...l, ...change } : l)));
  if (lines.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <Stack gap="xs">
      {lines.map((line) => {
        const over =
          line.available !== undefined && Number(line.quantity) > line.available
            ? `Only ${line.available} available`
            : undefined;
        return (
          <Paper key={line.itemId} withBorder radius="md" p="sm">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <Text fw={600}>{line.name}</Text>
                <Text fz="sm" c="dimmed">
                  {line.sku}
                  {withCost && line.unitCost !== undefined && line.unitCost !== ''
                    ? ` · ${formatMoney(Number(line.unitCost) * Number(line.quantity || 0))}`
                    : ''}
                </Text>
              </div>
              <CloseButton
                size="xl"
                aria-label={`Remove ${line.name}`}
                onClick={() => onChange(lines.filter((l) => l.itemId !== line.itemId))}
              />
            </Group>
            <Group grow gap="sm" mt="xs" align="flex-start">
              <NumberInput
                label={`Quantity of ${line.name}`}
                size="md"
                min={1}
                max={9999}
                allowDecimal={false}
                allowNegative={false}
                hideControls
                value={line.quantity}
                onChange={(quantity) => update(line.itemId, { quantity })}
                error={over}
              />
              {withCost && (
                <MoneyInput
                  label={`Unit cost of ${line.name}`}
                  size="md"
                  value={line.unitCost}
                  onChange={(unitCost) => update(line.itemId, { unitCost })}
                />
              )}
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}

/** Adds an item as a line, or one more of it when it is already there. */
export function addLine(lines: DraftLine[], line: DraftLine): DraftLine[] {
  const found = lines.find((l) => l.itemId === line.itemId);
  if (!found) return [...lines, line];
  return lines.map((l) => (l === found ? { ...l, quantity: Number(l.quantity || 0) + 1 } : l));
}
