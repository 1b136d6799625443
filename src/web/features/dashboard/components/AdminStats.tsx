import { Alert } from '@mantine/core';
import { errorMessage } from '../../../lib/api';
import { useDashboardStats } from '../api';
import { StatTiles } from './StatTiles';

/**
 * The Admin Dashboard's figures (docs/product.md, Screens: Total Users, Active Repairs, Total
 * Stores, Completed Today).
 */
export default function AdminStats() {
  const { data: stats, isError, error } = useDashboardStats();
  if (isError) {
    return (
      <Alert color="red" title="Could not load the figures">
        {errorMessage(error, 'Please try again.')}
      </Alert>
    );
  }
  return (
    <StatTiles
      tiles={[
        { label: 'Total Users', value: stats?.totalUsers },
        { label: 'Active Repairs', value: stats?.activeRepairs },
        { label: 'Total Stores', value: stats?.totalStores },
        { label: 'Completed Today', value: stats?.completedToday },
      ]}
    />
  );
}
