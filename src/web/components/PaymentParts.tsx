import {
  Button,
  CloseButton,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Tender } from '../../shared/balances';
import { formatCents } from '../../shared/format';
import { MoneyInput } from './MoneyInput';
import { PaymentMethodField } from './PaymentMethodField';
import {
  newPart,
  partChange,
  partsTotal,
  type PartDraft,
  type PartErrors,
} from '../lib/payment-parts';

/** What proves a part: the cash handed over, a card's reference, a gift card's number. */
function PartProof({
  part,
  err,
  update,
}: {
  part: PartDraft;
  err: PartErrors;
  update: (change: Partial<PartDraft>) => void;
}) {
  if (part.method === 'store_credit') return null;
  if (part.method === 'cash') {
    return (
      <MoneyInput
        label="Cash handed over"
        description="Optional: works out the change"
        size="md"
        value={part.tendered}
        onChange={(tendered) => update({ tendered })}
        error={err.tendered}
      />
    );
  }
  if (part.method === 'gift_card') {
    return (
      <TextInput
        label="Gift card number"
        required
        size="md"
        inputMode="numeric"
        autoComplete="off"
        maxLength={19}
        value={part.giftCardNumber}
        onChange={(e) => update({ giftCardNumber: e.currentTarget.value })}
        error={err.giftCardNumber}
      />
    );
  }
  return (
    <TextInput
      label={part.method === 'card' ? 'Card last four or reference' : 'Reference'}
      required={part.method === 'card'}
      description={part.method === 'card' ? undefined : 'Optional'}
      size="md"
      maxLength={60}
      value={part.reference}
      onChange={(e) => update({ reference: e.currentTarget.value })}
      error={err.reference}
    />
  );
}

type Props = {
  /** What is owed now, in cents: the first part is prefilled with it and a split with the rest. */
  dueCents: number;
  parts: PartDraft[];
  onChange: (parts: PartDraft[]) => void;
  errors: PartErrors[];
  /** The ways this payment may be taken: the spec's four unless a sale offers balances too. */
  methods?: readonly Tender[];
  /** What a gift card number typed holds, shown under it (the card's balance). */
  giftCardHint?: (number: string) => ReactNode;
  /** What the customer's store credit holds, shown with a store credit part. */
  storeCreditHint?: ReactNode;
};

/**
 * Taking money at the counter: one or more ways of paying (cash with what was handed over and the
 * change, card with its last four digits, finance, other), and what is left to take.
 */
export function PaymentParts({
  dueCents,
  parts,
  onChange,
  errors,
  methods,
  giftCardHint,
  storeCreditHint,
}: Props) {
  const taken = partsTotal(parts);
  const left = dueCents - taken;
  const update = (key: number, change: Partial<PartDraft>) =>
    onChange(parts.map((p) => (p.key === key ? { ...p, ...change } : p)));
  return (
    <Stack gap="sm">
      {parts.map((part, i) => {
        const change = partChange(part);
        const err = errors[i] ?? {};
        const name = parts.length > 1 ? `Payment ${i + 1}` : 'Payment';
        return (
          <Paper key={part.key} withBorder radius="md" p="sm" role="group" aria-label={name}>
            <Stack gap="sm">
              {parts.length > 1 && (
                <Group justify="space-between">
                  <Text fw={600}>{name}</Text>
                  <CloseButton
                    size="xl"
                    aria-label={`Remove payment ${i + 1}`}
                    onClick={() => onChange(parts.filter((p) => p.key !== part.key))}
                  />
                </Group>
              )}
              <PaymentMethodField
                value={part.method}
                onChange={(method) => update(part.key, { method })}
                error={err.method}
                {...(methods ? { methods } : {})}
              />
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <MoneyInput
                  label="Amount"
                  required
                  size="md"
                  value={part.amount}
                  onChange={(amount) => update(part.key, { amount })}
                  error={err.amount}
                />
                <PartProof part={part} err={err} update={(change) => update(part.key, change)} />
              </SimpleGrid>
              {part.method === 'gift_card' && giftCardHint?.(part.giftCardNumber)}
              {part.method === 'store_credit' && storeCreditHint}
              {change !== null && (
                <Text fw={700} role="status">
                  Change to give: {formatCents(change)}
                </Text>
              )}
            </Stack>
          </Paper>
        );
      })}
      <Group justify="space-between" wrap="wrap">
        <Text fw={600} role="status" c={left === 0 ? 'teal.9' : undefined}>
          {left > 0
            ? `Left to take: ${formatCents(left)}`
            : left < 0
              ? `${formatCents(-left)} more than is owed`
              : 'Balance covered'}
        </Text>
        {parts.length < 6 && (
          <Button
            variant="default"
            size="md"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => onChange([...parts, newPart('card', Math.max(left, 0))])}
          >
            Split: add another way to pay
          </Button>
        )}
      </Group>
    </Stack>
  );
}
