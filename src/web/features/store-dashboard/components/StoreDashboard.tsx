import { Container } from '@mantine/core';
import { ComingSoon } from '../../../components/ComingSoon';

/** Store Dashboard: being built. */
export default function StoreDashboard() {
  return (
    <Container size="xl" px={{ base: 'sm', sm: 'lg' }} py="lg">
      <ComingSoon
        order={1}
        name="Store Dashboard"
        description="One store's repairs, sales, buybacks and daily reports at a glance."
      />
    </Container>
  );
}
