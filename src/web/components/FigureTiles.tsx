import { Paper, SimpleGrid, Text } from '@mantine/core';

export type Figure = { label: string; value: string | number; note?: string };

/** Headline figures in tiles: two across on a phone, `cols` across from the md breakpoint. */
export function FigureTiles({ figures, cols = 4 }: { figures: Figure[]; cols?: 3 | 4 | 5 }) {
  return (
    <SimpleGrid cols={{ base: 2, md: cols }} spacing={{ base: 'sm', sm: 'md' }}>
      {figures.map(({ label, value, note }) => (
        <Paper key={label} withBorder radius="lg" p="md">
          <Text fz="sm" c="dimmed" fw={600}>
            {label}
          </Text>
          <Text fz={26} fw={800} lh={1.3} data-testid={`figure-${label}`}>
            {value}
          </Text>
          {note && (
            <Text fz="xs" c="dimmed">
              {note}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
