import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useMemo } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import {
  APPOINTMENT_PAST_TIME,
  appointmentWhen,
  ZAppointmentInput,
  type AppointmentInput,
} from '../../../../shared/appointments';
import { newId } from '../../../../shared/ids';
import { isStoreRole } from '../../../../shared/roles';
import { PhoneInput } from '../../../components/PhoneInput';
import { bindField } from '../../../lib/bind-field';
import { reportSaveError } from '../../../lib/server-errors';
import { toastSuccess } from '../../../lib/toast';
import { usePhoneLayout } from '../../../lib/use-phone-layout';
import { useCurrentUser } from '../../auth/api';
import { useMyStores } from '../../org/api';
import { BoundBrandModelPicker } from '../../../components/BrandModelPicker';
import touch from '../../../components/touch.module.css';
import { useBookAppointment } from '../api';
import { suggestedBooking } from '../week';
import { AppModal } from '../../../components/AppModal';
import { VisitWhenFields } from './VisitWhenFields';

type Values = Required<Omit<AppointmentInput, 'storeId'>> & { storeId: string };
type Booking = z.output<typeof ZAppointmentInput>;

type Slot = { date: string; time: string };

/** A new booking, with its own id: a retried submit (timeout, double tap) is the same appointment. */
const empty = (slot: Slot): Values => ({
  id: newId(),
  storeId: '',
  customerName: '',
  customerPhone: '',
  customerEmail: '',
  ...slot,
  deviceBrand: '',
  deviceModel: '',
  problem: '',
});

/** Who is booking and when: a store is asked of accounts that are not a store's. */
type BookingContext = { choosesStore: boolean; today: string; clock: string };

const schemaResolver = zodResolver(
  z.preprocess(
    (values: Values) => ({ ...values, storeId: values.storeId || undefined }),
    ZAppointmentInput,
  ),
) as unknown as Resolver<Values, BookingContext, Booking>;

/** The shared schema, plus the store to book for and a time still to come today. */
const bookingResolver: Resolver<Values, BookingContext, Booking> = async (
  values,
  context,
  options,
) => {
  const result = await schemaResolver(values, context, options);
  const errors: FieldErrors<Values> = { ...result.errors };
  if (context?.choosesStore && !values.storeId)
    errors.storeId = { type: 'required', message: 'Choose the store for this appointment' };
  // The server says the same in the store's zone; this answers at once, offline too.
  if (!errors.time && context && values.date === context.today && values.time < context.clock)
    errors.time = { type: 'validate', message: APPOINTMENT_PAST_TIME };
  return Object.keys(errors).length > 0 ? { values: {}, errors } : result;
};

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
  const context = useMemo(() => ({ choosesStore, today, clock }), [choosesStore, today, clock]);
  const form = useForm<Values, BookingContext, Booking>({
    resolver: bookingResolver,
    context,
    defaultValues: empty(suggest()),
  });
  const { errors } = form.formState;
  const store = bindField(form, 'storeId');
  const brand = bindField(form, 'deviceBrand');
  const model = bindField(form, 'deviceModel');

  const close = () => {
    form.reset(empty(suggest()));
    onClose();
  };

  const submit = async (input: Booking) => {
    try {
      const booked = await book.mutateAsync(input);
      toastSuccess({
        title: 'Appointment booked',
        message: `${booked.customerName}, ${appointmentWhen(booked)}`,
      });
      close();
    } catch (error) {
      reportSaveError(form, error, 'Not booked');
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
      <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)}>
        <Stack gap="md">
          {choosesStore && (
            <Select
              size="md"
              label="Store"
              required
              searchable
              allowDeselect={false}
              data={(stores.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
              value={store.value || null}
              onChange={(value) => store.onChange(value ?? '')}
              error={store.error}
            />
          )}
          <TextInput
            size="md"
            label="Customer name"
            required
            error={errors.customerName?.message}
            {...form.register('customerName')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <PhoneInput
              size="md"
              label="Phone"
              required
              error={errors.customerPhone?.message}
              {...form.register('customerPhone')}
            />
            <TextInput
              size="md"
              label="Email"
              type="email"
              error={errors.customerEmail?.message}
              {...form.register('customerEmail')}
            />
          </SimpleGrid>
          <VisitWhenFields form={form} />
          <BoundBrandModelPicker brand={brand} model={model} />
          <Textarea
            size="md"
            label="Problem"
            required
            autosize
            minRows={2}
            error={errors.problem?.message}
            {...form.register('problem')}
          />
          <Button type="submit" size="md" loading={book.isPending}>
            Book appointment
          </Button>
        </Stack>
      </form>
    </AppModal>
  );
}
