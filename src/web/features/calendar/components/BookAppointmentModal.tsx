import { Button, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useRef, useState } from 'react';
import {
  APPOINTMENT_PAST_TIME,
  appointmentWhen,
  ZAppointmentInput,
  type AppointmentInput,
} from '../../../../shared/appointments';
import { newId } from '../../../../shared/ids';
import { isStoreRole } from '../../../../shared/roles';
import { PhoneInput } from '../../../components/PhoneInput';
import { errorMessage } from '../../../lib/api';
import { fieldErrors } from '../../../lib/field-errors';
import { toastError, toastSuccess } from '../../../lib/toast';
import { usePhoneLayout } from '../../../lib/use-phone-layout';
import { useCurrentUser } from '../../auth/api';
import { useMyStores } from '../../org/api';
import { BrandModelPicker } from '../../../components/BrandModelPicker';
import touch from '../../../components/touch.module.css';
import { useBookAppointment } from '../api';
import { suggestedBooking } from '../week';
import { AppModal } from '../../../components/AppModal';

type Values = Required<Omit<AppointmentInput, 'id' | 'storeId'>> & { storeId: string };

type Slot = { date: string; time: string };

const empty = (slot: Slot): Values => ({
  storeId: '',
  customerName: '',
  customerPhone: '',
  customerEmail: '',
  ...slot,
  deviceBrand: '',
  deviceModel: '',
  problem: '',
});

type Props = {
  opened: boolean;
  onClose: () => void;
  /** The day the calendar suggests (the week shown, never before today). */
  date: string;
  /** The calendar's today and wall clock (HH:MM): a booking is for a time still to come. */
  today: string;
  clock: string;
};

/** Books a customer's visit; field rules and messages are the shared schema's, as on the server. */
export function BookAppointmentModal({ opened, onClose, date, today, clock }: Props) {
  const phone = usePhoneLayout();
  const { data: user } = useCurrentUser();
  // Store accounts book for their own store; everyone else says which store.
  const choosesStore = user ? !isStoreRole(user.role) : false;
  const stores = useMyStores({ enabled: choosesStore });
  const book = useBookAppointment();
  const suggest = () => suggestedBooking(date, today, clock);
  const [values, setValues] = useState<Values>(() => empty(suggest()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  // One id per booking: a retried submit (timeout, double tap) is the same appointment.
  const clientId = useRef(newId());

  const field = (name: keyof Values) => ({
    value: values[name],
    error: errors[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
    },
  });

  const close = () => {
    setValues(empty(suggest()));
    setErrors({});
    clientId.current = newId();
    onClose();
  };

  const submit = async () => {
    const input = { ...values, id: clientId.current, storeId: values.storeId || undefined };
    const parsed = ZAppointmentInput.safeParse(input);
    const found: Record<string, string> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
    if (choosesStore && !values.storeId) found.storeId = 'Choose the store for this appointment';
    // The server says the same in the store's zone; this answers at once, offline too.
    if (!found.time && values.date === today && values.time < clock)
      found.time = APPOINTMENT_PAST_TIME;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const booked = await book.mutateAsync(input);
      toastSuccess({
        title: 'Appointment booked',
        message: `${booked.customerName}, ${appointmentWhen(booked)}`,
      });
      close();
    } catch (error) {
      setErrors(fieldErrors(error));
      toastError({ title: 'Not booked', message: errorMessage(error, 'Please try again.') });
    }
  };

  return (
    <AppModal
      opened={opened}
      onClose={close}
      title="Book appointment"
      size="lg"
      fullScreen={phone}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': 'Close', size: 'xl' }}
      classNames={{ content: touch.touch }}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          {choosesStore && (
            <Select
              size="md"
              label="Store"
              required
              searchable
              allowDeselect={false}
              data={(stores.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
              value={values.storeId || null}
              onChange={(value) => setValues((v) => ({ ...v, storeId: value ?? '' }))}
              error={errors.storeId}
            />
          )}
          <TextInput size="md" label="Customer name" required {...field('customerName')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <PhoneInput size="md" label="Phone" required {...field('customerPhone')} />
            <TextInput size="md" label="Email" type="email" {...field('customerEmail')} />
          </SimpleGrid>
          <SimpleGrid cols={2}>
            <TextInput size="md" label="Date" type="date" required {...field('date')} />
            <TextInput size="md" label="Time" type="time" required {...field('time')} />
          </SimpleGrid>
          <BrandModelPicker
            brand={values.deviceBrand}
            model={values.deviceModel}
            onBrandChange={(brand) => setValues((v) => ({ ...v, deviceBrand: brand }))}
            onModelChange={(model) => setValues((v) => ({ ...v, deviceModel: model }))}
            brandError={errors.deviceBrand}
            modelError={errors.deviceModel}
          />
          <Textarea size="md" label="Problem" required autosize minRows={2} {...field('problem')} />
          <Button type="submit" size="md" loading={book.isPending}>
            Book appointment
          </Button>
        </Stack>
      </form>
    </AppModal>
  );
}
