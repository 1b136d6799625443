import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { REFUND_TENDERS, TENDER_LABELS, type Tender } from '../../../../shared/balances';
import { formatMoney } from '../../../../shared/format';
import { newId } from '../../../../shared/ids';
import {
  FLOW_MESSAGES,
  FLOW_TOASTS,
  ZCounterReturnInput,
  type CounterSale,
} from '../../../../shared/inventory-flows';
import { reportSaveError } from '../../../lib/server-errors';
import { toastSuccess } from '../../../lib/toast';
import { useCounterReturn } from '../api';
import { leftToReturn, refundedOf } from './counter-sale-text';

const ZReturnForm = z.object({
  quantities: z.record(z.string(), z.number().int().min(0)),
  method: ZCounterReturnInput.shape.method,
  reason: ZCounterReturnInput.shape.reason,
});
type ReturnForm = z.infer<typeof ZReturnForm>;

type RefundTender = (typeof REFUND_TENDERS)[number];

/** The way it was paid, when money can go back that way; a gift card's goes to store credit. */
function firstRefundTender(sale: CounterSale, credit: boolean): RefundTender {
  const paid: Tender = sale.payments.find((p) => p.signed > 0)?.method ?? 'cash';
  if (paid === 'gift_card') return credit ? 'store_credit' : 'cash';
  return paid;
}

/**
 * Items brought back against a quick sale's receipt: how many of each line, how the money goes
 * back (the way it was paid, unless the customer asks otherwise) and why. Above the store's
 * refund limit the server asks for a manager, who approves here with their PIN.
 */
export function CounterReturnForm({ sale, onDone }: { sale: CounterSale; onDone: () => void }) {
  const returnItems = useCounterReturn(sale.id);
  // One id however many times Return is tapped: a retry is the same return.
  const [returnId] = useState(newId);
  const [linesError, setLinesError] = useState<string | null>(null);
  const open = sale.lines.filter((l) => leftToReturn(l) > 0);
  const form = useForm<ReturnForm>({
    resolver: zodResolver(ZReturnForm),
    defaultValues: {
      quantities: Object.fromEntries(open.map((l) => [l.itemId, 0])),
      method: firstRefundTender(sale, sale.customerId !== null),
      reason: '',
    },
  });
  const onSubmit = form.handleSubmit(async ({ quantities, method, reason }) => {
    const lines = Object.entries(quantities)
      .filter(([, quantity]) => quantity > 0)
      .map(([itemId, quantity]) => ({ itemId, quantity }));
    if (lines.length === 0) {
      setLinesError(FLOW_MESSAGES.linesRequired);
      return;
    }
    setLinesError(null);
    try {
      const after = await returnItems.mutateAsync({ id: returnId, lines, method, reason });
      const back = refundedOf(after) - refundedOf(sale);
      toastSuccess({
        title: FLOW_TOASTS.returnRecorded,
        message: `${formatMoney(back)} back by ${TENDER_LABELS[method].toLowerCase()}.`,
      });
      onDone();
    } catch (error) {
      reportSaveError(form, error, 'Return not recorded');
    }
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Return items">
      <Stack gap="md">
        <Text fz="sm">Choose what the customer brings back. It goes back into stock.</Text>
        {open.map((line) => (
          <Controller
            key={line.itemId}
            control={form.control}
            name={`quantities.${line.itemId}`}
            render={({ field }) => (
              <NumberInput
                label={`Returning of ${line.description}`}
                description={`${leftToReturn(line)} of ${line.quantity} can come back`}
                size="md"
                min={0}
                max={leftToReturn(line)}
                clampBehavior="strict"
                allowDecimal={false}
                allowNegative={false}
                value={field.value}
                onChange={(v) => field.onChange(Number(v) || 0)}
                maw={240}
              />
            )}
          />
        ))}
        {linesError && (
          <Alert color="red" p="xs" role="alert">
            {linesError}
          </Alert>
        )}
        <Controller
          control={form.control}
          name="method"
          render={({ field }) => (
            <Select
              label="Money back by"
              size="md"
              allowDeselect={false}
              data={REFUND_TENDERS.filter((m) => m !== 'store_credit' || sale.customerId).map(
                (m) => ({ value: m, label: TENDER_LABELS[m] }),
              )}
              value={field.value}
              onChange={(v) => v && field.onChange(v)}
              error={errors.method?.message}
            />
          )}
        />
        <TextInput
          label="Reason"
          required
          size="md"
          error={errors.reason?.message}
          {...form.register('reason')}
        />
        <Group grow>
          <Button variant="default" size="md" onClick={onDone}>
            Back
          </Button>
          <Button type="submit" size="md" disabled={isSubmitting}>
            {isSubmitting ? 'Returning...' : 'Return'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
