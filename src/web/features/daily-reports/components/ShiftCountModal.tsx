import { zodResolver } from '@hookform/resolvers/zod';
import { Text } from '@mantine/core';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import {
  drawerDifferenceText,
  ZShiftCountInput,
  type ShiftCountInput,
} from '../../../../shared/cash-drawer';
import { newId } from '../../../../shared/ids';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { MoneyField } from '../../../components/MoneyField';
import { errorMessage } from '../../../lib/api';
import { toastError, toastNotice, toastSuccess } from '../../../lib/toast';
import { useCountShift } from '../cash-drawer-api';

type Props = { storeId: string | null; onClose: () => void };

/**
 * The drawer counted as one person's shift ends. The counter types what is there without being
 * told what should be (a blind count); the answer names the shift over or short, and the next
 * shift starts from this count.
 */
export function ShiftCountModal({ storeId, onClose }: Props) {
  const countShift = useCountShift();
  const id = useRef(newId());
  const form = useForm<ShiftCountInput>({
    resolver: zodResolver(ZShiftCountInput),
    defaultValues: { countedCash: '' },
  });

  const save = async (input: ShiftCountInput) => {
    if (countShift.isPending) return;
    try {
      const day = await countShift.mutateAsync({
        ...input,
        id: id.current,
        storeId: storeId ?? undefined,
      });
      const shift = day.cashDrawer.shifts.at(-1);
      const off = shift ? Math.round(shift.difference * 100) : 0;
      // Over or short is news for the counter, not a success.
      (off === 0 ? toastSuccess : toastNotice)({
        title: 'Shift counted',
        message: drawerDifferenceText(off),
      });
      onClose();
    } catch (failure) {
      toastError({ title: 'Error', message: errorMessage(failure, 'Could not keep the count.') });
    }
  };

  return (
    <ConfirmModal
      opened
      title="Count at a change of shift"
      cancelLabel="Cancel"
      confirmLabel="Keep Count"
      loading={countShift.isPending}
      onCancel={onClose}
      onConfirm={() => void form.handleSubmit(save)()}
    >
      <Text fz="sm">
        Count the cash in the drawer before the next person takes it over. The count is kept with
        your name; the next shift starts from it.
      </Text>
      <MoneyField
        control={form.control}
        name="countedCash"
        label="Cash counted"
        required
        size="md"
        data-autofocus
      />
    </ConfirmModal>
  );
}
