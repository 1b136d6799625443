import { Alert, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDay } from '../../../../shared/format';
import { can } from '../../../../shared/policy';
import { useCurrentUser } from '../../auth/api';
import { useOverduePoliceReports } from '../api';

/**
 * Police reports past the store's deadline, neither exported nor sent (issue 26), on the manager
 * dashboards: the law's deadline, so it is shown above the figures. Nothing for the counter, nor
 * when every report went out.
 */
export default function OverduePoliceReports({ storeId }: { storeId?: string }) {
  const { data: user } = useCurrentUser();
  const allowed = !!user && can(user.role, 'police_reports.view');
  const overdue = useOverduePoliceReports(storeId, allowed);
  const days = overdue.data ?? [];
  if (!allowed || days.length === 0) return null;
  return (
    <Alert color="red" title="Police reports overdue">
      <Stack gap="xs" align="flex-start">
        <Stack gap={2} component="ul" m={0} p={0} aria-label="Overdue police reports">
          {days.map((d) => (
            <Text component="li" key={`${d.storeId}:${d.date}`} style={{ listStyle: 'none' }}>
              {d.storeName} · {formatDay(d.date)} ·{' '}
              {d.purchases === 1 ? '1 purchase' : `${d.purchases} purchases`}
            </Text>
          ))}
        </Stack>
        <Button component={Link} to="/police-reports" size="md" variant="light" color="red">
          Open police reports
        </Button>
      </Stack>
    </Alert>
  );
}
