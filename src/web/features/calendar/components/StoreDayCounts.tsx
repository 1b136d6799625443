import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { APPOINTMENT_STATUSES, APPOINTMENT_STATUS_LABELS } from '../../../../shared/appointments';
import touch from '../../../components/touch.module.css';
import { useAppointments } from '../api';
import type { StoreDayCount } from '../day-counts';
import { dayLabel } from '../week';
import { AppointmentCard } from './AppointmentCard';

const plural = (n: number) => `${n} appointment${n === 1 ? '' : 's'}`;

/** "3 booked, 1 no-show": the statuses a store's day holds. */
function statusSummary(store: StoreDayCount): string {
  return APPOINTMENT_STATUSES.filter((status) => store.byStatus[status] > 0)
    .map((status) => `${store.byStatus[status]} ${APPOINTMENT_STATUS_LABELS[status].toLowerCase()}`)
    .join(', ');
}

/** The day's appointments of every store within reach, asked for only when someone opens them. */
function DayAppointments({ day }: { day: string }) {
  const list = useAppointments(day, day);
  if (list.isError) return <Alert color="red">Appointments could not be loaded.</Alert>;
  if (list.isPending) return <Text fz="sm">Loading appointments…</Text>;
  return (
    <>
      {list.data.map((a) => (
        <AppointmentCard key={a.id} appointment={a} />
      ))}
    </>
  );
}

/**
 * A day on the calendar of many stores: how many appointments each store holds (busiest first)
 * and the total, with the appointments themselves a tap away. A chain's week of cards would be
 * hundreds; its counts are a few lines.
 */
export function StoreDayCounts({
  day,
  total,
  stores,
}: {
  day: string;
  total: number;
  stores: StoreDayCount[];
}) {
  const [open, setOpen] = useState(false);
  const verb = open ? 'Hide' : 'Show';
  return (
    <Stack gap="xs" data-testid="day-counts">
      <Text fw={600}>{plural(total)}</Text>
      <List
        listStyleType="none"
        spacing={4}
        aria-label={`Appointments per store, ${dayLabel(day)}`}
        // The item's full width, so each store's count lines up at the card's right edge.
        styles={{ itemWrapper: { display: 'flex', alignItems: 'stretch' } }}
      >
        {stores.map((store) => (
          <List.Item key={store.storeId}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text fz="sm">{store.name}</Text>
              <Text fz="sm" fw={600}>
                {store.total}
              </Text>
            </Group>
            <Text fz="xs" c="dimmed">
              {statusSummary(store)}
            </Text>
          </List.Item>
        ))}
      </List>
      <div className={touch.touch}>
        <Button
          size="md"
          variant="light"
          fullWidth
          aria-expanded={open}
          aria-label={`${verb} appointments for ${dayLabel(day)}`}
          onClick={() => setOpen(!open)}
        >
          {verb} appointments
        </Button>
      </div>
      {open && <DayAppointments day={day} />}
    </Stack>
  );
}
