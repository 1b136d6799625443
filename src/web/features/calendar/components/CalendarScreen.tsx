import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { EXPECTED_READY_DAYS } from '../../../../shared/ready-expected';
import { usePickupQueue } from '../../repairs/api';
import { useMyStores } from '../../org/api';
import { useAppointmentCounts, useAppointments, useReadyExpected } from '../api';
import { storeCountsOfDay } from '../day-counts';
import { addDays, calendarClock, calendarToday, dayLabel, weekDays, weekStart } from '../week';
import { AppointmentCard } from './AppointmentCard';
import { BookAppointmentModal } from './BookAppointmentModal';
import { DayReports } from './DayReports';
import { ReadyExpectedLines } from './ReadyExpectedLines';
import { StoreDayCounts } from './StoreDayCounts';
import { useFiledReports } from './use-filed-reports';
import { WaitingForPickup } from './WaitingForPickup';

/**
 * The week at the stores within reach: appointments, open repairs on the day they are expected
 * ready, and each store's daily report. On a phone the days stack as a list of cards. One store's
 * appointments show as cards; with several stores a day shows each store's count, and its cards
 * on demand, so a chain's week stays a few lines a day.
 */
export default function CalendarScreen() {
  const stores = useMyStores({ enabled: true });
  // One store within reach (a store account, a manager of one store): its day in its zone.
  // Several stores: the device's day, as no one store's day fits them all.
  const now = new Date();
  const today = calendarToday(now, stores.data ?? []);
  // Until someone moves through the weeks it follows today, which is the store's once known.
  const [picked, setStart] = useState<string | null>(null);
  const start = picked ?? weekStart(today);
  const [booking, setBooking] = useState(false);
  const days = weekDays(start);
  const end = days[6]!;
  const many = (stores.data?.length ?? 0) > 1;
  // Asked once the stores are known, so a chain's week of appointments is never fetched whole.
  const appointments = useAppointments(start, end, { enabled: !stores.isPending && !many });
  const counts = useAppointmentCounts(start, end, { enabled: many });
  const storeNames = useMemo(
    () => new Map((stores.data ?? []).map((store) => [store.id, store.name])),
    [stores.data],
  );
  const readyExpected = useReadyExpected(start, end);
  const pickups = usePickupQueue();
  const filedOn = useFiledReports(start, end);

  const waiting = (pickups.data ?? []).filter((r) => r.status === 'completed');
  // The week shown, but never a day already over: the server refuses a booking in the past.
  const bookingDate = start > today ? start : today;

  return (
    <Container size="xl" px={{ base: 'sm', sm: 'lg' }} py="lg">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={1}>Calendar</Title>
          {/* Offered once the store is known: its suggested slot is in the store's day, not the
              device's (a phone on UTC after 6 PM in Chicago would suggest tomorrow's small hours). */}
          <Button onClick={() => setBooking(true)} disabled={stores.isPending}>
            Book appointment
          </Button>
        </Group>
        <Group gap="xs">
          <Button variant="default" onClick={() => setStart(addDays(start, -7))}>
            Previous week
          </Button>
          <Button variant="default" onClick={() => setStart(weekStart(today))}>
            This week
          </Button>
          <Button variant="default" onClick={() => setStart(addDays(start, 7))}>
            Next week
          </Button>
        </Group>
        <Text fz="sm" c="dimmed">
          Repairs have no promised date: an open repair shows on its check-in day plus{' '}
          {EXPECTED_READY_DAYS} days.
        </Text>
        {(appointments.isError || counts.isError) && (
          <Alert color="red">Appointments could not be loaded.</Alert>
        )}
        {readyExpected.isError && (
          <Alert color="red">The repairs expected ready could not be loaded.</Alert>
        )}
        {waiting.length > 0 && <WaitingForPickup waiting={waiting} showStore={many} />}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
          {days.map((day) => {
            const booked = (appointments.data ?? []).filter((a) => a.date === day);
            const perStore = storeCountsOfDay(
              counts.data?.days.find((d) => d.date === day),
              counts.data?.storeIds ?? [],
              storeNames,
            );
            const due = readyExpected.data?.days.find((d) => d.date === day);
            return (
              <Card
                key={day}
                withBorder
                radius="md"
                padding="sm"
                aria-label={dayLabel(day)}
                data-testid={`day-${day}`}
              >
                <Group justify="space-between" mb="xs" gap="xs">
                  <Text fw={700}>{dayLabel(day)}</Text>
                  {day === today && <Badge>Today</Badge>}
                </Group>
                <Stack gap="xs">
                  {booked.map((a) => (
                    <AppointmentCard key={a.id} appointment={a} />
                  ))}
                  {perStore.total > 0 && <StoreDayCounts day={day} {...perStore} />}
                  {due && <ReadyExpectedLines day={due} storeNames={storeNames} />}
                  {booked.length === 0 && perStore.total === 0 && !due && (
                    <Text fz="sm" c="dimmed">
                      Nothing booked or due.
                    </Text>
                  )}
                  {day <= today && (
                    <DayReports day={day} now={now} stores={stores.data ?? []} filedOn={filedOn} />
                  )}
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      </Stack>
      {/* Mounted when opened, so its suggested time is from the moment it opens. */}
      {booking && (
        <BookAppointmentModal
          opened
          onClose={() => setBooking(false)}
          date={bookingDate}
          today={today}
          clock={calendarClock(new Date(), stores.data ?? [])}
        />
      )}
    </Container>
  );
}
