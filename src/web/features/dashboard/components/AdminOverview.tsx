import { Alert, Stack, Title } from '@mantine/core';
import { errorMessage } from '../../../lib/api';
import { useDashboardStats } from '../api';
import { StatTiles } from './StatTiles';

/** The Admin tab's System Overview and Signature Status, from the dashboard figures. */
export default function AdminOverview() {
  const { data: stats, isError, error } = useDashboardStats();
  if (isError) {
    return (
      <Alert color="red" title="Could not load the overview">
        {errorMessage(error, 'Please try again.')}
      </Alert>
    );
  }
  return (
    <Stack gap="lg">
      <section aria-labelledby="system-overview-heading">
        <Title order={2} size="h4" mb="sm" id="system-overview-heading">
          System Overview
        </Title>
        <StatTiles
          tiles={[
            { label: 'Total Users', value: stats?.totalUsers },
            { label: 'Active Repairs', value: stats?.activeRepairs },
            { label: 'Completed Today', value: stats?.completedToday },
            { label: 'Revenue Today', value: stats?.revenueToday },
          ]}
        />
      </section>
      <section aria-labelledby="signature-status-heading">
        <Title order={2} size="h4" mb="sm" id="signature-status-heading">
          Signature Status
        </Title>
        <StatTiles
          cols={3}
          tiles={[
            { label: 'Drop-off Only', value: stats?.signatureStatus.dropoffOnly },
            { label: 'Both Signatures', value: stats?.signatureStatus.both },
            { label: 'Awaiting Pickup', value: stats?.signatureStatus.awaitingPickup },
          ]}
        />
      </section>
    </Stack>
  );
}
