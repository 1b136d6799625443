import { Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { BALANCE_KIND_LABELS, type StoreCredit } from '../../../../shared/balances';
import { formatDate, formatMoney } from '../../../../shared/format';
import { newId } from '../../../../shared/ids';
import { MoneyInput } from '../../../components/MoneyInput';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { SectionCard } from '../../../components/SectionCard';
import { errorMessage } from '../../../lib/api';
import { fieldErrors } from '../../../lib/field-errors';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useGoodwill } from '../api';

/** Goodwill credit: an amount and why; a counter clerk's is approved by a manager's PIN. */
function GoodwillModal({ customerId, onClose }: { customerId: string; onClose: () => void }) {
  const give = useGoodwill(customerId);
  const [id] = useState(newId);
  const [amount, setAmount] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const errors = give.isError ? fieldErrors(give.error) : {};
  const onSubmit = () => {
    if (give.isPending) return;
    give.mutate(
      { id, amount: String(amount), reason },
      {
        onSuccess: (credit) => {
          toastSuccess({
            title: 'Credit given',
            message: `Store credit is now ${formatMoney(credit.balance)}.`,
          });
          onClose();
        },
        onError: (err) =>
          Object.keys(fieldErrors(err)).length === 0 &&
          toastError({ title: 'Not given', message: errorMessage(err, 'Please try again.') }),
      },
    );
  };
  return (
    <ResponsiveModal title="Give store credit" onClose={onClose}>
      <form
        aria-label="Give store credit"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap="md">
          <MoneyInput
            label="Amount"
            required
            size="md"
            data-autofocus
            value={amount}
            onChange={setAmount}
            error={errors.amount}
          />
          <Textarea
            label="Why"
            description="Kept in the activity log with who gave it and who approved it."
            required
            size="md"
            autosize
            minRows={2}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={errors.reason}
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
