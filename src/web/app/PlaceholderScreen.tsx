import { Container } from '@mantine/core';
import { ComingSoon } from '../components/ComingSoon';

/** A route of the spec whose screen a later release builds. */
export default function PlaceholderScreen(props: { name: string; description: string }) {
  return (
    <Container size="xl" px={{ base: 'sm', sm: 'lg' }} py="lg">
      <ComingSoon order={1} {...props} />
    </Container>
  );
}
