import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One fact of a record's view: a small caption over its value, or a dash when it has none. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text fz="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text style={{ overflowWrap: 'anywhere' }}>{children || '—'}</Text>
    </div>
  );
}
