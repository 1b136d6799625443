import { Text } from '@mantine/core';
import { amountToCents } from '../../../../shared/daily-reports';
import { formatCents } from '../../../../shared/format';

/** A signed amount as the clerk reads a difference: +$5.00, −$5.00, or "matches". */
function difference(cents: number): string {
  if (cents === 0) return 'matches';
  return `${cents > 0 ? '+' : '−'}${formatCents(Math.abs(cents))}`;
}

/**
 * What the system recorded beside a field the clerk counts, and how far the typed amount is from
 * it, shown under the field (its accessible description) before the report is sent.
 */
export function RecordedHint({ recorded, typed }: { recorded: number; typed: unknown }) {
  const off = amountToCents(typed) - Math.round(recorded * 100);
  return (
    <Text component="span" fz="xs" c={off === 0 ? 'teal.9' : 'red.9'}>
      Recorded {formatCents(Math.round(recorded * 100))} · {difference(off)}
    </Text>
  );
}
