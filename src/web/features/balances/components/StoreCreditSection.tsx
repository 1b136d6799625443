import { Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  BALANCE_KIND_LABELS,
  ZGoodwillInput,
  type GoodwillInput,
  type StoreCredit,
} from '../../../../shared/balances';
import { formatDate, formatMoney } from '../../../../shared/format';
import { newId } from '../../../../shared/ids';
import { MoneyField } from '../../../components/MoneyField';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { SectionCard } from '../../../components/SectionCard';
import { reportSaveError } from '../../../lib/server-errors';
import { toastSuccess } from '../../../lib/toast';
import { useGoodwill } from '../api';

/** Goodwill credit: an amount and why; a counter clerk's is approved by a manager's PIN. */
function GoodwillModal({ customerId, onClose }: { customerId: string; onClose: () => void }) {
  const give = useGoodwill(customerId);
  const [id] = useState(newId);
  const form = useForm<GoodwillInput>({
    resolver: zodResolver(ZGoodwillInput),
    defaultValues: { amount: '', reason: '' },
  });
  const onValid = (input: GoodwillInput) => {
    if (give.isPending) return;
    give.mutate(
      { ...input, id },
      {
        onSuccess: (credit) => {
          toastSuccess({
            title: 'Credit given',
            message: `Store credit is now ${formatMoney(credit.balance)}.`,
          });
          onClose();
        },
        onError: (err) => reportSaveError(form, err, 'Not given'),
      },
    );
  };
  return (
    <ResponsiveModal title="Give store credit" onClose={onClose}>
      <form aria-label="Give store credit" noValidate onSubmit={form.handleSubmit(onValid)}>
        <Stack gap="md">
          <MoneyField
            control={form.control}
            name="amount"
            label="Amount"
            required
            size="md"
            data-autofocus
          />
          <Textarea
            label="Why"
            description="Kept in the activity log with who gave it and who approved it."
            required
            size="md"
            autosize
            minRows={2}
            maxLength={500}
            error={form.formState.errors.reason?.message}
            {...form.register('reason')}
          />
          <Button type="submit" size="md" loading={give.isPending}>
            Give credit
          </Button>
        </Stack>
      </form>
    </ResponsiveModal>
  );
}

/**
 * A customer's store credit: what is left, every movement, and goodwill credit, which a manager
 * gives (a clerk's is approved on the counter's device with the manager's PIN).
 */
export function StoreCreditSection({
  customerId,
  credit,
}: {
  customerId: string;
  credit: StoreCredit;
}) {
  const [giving, setGiving] = useState(false);
  return (
    <SectionCard aria-labelledby="store-credit-heading">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={2} size="h4" id="store-credit-heading">
          Store credit: {formatMoney(credit.balance)}
        </Title>
        <Button
          size="md"
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setGiving(true)}
        >
          Give credit
        </Button>
      </Group>
      {credit.entries.length === 0 ? (
        <Text c="dimmed" size="sm">
          No store credit yet. A return can go to it, and it pays a quick sale.
        </Text>
      ) : (
        <Stack gap={4}>
          {credit.entries.map((e, i) => (
            <Group key={i} justify="space-between" wrap="nowrap" gap="sm">
              <Text size="sm" style={{ minWidth: 0 }} truncate>
                {formatDate(e.createdAt)} · {BALANCE_KIND_LABELS[e.kind]} · {e.storeName}
                {e.reason ? ` · ${e.reason}` : ''}
              </Text>
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {e.amount > 0 ? '+' : '−'}
                {formatMoney(Math.abs(e.amount))}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
      {giving && <GoodwillModal customerId={customerId} onClose={() => setGiving(false)} />}
    </SectionCard>
  );
}
