import { Text } from '@mantine/core';

/** A figure under its muted label, large enough to read at a glance. */
export function LabelledFigure({ label, value }: { label: string; value: string | number }) {
  return (
    <>
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value}
      </Text>
    </>
  );
}
