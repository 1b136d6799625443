import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDashboardStats } from '../api';
import { ActionCards, type ActionId } from './ActionCards';
import { StatTiles } from './StatTiles';

type Props = {
  actions?: Partial<Record<ActionId, () => void>>;
  notes?: Partial<Record<ActionId, string>>;
  busy?: Partial<Record<ActionId, boolean>>;
  /** The office's first-run checklist, under the heading and above the counter's actions. */
  setup?: ReactNode;
};

/** The Dashboard tab: the counter's everyday actions first, then the day's figures. */
export default function DashboardTab({ actions = {}, notes, busy, setup }: Props) {
  const { data: stats } = useDashboardStats({ live: true });
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1} size="h2">
          Dashboard
        </Title>
        <Text c="dimmed">Start a job for the customer at the counter.</Text>
      </Stack>
      {setup}
      <ActionCards handlers={actions} notes={notes} busy={busy} />
      <section aria-labelledby="today-heading">
        <Title order={2} size="h4" mb="sm" id="today-heading">
          Today
        </Title>
        <StatTiles
          tiles={[
            { label: 'Active Repairs', value: stats?.activeRepairs },
            { label: 'Pending Pickup', value: stats?.pendingPickup },
            { label: "Today's Sales", value: stats?.todaysSales },
            { label: 'Buyback Items', value: stats?.buybackItems },
          ]}
        />
      </section>
    </Stack>
  );
}
