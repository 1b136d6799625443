import { Container } from '@mantine/core';
import { ComingSoon } from '../../../components/ComingSoon';

/** Admin Analytics: being built. */
export default function AdminAnalytics() {
  return (
    <Container size="xl" px={{ base: 'sm', sm: 'lg' }} py="lg">
      <ComingSoon
        order={1}
        name="Admin Analytics"
        description="Usage, activity and revenue analytics across the whole chain."
      />
    </Container>
  );
}
