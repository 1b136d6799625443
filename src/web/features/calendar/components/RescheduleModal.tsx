import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import {
  appointmentWhen,
  ZAppointmentInput,
  type Appointment,
} from '../../../../shared/appointments';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { reportSaveError } from '../../../lib/server-errors';
import { toastSuccess } from '../../../lib/toast';
import { useUpdateAppointment } from '../api';
import { VisitWhenFields } from './VisitWhenFields';
import { deviceName } from '../../../../shared/device-name';

// The booking's own date and time rules, so both forms refuse the same input the same way.
const ZReschedule = ZAppointmentInput.pick({ date: true, time: true });
type Values = { date: string; time: string };

type Props = { appointment: Appointment; onClose: () => void };

/** Moves a booked visit to another day or time; the server refuses a day already over. */
export function RescheduleModal({ appointment: a, onClose }: Props) {
  const update = useUpdateAppointment();
  const form = useForm<Values>({
    resolver: zodResolver(ZReschedule),
    defaultValues: { date: a.date, time: a.time },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const moved = await update.mutateAsync({ id: a.id, ...values });
      toastSuccess({
        title: 'Appointment rescheduled',
        message: `${moved.customerName}, ${appointmentWhen(moved)}`,
      });
      onClose();
    } catch (error) {
      reportSaveError(form, error, 'Not rescheduled');
    }
  });

  return (
    <ResponsiveModal title="Reschedule appointment" onClose={onClose}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Reschedule">
        <Stack gap="md">
          <Text>
            {a.customerName} · {deviceName(a.deviceBrand, a.deviceModel)}
          </Text>
          <VisitWhenFields form={form} />
          <Button type="submit" size="lg" fullWidth loading={update.isPending}>
            Save new time
          </Button>
        </Stack>
      </form>
    </ResponsiveModal>
  );
}
