import { Container } from '@mantine/core';
import { ComingSoon } from '../../../components/ComingSoon';

/** Calendar: being built. */
export default function CalendarScreen() {
  return (
    <Container size="xl" px={{ base: 'sm', sm: 'lg' }} py="lg">
      <ComingSoon
        order={1}
        name="Calendar"
        description="Repairs due, pickups waiting, daily reports and booked appointments."
      />
    </Container>
  );
}
