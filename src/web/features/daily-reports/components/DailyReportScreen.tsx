import { Container } from '@mantine/core';
import touch from '../../../components/touch.module.css';
import DailyReportPanel from './DailyReportPanel';

/** /daily-sales-report: the same report as the Sales tab, full page. */
export default function DailyReportScreen() {
  return (
    <Container size="lg" px={{ base: 'sm', sm: 'lg' }} py="lg" className={touch.touch}>
      <DailyReportPanel headingOrder={1} />
    </Container>
  );
}
