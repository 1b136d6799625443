import { Center, Container, Loader, Stack } from '@mantine/core';
import { Suspense } from 'react';
import { can } from '../../../../shared/policy';
import touch from '../../../components/touch.module.css';
import { useCurrentUser } from '../../auth/api';
import { ReconciliationPanel } from '../api';
import DailyReportPanel from './DailyReportPanel';

/** /daily-sales-report: the same report as the Sales tab, full page; managers see reconciliation. */
export default function DailyReportScreen() {
  const { data: user } = useCurrentUser();
  return (
    <Container size="lg" px={{ base: 'sm', sm: 'lg' }} py="lg" className={touch.touch}>
      <Stack gap="xl">
        <DailyReportPanel headingOrder={1} />
        {user && can(user.role, 'daily_reports.reconcile') && (
          <Suspense
            fallback={
              <Center py="lg">
                <Loader aria-label="Loading reconciliation" />
              </Center>
            }
          >
            <ReconciliationPanel />
          </Suspense>
        )}
      </Stack>
    </Container>
  );
}
