import { Group, Radio } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One choice of a Radio.Group shown as a card (a device from stock, a repair to hand back): the
 * whole card is the radio, its indicator on the left and what it describes beside it.
 */
export function ChoiceCard({ value, children }: { value: string; children: ReactNode }) {
  return (
    <Radio.Card value={value} radius="md" p="sm" withBorder>
      <Group wrap="nowrap" gap="sm" align="flex-start">
        <Radio.Indicator mt={2} />
        <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
      </Group>
    </Radio.Card>
  );
}
