import { Paper, SimpleGrid, Text } from '@mantine/core';

export type Tile = { label: string; value: string | number | undefined };

/** Figures in a grid of tiles; a figure not loaded yet shows a dash, not a misleading zero. */
export function StatTiles({ tiles, cols = 4 }: { tiles: Tile[]; cols?: 3 | 4 }) {
  return (
    <SimpleGrid cols={{ base: 2, md: cols }} spacing={{ base: 'sm', sm: 'md' }}>
      {tiles.map(({ label, value }) => (
        <Paper key={label} withBorder radius="lg" p="md">
          <Text fz="sm" c="dimmed" fw={600}>
            {label}
          </Text>
          <Text fz={28} fw={800} lh={1.3} data-testid={`stat-${label}`}>
            {value ?? '—'}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
