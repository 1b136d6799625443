import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  formatCardNumber,
  ZGiftCardCashOutInput,
  type GiftCard,
  type GiftCardCashOutInput,
} from '../../../../shared/balances';
import { formatMoney } from '../../../../shared/format';
import { newId } from '../../../../shared/ids';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { reportSaveError } from '../../../lib/server-errors';
import { toastSuccess } from '../../../lib/toast';
import { useCashOutGiftCard } from '../api';

/**
 * Pays what a gift card holds out in cash, with the reason (a small balance some states require
 * paid out, or a manager's choice). A counter clerk is asked for a manager's PIN.
 */
export function GiftCardCashOut({ card }: { card: GiftCard }) {
  const [open, setOpen] = useState(false);
  const [id, setId] = useState(newId);
  const cashOut = useCashOutGiftCard(card.number);
  const form = useForm<GiftCardCashOutInput>({
    resolver: zodResolver(ZGiftCardCashOutInput),
    defaultValues: { reason: '' },
  });
  const close = () => {
    setOpen(false);
    form.reset();
    setId(newId());
  };
  const save = (input: GiftCardCashOutInput) => {
    if (cashOut.isPending) return;
    cashOut.mutate(
      { ...input, id },
      {
        onSuccess: () => {
          toastSuccess({
            title: 'Paid out',
            message: `Give the customer ${formatMoney(card.balance)} in cash.`,
          });
          close();
        },
        onError: (err) => reportSaveError(form, err, 'Not paid out'),
      },
    );
  };
  if (card.balance <= 0) return null;
  return (
    <>
      <Button size="md" variant="default" onClick={() => setOpen(true)}>
        Pay out in cash
      </Button>
      <ConfirmModal
        opened={open}
        title="Pay out a gift card"
        cancelLabel="Cancel"
        confirmLabel={`Pay out ${formatMoney(card.balance)}`}
        loading={cashOut.isPending}
        onCancel={close}
        onConfirm={() => void form.handleSubmit(save)()}
      >
        <Text fz="sm">
          {formatCardNumber(card.number)} holds {formatMoney(card.balance)}. It is paid out in cash
          from this store&apos;s drawer and the card is left at $0.00.
        </Text>
        <Textarea
          label="Why"
          description="Kept in the activity log with who paid it out and who approved it."
          required
          size="md"
          autosize
          minRows={2}
          maxLength={500}
          data-autofocus
          error={form.formState.errors.reason?.message}
          {...form.register('reason')}
        />
      </ConfirmModal>
    </>
  );
}
