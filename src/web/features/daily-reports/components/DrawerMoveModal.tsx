import { zodResolver } from '@hookform/resolvers/zod';
import { SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  DRAWER_MOVE_KINDS,
  DRAWER_MOVE_LABELS,
  ZDrawerMoveInput,
  type DrawerMoveInput,
  type DrawerMoveKind,
} from '../../../../shared/cash-drawer';
import { newId } from '../../../../shared/ids';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { MoneyField } from '../../../components/MoneyField';
import { errorMessage } from '../../../lib/api';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useMoveCash } from '../cash-drawer-api';

type Props = { storeId: string | null; onClose: () => void };

/**
 * Cash put into or taken from the drawer that is no sale: change from the bank, a supplier paid
 * from the till. The reason goes with it to the activity log; a large pay-out asks for a
 * manager's PIN. The write keeps one id while the dialog is open, so a second tap or a retry
 * after a lost answer is kept once.
 */
export function DrawerMoveModal({ storeId, onClose }: Props) {
  const moveCash = useMoveCash();
  const id = useRef(newId());
  const form = useForm<DrawerMoveInput>({
    resolver: zodResolver(ZDrawerMoveInput),
    defaultValues: { kind: 'pay_in', amount: '', reason: '' },
  });
  const { errors } = form.formState;

  const save = async (input: DrawerMoveInput) => {
    if (moveCash.isPending) return;
    try {
      await moveCash.mutateAsync({ ...input, id: id.current, storeId: storeId ?? undefined });
      toastSuccess({ title: 'Drawer', message: `${DRAWER_MOVE_LABELS[input.kind]} recorded.` });
      onClose();
    } catch (failure) {
      toastError({ title: 'Error', message: errorMessage(failure, 'Could not record it.') });
    }
  };

  return (
    <ConfirmModal
      opened
      title="Pay in or out"
      cancelLabel="Cancel"
      confirmLabel="Record"
      loading={moveCash.isPending}
      onCancel={onClose}
      onConfirm={() => void form.handleSubmit(save)()}
    >
      <Stack gap="sm">
        <Controller
          control={form.control}
          name="kind"
          render={({ field }) => (
            <SegmentedControl
              fullWidth
              size="md"
              aria-label="Cash into or out of the drawer"
              value={field.value}
              onChange={(value) => field.onChange(value as DrawerMoveKind)}
              data={DRAWER_MOVE_KINDS.map((k) => ({ value: k, label: DRAWER_MOVE_LABELS[k] }))}
            />
          )}
        />
        {errors.kind && (
          <Text c="red" fz="sm">
            {errors.kind.message}
          </Text>
        )}
        <MoneyField
          control={form.control}
          name="amount"
          label="Amount"
          required
          size="md"
          data-autofocus
        />
        <TextInput
          label="Reason"
          description="What the cash is for, for whoever reads the drawer later"
          required
          size="md"
          error={errors.reason?.message}
          {...form.register('reason')}
        />
      </Stack>
    </ConfirmModal>
  );
}
