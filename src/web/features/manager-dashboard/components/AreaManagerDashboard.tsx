import { Container } from '@mantine/core';
import { ComingSoon } from '../../../components/ComingSoon';

/** Area Manager Dashboard: being built. */
export default function AreaManagerDashboard() {
  return (
    <Container size="xl" px={{ base: 'sm', sm: 'lg' }} py="lg">
      <ComingSoon
        order={1}
        name="Area Manager Dashboard"
        description="The stores in your area side by side, with nightly briefs on what needs attention."
      />
    </Container>
  );
}
