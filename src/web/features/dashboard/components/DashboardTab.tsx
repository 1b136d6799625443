import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ActionCards } from './ActionCards';

const STAT_TILES = ['Active Repairs', 'Pending Pickup', "Today's Sales", 'Buyback Items'] as const;

/** The Dashboard tab: the counter's everyday actions first, then the day's figures. */
export default function DashboardTab() {
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1} size="h2">
          Dashboard
        </Title>
        <Text c="dimmed">Start a job for the customer at the counter.</Text>
      </Stack>
      <ActionCards />
      <section aria-labelledby="today-heading">
        <Title order={2} size="h4" mb="sm" id="today-heading">
          Today
        </Title>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
          {STAT_TILES.map((label) => (
            <Paper key={label} withBorder radius="lg" p="md">
              <Text fz="sm" c="dimmed" fw={600}>
                {label}
              </Text>
              <Text fz={28} fw={800} lh={1.3} aria-label={`${label}: not available yet`}>
                —
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </section>
    </Stack>
  );
}
