import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Suspense, useState } from 'react';
import {
  APPOINTMENT_STATUS_LABELS,
  type Appointment,
  type AppointmentStatus,
} from '../../../../shared/appointments';
import { formatClock } from '../../../../shared/format';
import type { RepairWaiverDetail } from '../../../../shared/repairs';
import touch from '../../../components/touch.module.css';
import { errorMessage } from '../../../lib/api';
import { toastError } from '../../../lib/toast';
import { NewWaiverModal } from '../../repairs/screens';
import { useUpdateAppointment } from '../api';
import { RescheduleModal } from './RescheduleModal';
import type { Saved } from '../../../lib/offline/writes';
import { deviceName } from '../../../../shared/device-name';

const STATUS_COLORS: Record<AppointmentStatus, string> = {
  booked: 'blue',
  arrived: 'teal',
  cancelled: 'gray',
  no_show: 'red',
};

/**
 * One booked visit; while booked it can become a check-in, move to another time, or become a
 * no-show or a cancellation.
 */
export function AppointmentCard({ appointment: a }: { appointment: Appointment }) {
  const update = useUpdateAppointment();
  const [checkingIn, setCheckingIn] = useState(false);
  const [rescheduling, setRescheduling] = useState(false);

  const mark = async (patch: { status: AppointmentStatus; repairId?: string }) => {
    try {
      await update.mutateAsync({ id: a.id, ...patch });
    } catch (error) {
      toastError({ title: 'Not changed', message: errorMessage(error, 'Please try again.') });
    }
  };

  // A waiver saved offline has no server record yet, so the appointment is marked arrived
  // without it rather than pointing at a repair the server cannot find.
  const checkedIn = ({ queued, record }: Saved<RepairWaiverDetail>) =>
    void mark(queued ? { status: 'arrived' } : { status: 'arrived', repairId: record.id });

  return (
    <Paper withBorder p="sm" radius="md" data-testid="appointment">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={700}>{formatClock(a.time)}</Text>
          <Badge variant="light" color={STATUS_COLORS[a.status]}>
            {APPOINTMENT_STATUS_LABELS[a.status]}
          </Badge>
        </Group>
        <Text fw={600}>{a.customerName}</Text>
        <Text fz="sm" c="dimmed">
          {deviceName(a.deviceBrand, a.deviceModel)} · {a.problem}
        </Text>
        <Text fz="xs" c="dimmed">
          {a.storeName} · {a.customerPhone}
        </Text>
        {a.ticketNumber && <Text fz="sm">Ticket {a.ticketNumber}</Text>}
        {a.status === 'booked' && (
          // Full-size buttons, the arrival first and widest: at the counter a thumb taps them.
          <Stack gap="xs" mt={4} className={touch.touch}>
            <Button size="md" fullWidth onClick={() => setCheckingIn(true)}>
              Arrived — check in
            </Button>
            {/* One a row where the week's four columns leave too little width for two. */}
            <SimpleGrid cols={{ base: 2, lg: 1 }} spacing="xs">
              <Button size="md" variant="default" onClick={() => setRescheduling(true)}>
                Reschedule
              </Button>
              <Button
                size="md"
                variant="default"
                loading={update.isPending}
                onClick={() => void mark({ status: 'no_show' })}
              >
                No-show
              </Button>
              <Button
                size="md"
                variant="subtle"
                color="red"
                onClick={() => void mark({ status: 'cancelled' })}
              >
                Cancel
              </Button>
            </SimpleGrid>
          </Stack>
        )}
      </Stack>
      {rescheduling && <RescheduleModal appointment={a} onClose={() => setRescheduling(false)} />}
      {checkingIn && (
        <Suspense fallback={null}>
          <NewWaiverModal
            opened
            onClose={() => setCheckingIn(false)}
            onCreated={checkedIn}
            prefill={{
              storeId: a.storeId,
              customerName: a.customerName,
              customerPhone: a.customerPhone,
              customerEmail: a.customerEmail ?? '',
              deviceBrand: a.deviceBrand,
              deviceModel: a.deviceModel,
              problemDescription: a.problem,
            }}
          />
        </Suspense>
      )}
    </Paper>
  );
}
