import {
  Button,
  Checkbox,
  CloseButton,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { formatCents } from '../../../../../shared/format';
import {
  LINE_KIND_LABELS,
  LINE_KINDS,
  quoteTotals,
  type LineKind,
} from '../../../../../shared/money-rules';
import { percentToPpm } from '../../../../../shared/store-money';
import {
  REPAIR_MONEY_MESSAGES,
  REPAIR_MONEY_TOASTS,
  ZQuoteInput,
  type PriceLineInput,
  type RepairMoney,
} from '../../../../../shared/repair-money';
import { MoneyInput } from '../../../../components/MoneyInput';
import { ItemFinder } from '../../../inventory/screens';
import type { StockLine } from '../../../../../shared/inventory';
import { useSaveQuote } from '../api';
import { centsOf } from '../../../../lib/payment-parts';
import { errorMessage } from '../../../../lib/api';
import { staleRecord } from '../../../../lib/server-errors';
import { InlineForm } from './InlineForm';

type Draft = {
  key: number;
  kind: LineKind;
  description: string;
  quantity: number | string;
  unitPrice: number | string;
  unitCost: number | string;
  taxed: boolean;
  /** A part or accessory from stock: reserved when the price is saved, its cost the stock's. */
  itemId?: string;
  /** What the store has of it, when it was picked. */
  available?: number;
};

const fromStock = (line: StockLine): Draft => ({
  key: (nextKey += 1),
  kind: 'part',
  description: line.item.name,
  quantity: 1,
  unitPrice: line.item.price,
  unitCost: '',
  taxed: line.item.taxed,
  itemId: line.item.id,
  available: line.available,
});

let nextKey = 1;
const blank = (kind: LineKind, description = '', unitPrice: number | string = ''): Draft => ({
  key: (nextKey += 1),
  kind,
  description,
  quantity: 1,
  unitPrice,
  unitCost: '',
  taxed: kind !== 'discount',
});

/** The price being edited starts from the current one, or from the estimate as labour. */
function startFrom(money: RepairMoney, repairType: string): Draft[] {
  if (!money.quote) return [blank('labour', repairType, money.estimate)];
  return money.quote.lines.map((l) => ({
    key: (nextKey += 1),
    kind: l.kind,
    description: l.description,
    quantity: l.quantity,
    unitPrice: l.unitPrice,
    unitCost: l.unitCost ?? '',
    taxed: l.taxed,
    ...(l.itemId ? { itemId: l.itemId } : {}),
  }));
}

function lineInput(d: Draft): PriceLineInput {
  return {
    kind: d.kind,
    description: d.description,
    quantity: typeof d.quantity === 'number' ? d.quantity : Number.NaN,
    unitPrice: String(d.unitPrice),
    ...(d.kind === 'part' && !d.itemId && d.unitCost !== ''
      ? { unitCost: String(d.unitCost) }
      : {}),
    ...(d.kind === 'part' && d.itemId ? { itemId: d.itemId } : {}),
    taxed: d.kind === 'discount' ? false : d.taxed,
  };
}

type Errors = Record<number, Partial<Record<keyof PriceLineInput, string>>>;

/** Setting a repair's final price as lines; totals and tax as the server will work them out. */
export function QuoteEditor({
  repairId,
  money,
  repairType,
  device,
  onDone,
}: {
  repairId: string;
  money: RepairMoney;
  repairType: string;
  /** The repair's store and device: parts from stock are those of the store that fit it. */
  device: { storeId: string; brand: string; model: string };
  onDone: () => void;
}) {
  const [lines, setLines] = useState(() => startFrom(money, repairType));
  // The price this form was opened on: the server refuses a save once someone changed it since.
  const [basedOn, setBasedOn] = useState(money.quote?.id ?? null);
  const [picking, setPicking] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveQuote(repairId);
  const totals = quoteTotals(
    lines.map((l) => ({
      kind: l.kind,
      quantity: typeof l.quantity === 'number' ? l.quantity : 0,
      unitPriceCents: centsOf(l.unitPrice) ?? 0,
      taxed: l.kind !== 'discount' && l.taxed,
    })),
    percentToPpm(money.taxRate),
  );
  const over = totals.totalCents > Math.round(money.approvalCeiling * 100);
  const update = (key: number, change: Partial<Draft>) =>
    setLines((all) => all.map((l) => (l.key === key ? { ...l, ...change } : l)));

  const submit = async () => {
    const input = { basedOnQuoteId: basedOn, lines: lines.map(lineInput) };
    const parsed = ZQuoteInput.safeParse(input);
    const found: Errors = {};
    let general: string | null = null;
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [, index, field] = issue.path as [string, number | undefined, keyof PriceLineInput];
        if (index === undefined) general ??= issue.message;
        else (found[index] ??= {})[field ?? 'description'] ??= issue.message;
      }
    } else if (totals.totalCents < 0) general = REPAIR_MONEY_MESSAGES.discountTooLarge;
    setErrors(found);
    setFormError(general);
    if (!parsed.success || general) return null;
    let saved: RepairMoney;
    try {
      saved = await save.mutateAsync(input);
    } catch (error) {
      const newer = staleRecord<RepairMoney>(error);
      if (!newer) throw error;
      // Someone saved a price meanwhile: show theirs, say who and when, and save nothing.
      setLines(startFrom(newer, repairType));
      setBasedOn(newer.quote?.id ?? null);
      setErrors({});
      setFormError(errorMessage(error, 'The price changed meanwhile.'));
      return null;
    }
    return saved.quote?.approval.state === 'awaiting'
      ? 'The customer is asked to approve the new price.'
      : `Final price ${formatCents(totals.totalCents)}.`;
  };

  return (
    <InlineForm
      title="Final price"
      submitLabel="Save price"
      success={REPAIR_MONEY_TOASTS.quoteSaved}
      onSubmit={submit}
      onCancel={onDone}
    >
      {lines.map((line, i) => {
        const err = errors[i] ?? {};
        return (
          <Paper
            key={line.key}
            withBorder
            radius="sm"
            p="sm"
            role="group"
            aria-label={`Line ${i + 1}`}
          >
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap">
                <Select
                  label="Kind"
                  size="md"
                  allowDeselect={false}
                  data={LINE_KINDS.map((k) => ({ value: k, label: LINE_KIND_LABELS[k] }))}
                  value={line.kind}
                  onChange={(v) =>
                    v && update(line.key, { kind: v as LineKind, taxed: v !== 'discount' })
                  }
                />
                {lines.length > 1 && (
                  <CloseButton
                    size="xl"
                    aria-label={`Remove line ${i + 1}`}
                    onClick={() => setLines((all) => all.filter((l) => l.key !== line.key))}
                  />
                )}
              </Group>
              <TextInput
                label="Description"
                required
                size="md"
                maxLength={120}
                value={line.description}
                onChange={(e) => update(line.key, { description: e.currentTarget.value })}
                error={err.description}
              />
              <SimpleGrid cols={{ base: 2, sm: line.kind === 'part' ? 3 : 2 }} spacing="xs">
                <NumberInput
                  label="Quantity"
                  size="md"
                  min={1}
                  max={999}
                  allowDecimal={false}
                  hideControls
                  inputMode="numeric"
                  clampBehavior="none"
                  value={line.quantity}
                  onChange={(quantity) => update(line.key, { quantity })}
                  error={err.quantity}
                />
                <MoneyInput
                  label={line.kind === 'discount' ? 'Amount off' : 'Unit price'}
                  required
                  size="md"
                  value={line.unitPrice}
                  onChange={(unitPrice) => update(line.key, { unitPrice })}
                  error={err.unitPrice}
                />
                {line.kind === 'part' && !line.itemId && (
                  <MoneyInput
                    label="Unit cost"
                    description="What the part cost the shop"
                    size="md"
                    value={line.unitCost}
                    onChange={(unitCost) => update(line.key, { unitCost })}
                    error={err.unitCost}
                  />
                )}
              </SimpleGrid>
              {line.itemId && (
                <Text fz="sm" c={line.available === 0 ? 'red.9' : 'dimmed'}>
                  From stock
                  {line.available === undefined
                    ? ''
                    : line.available > 0
                      ? `: ${line.available} available, reserved when the price is saved`
                      : ': none available, the repair will wait for parts'}
                </Text>
              )}
              {line.kind !== 'discount' && (
                <Checkbox
                  label={`Taxed (${money.taxRate} %)`}
                  checked={line.taxed}
                  onChange={(e) => update(line.key, { taxed: e.currentTarget.checked })}
                />
              )}
            </Stack>
          </Paper>
        );
      })}
      {picking && (
        <ItemFinder
          storeId={device.storeId}
          label="Find a part"
          fits={{ brand: device.brand, model: device.model }}
          action="Use"
          onPick={(item) => {
            setLines((all) => [...all, fromStock(item)]);
            setPicking(false);
          }}
        />
      )}
      <Group gap="xs">
        <Button
          variant="default"
          size="md"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setPicking((p) => !p)}
        >
          Take from stock
        </Button>
        <Button
          variant="default"
          size="md"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setLines((all) => [...all, blank('part')])}
        >
          Add a part
        </Button>
        <Button
          variant="default"
          size="md"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setLines((all) => [...all, blank('labour')])}
        >
          Add labour
        </Button>
        <Button
          variant="default"
          size="md"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setLines((all) => [...all, blank('discount', 'Discount')])}
        >
          Add a discount
        </Button>
      </Group>
      <Stack gap={2} role="status" aria-label="Price totals">
        <Text>Subtotal {formatCents(totals.subtotalCents)}</Text>
        <Text>Tax {formatCents(totals.taxCents)}</Text>
        {totals.discountCents > 0 && <Text>Discount −{formatCents(totals.discountCents)}</Text>}
        <Text fw={700}>Total {formatCents(totals.totalCents)}</Text>
        {over && (
          <Text c="red.9" fw={600}>
            Above the estimate by more than the store allows: the customer must approve it.
          </Text>
        )}
        {formError && (
          <Text c="red.9" role="alert">
            {formError}
          </Text>
        )}
      </Stack>
    </InlineForm>
  );
}
