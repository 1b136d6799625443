import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { REPAIR_STATUS_LABELS } from '../../../../shared/repairs';
import type { StoreDashboard } from '../../../../shared/store-dashboard';

const OPEN_STATUSES = ['received', 'in_progress', 'completed'] as const;

/** Repairs in each open status, then the ones that have waited longest for work. */
export function RepairsCard({ data }: { data: StoreDashboard }) {
  return (
    <Paper withBorder radius="lg" p="md">
      <SimpleGrid cols={3} spacing="xs">
        {OPEN_STATUSES.map((s) => (
          <Stack key={s} gap={0} align="center">
            <Text fz={24} fw={800} data-testid={`repairs-${s}`}>
              {data.repairsByStatus[s]}
            </Text>
            <Text fz="xs" c="dimmed" ta="center">
              {s === 'completed' ? 'Ready for pickup' : REPAIR_STATUS_LABELS[s]}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      <Text fw={700} fz="sm" mt="md" mb="xs">
        Oldest open repairs
      </Text>
      {data.oldestOpen.length === 0 ? (
        <Text fz="sm" c="dimmed">
          No repair is waiting for work.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {data.oldestOpen.map((r) => (
            <Group key={r.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
              <Stack gap={0} miw={0}>
                <Text fz="sm" fw={600} truncate>
                  T-{r.ticketNumber} · {r.device}
                </Text>
                <Text fz="xs" c="dimmed" truncate>
                  {r.customerName} · {REPAIR_STATUS_LABELS[r.status]}
                </Text>
              </Stack>
              <Badge color={r.ageDays > 7 ? 'orange' : 'gray'} variant="light">
                {r.ageDays === 1 ? '1 day' : `${r.ageDays} days`}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
