import { Badge, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { formatCents } from '../../../../shared/format';
import type { Trend, TrendMetric } from '../../../../shared/insights';
import { trendChange } from './trend-text';

const LABELS: Record<TrendMetric, string> = {
  revenue: 'Revenue',
  repairsCompleted: 'Repairs completed',
  averageTicket: 'Average ticket',
};

const show = (t: Trend) =>
  t.metric === 'repairsCompleted' ? String(t.current) : formatCents(t.current);

function Change({ trend }: { trend: Trend }) {
  const change = trendChange(trend.changePct);
  return (
    <Badge variant="light" color={change.color}>
      {change.text}
    </Badge>
  );
}

/** One card per measure: the last 7 days against the 7 before, and the last 28 against the 28 before. */
export function TrendCards({ trends }: { trends: Trend[] }) {
  const metrics = Object.keys(LABELS) as TrendMetric[];
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
      {metrics.map((metric) => {
        const week = trends.find((t) => t.metric === metric && t.days === 7);
        const month = trends.find((t) => t.metric === metric && t.days === 28);
        if (!week || !month) return null;
        return (
          <Paper key={metric} withBorder radius="lg" p="md" data-testid={`trend-${metric}`}>
            <Text fz="sm" c="dimmed" fw={600}>
              {LABELS[metric]} · last 7 days
            </Text>
            <Group gap="xs" align="baseline">
              <Text fz={24} fw={800}>
                {show(week)}
              </Text>
              <Change trend={week} />
            </Group>
            <Group gap="xs" mt={4}>
              <Text fz="sm" c="dimmed">
                28 days: {show(month)}
              </Text>
              <Change trend={month} />
            </Group>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
