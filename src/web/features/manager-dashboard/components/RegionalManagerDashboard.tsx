import { Container } from '@mantine/core';
import { ComingSoon } from '../../../components/ComingSoon';

/** Regional Manager Dashboard: being built. */
export default function RegionalManagerDashboard() {
  return (
    <Container size="xl" px={{ base: 'sm', sm: 'lg' }} py="lg">
      <ComingSoon
        order={1}
        name="Regional Manager Dashboard"
        description="Performance of every store in your regions, with trends and forecasts."
      />
    </Container>
  );
}
