import { Container } from '@mantine/core';
import { ComingSoon } from '../../../components/ComingSoon';

/** KPI Reports: being built. */
export default function KpiReports() {
  return (
    <Container size="xl" px={{ base: 'sm', sm: 'lg' }} py="lg">
      <ComingSoon
        order={1}
        name="KPI Reports"
        description="Key performance indicators per store and per person, against their targets."
      />
    </Container>
  );
}
