import { zodResolver } from '@hookform/resolvers/zod';
import { Text } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ZOpeningFloatInput, type RecordedDay } from '../../../../shared/cash-drawer';
import { formatMoney } from '../../../../shared/format';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { MoneyField } from '../../../components/MoneyField';
import { errorMessage } from '../../../lib/api';
import { toastError } from '../../../lib/toast';
import { useCurrentUser } from '../../auth/api';
import { useRecordedDay, useSetOpeningFloat } from '../cash-drawer-api';

type Values = z.input<typeof ZOpeningFloatInput>;

/** The day this device was told to skip the prompt, per store: it asks again the next day. */
const skipKey = (day: RecordedDay) => `opening-float-skipped:${day.storeId}`;

function skippedToday(day: RecordedDay): boolean {
  try {
    return localStorage.getItem(skipKey(day)) === day.businessDate;
  } catch {
    return false;
  }
}

function FloatForm({ day, onDone }: { day: RecordedDay; onDone: () => void }) {
  const save = useSetOpeningFloat();
  const carried = day.cashDrawer.lastCount ?? 0;
  const form = useForm<Values, unknown, z.output<typeof ZOpeningFloatInput>>({
    resolver: zodResolver(ZOpeningFloatInput),
    defaultValues: { openingFloat: carried },
  });
  const skip = () => {
    try {
      localStorage.setItem(skipKey(day), day.businessDate);
    } catch {
      // A device that keeps nothing asks again on the next visit: harmless.
    }
    onDone();
  };
  const confirm = async (input: z.output<typeof ZOpeningFloatInput>) => {
    try {
      await save.mutateAsync(input);
      onDone();
    } catch (failure) {
      toastError({ title: 'Error', message: errorMessage(failure, 'Could not save the float.') });
    }
  };
  return (
    <ConfirmModal
      opened
      title="Opening float"
      cancelLabel="Skip"
      confirmLabel="Save float"
      loading={save.isPending}
      onCancel={skip}
      onConfirm={() => void form.handleSubmit(confirm)()}
    >
      <Text fz="sm">
        Count the cash in the drawer before the first sale. Yesterday closed with{' '}
        {formatMoney(carried)} counted; skip to start from that.
      </Text>
      <MoneyField
        control={form.control}
        name="openingFloat"
        label="Cash in the drawer"
        size="md"
        data-autofocus
      />
    </ConfirmModal>
  );
}

/**
 * At the counter's first sign-in of the day, a small prompt for the cash in the drawer. It asks
 * only once the store has closed a day with its cash counted (there is a count to carry), and
 * skipping keeps that count as the float.
 */
export default function OpeningFloatPrompt() {
  const user = useCurrentUser().data;
  const counter = user?.role === 'store';
  const day = useRecordedDay(null, { enabled: counter });
  const [done, setDone] = useState(false);
  const data = day.data;
  if (!counter || done || !data) return null;
  if (data.cashDrawer.floatEntered || data.cashDrawer.lastCount === null || skippedToday(data))
    return null;
  return <FloatForm day={data} onDone={() => setDone(true)} />;
}
