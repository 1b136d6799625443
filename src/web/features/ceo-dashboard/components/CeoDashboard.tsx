import { Container } from '@mantine/core';
import { ComingSoon } from '../../../components/ComingSoon';

/** CEO Dashboard: being built. */
export default function CeoDashboard() {
  return (
    <Container size="xl" px={{ base: 'sm', sm: 'lg' }} py="lg">
      <ComingSoon
        order={1}
        name="CEO Dashboard"
        description="Chain-wide sales, repairs and buyback figures by region and store, with AI insights."
      />
    </Container>
  );
}
