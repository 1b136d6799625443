import { Paper, SimpleGrid, Text } from '@mantine/core';
import { KPI_DEFINITIONS, type KpiRow } from '../../../../shared/kpi';
import { kpiBasis, kpiText } from './kpi-text';

/** Each KPI of the stores asked for, with what it measures written beneath it. */
export function KpiCards({ row }: { row: KpiRow }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm">
      {KPI_DEFINITIONS.map((d) => (
        <Paper key={d.key} withBorder radius="md" p="md" aria-label={d.label}>
          <Text fz="sm" fw={600} c="dimmed">
            {d.label}
          </Text>
          <Text fz={28} fw={700} lh={1.2}>
            {kpiText(d, row)}
          </Text>
          <Text fz="xs" c="dimmed" mb={6}>
            {kpiBasis(d, row)}
          </Text>
          <Text fz="xs">{d.definition}</Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
