import { Container, Stack } from '@mantine/core';
import touch from '../../../components/touch.module.css';
import DailyReportPanel from './DailyReportPanel';
import { ManagerReconciliation } from './ManagerReconciliation';

/** /daily-sales-report: the same report as the Sales tab, full page; managers see reconciliation. */
export default function DailyReportScreen() {
  return (
    <Container size="lg" px={{ base: 'sm', sm: 'lg' }} py="lg" className={touch.touch}>
      <Stack gap="xl">
        <DailyReportPanel headingOrder={1} />
        <ManagerReconciliation />
      </Stack>
    </Container>
  );
}
