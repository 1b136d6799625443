import {
  Alert,
  Button,
  CloseButton,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { TENDERS } from '../../../../shared/balances';
import type { Customer } from '../../../../shared/customers';
import { NOT_ENOUGH_STOCK_CODE, type StockLine } from '../../../../shared/inventory';
import { formatCents, formatMoney } from '../../../../shared/format';
import { newId } from '../../../../shared/ids';
import { quoteTotals } from '../../../../shared/money-rules';
import { percentToPpm } from '../../../../shared/store-money';
import { PaymentParts } from '../../../components/PaymentParts';
import { FormSheet } from '../../../components/FormSheet';
import { UnsavedMark } from '../../../components/GuardedModal';
import { ApiError, errorMessage } from '../../../lib/api';
import {
  checkParts,
  followTotal,
  newPart,
  partInput,
  partsTotal,
  type PartDraft,
} from '../../../lib/payment-parts';
import { toastError, toastSuccess } from '../../../lib/toast';
import { GiftCardBalance } from '../../balances/screens';
import { useCustomer } from '../../customers/api';
import { CustomerPicker } from '../../customers/screens';
import { useCounterSale, useInventory } from '../api';
import { useWorkingStore } from '../use-working-store';
import { ItemFinder } from './ItemFinder';

type CartLine = { line: StockLine; quantity: number };

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * A quick sale at the counter: accessories (or a part sold over the counter) scanned or found
 * by name, taxed at the store's rate, paid in any split. The server prices it again from the
 * catalogue and refuses an item sold out meanwhile; nothing is kept of a refused sale.
 */
export default function QuickSaleModal({ onClose }: { onClose: () => void }) {
  const store = useWorkingStore();
  const storeId = store.storeId ?? '';
  // The store's tax rate comes with its stock page.
  const page = useInventory({ storeId, limit: 1 }, storeId !== '');
  const [cart, setCart] = useState<CartLine[]>([]);
  const [customerName, setCustomerName] = useState('');
  const [customer, setCustomer] = useState<Customer | null>(null);
  const record = useCustomer(customer?.id ?? '', customer !== null);
  const credit = record.data?.storeCredit.balance ?? null;
  const [parts, setParts] = useState<PartDraft[]>([]);
  // Until the clerk changes the payment, it is the whole total in cash.
  const [paymentTouched, setPaymentTouched] = useState(false);
  const [errors, setErrors] = useState<ReturnType<typeof checkParts>>([]);
  // One id for this sale however many times Save is tapped: a retry is the same sale.
  const [saleId] = useState(newId);
  const sell = useCounterSale();
  const navigate = useNavigate();

  const ratePpm = percentToPpm(page.data?.taxRate ?? 0);
  const totals = quoteTotals(
    cart.map(({ line, quantity }) => ({
      kind: 'part' as const,
      quantity,
      unitPriceCents: cents(line.item.price),
      taxed: line.item.taxed,
    })),
    ratePpm,
  );
  const due = totals.totalCents;
  // When the total changes, the payment follows it and last total's messages go.
  const lastDue = useRef(0);
  useEffect(() => {
    if (lastDue.current === due) return;
    lastDue.current = due;
    setErrors([]);
    setParts((current) =>
      paymentTouched ? followTotal(current, due) : due > 0 ? [newPart('cash', due)] : [],
    );
  }, [due, paymentTouched]);
  const changeParts = (next: PartDraft[]) => {
    setPaymentTouched(true);
    setParts(next);
  };

  const add = (line: StockLine) =>
    setCart((lines) => {
      const found = lines.find((l) => l.line.item.id === line.item.id);
      if (found) {
        return lines.map((l) => (l === found ? { ...l, quantity: l.quantity + 1 } : l));
      }
      return [...lines, { line, quantity: 1 }];
    });
  const setQuantity = (itemId: string, quantity: number) =>
    setCart((lines) => lines.map((l) => (l.line.item.id === itemId ? { ...l, quantity } : l)));
  const remove = (itemId: string) =>
    setCart((lines) => lines.filter((l) => l.line.item.id !== itemId));

  const submit = async (fromHand = false) => {
    const partErrors = checkParts(parts);
    setErrors(partErrors);
    if (partErrors.some((e) => Object.keys(e).length > 0)) return;
    if (partsTotal(parts) !== due) {
      toastError({
        title: 'Check the payment',
        message: `The payment must add up to ${formatCents(due)}.`,
      });
      return;
    }
    try {
      const saved = await sell.mutateAsync({
        id: saleId,
        storeId,
        ...(customer ? { customerId: customer.id } : {}),
        customerName: customer?.name ?? (customerName.trim() || undefined),
        lines: cart.map(({ line, quantity }) => ({ itemId: line.item.id, quantity })),
        payment: parts.map(partInput),
        ...(fromHand ? { fromHand: true } : {}),
        shown: {
          storeName: store.storeName,
          total: due / 100,
          lines: cart.map(({ line, quantity }) => ({ description: line.item.name, quantity })),
        },
      });
      const { record } = saved;
      toastSuccess({
        title: saved.queued ? 'Saved on this device' : 'Sale recorded',
        message: saved.queued ? (
          'It is sent when the connection is back.'
        ) : (
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Text fz="sm">{`Receipt ${record.receiptNumber}: ${formatCents(cents(record.total))}.`}</Text>
            <Button
              size="compact-sm"
              variant="light"
              onClick={() => void navigate(`/counter-sales/${record.id}/receipt`)}
            >
              Print receipt
            </Button>
          </Group>
        ),
      });
      onClose();
    } catch (error) {
      toastError({ title: 'Not sold', message: errorMessage(error, 'The sale was not recorded.') });
    }
  };

  return (
    <FormSheet
      what="this sale"
      lost="The items and the payment entered will be lost."
      title="Quick Sale"
      opened
      onClose={onClose}
    >
      <UnsavedMark unsaved={cart.length > 0} />
      <Stack gap="md">
        {store.choices.length > 1 && (
          <Select
            label="Store"
            size="md"
            allowDeselect={false}
            data={store.choices.map((s) => ({ value: s.id, label: s.name }))}
            value={storeId || null}
            onChange={(id) => {
              if (!id) return;
              store.setStoreId(id);
              setCart([]);
            }}
          />
        )}
        {storeId && <ItemFinder storeId={storeId} label="Find an item" onPick={add} autoFocus />}
        <Stack gap="xs" component="section" aria-labelledby="cart-heading">
          <Title order={3} size="h5" id="cart-heading">
            In this sale
          </Title>
          {cart.length === 0 && (
            <Text c="dimmed">Scan a barcode or find an item by name to add it.</Text>
          )}
          {cart.map(({ line, quantity }) => {
            const short = quantity > line.available;
            return (
              <Paper key={line.item.id} withBorder radius="md" p="sm">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text fw={600}>{line.item.name}</Text>
                    <Text fz="sm" c="dimmed">
                      {formatCents(cents(line.item.price))} each
                      {line.item.taxed ? '' : ', no tax'}
                    </Text>
                  </Stack>
                  <CloseButton
                    size="xl"
                    aria-label={`Remove ${line.item.name}`}
                    onClick={() => remove(line.item.id)}
                  />
                </Group>
                <NumberInput
                  label={`Quantity of ${line.item.name}`}
                  size="md"
                  min={1}
                  max={9999}
                  allowDecimal={false}
                  allowNegative={false}
                  hideControls
                  value={quantity}
                  onChange={(v) => setQuantity(line.item.id, Math.max(1, Number(v) || 1))}
                  error={short ? `Only ${line.available} available at this store` : undefined}
                  mt="xs"
                  maw={200}
                />
              </Paper>
            );
          })}
        </Stack>
        {cart.length > 0 && (
          <>
            <Paper withBorder radius="md" p="sm" aria-label="Totals" role="group">
              <Group justify="space-between">
                <Text>Subtotal</Text>
                <Text>{formatCents(totals.subtotalCents)}</Text>
              </Group>
              <Group justify="space-between">
                <Text>Tax ({page.data?.taxRate ?? 0} %)</Text>
                <Text>{formatCents(totals.taxCents)}</Text>
              </Group>
              <Group justify="space-between">
                <Text fw={700}>Total</Text>
                <Text fw={700}>{formatCents(due)}</Text>
              </Group>
            </Paper>
            <CustomerPicker
              name={customerName}
              onName={setCustomerName}
              picked={customer}
              onPick={setCustomer}
            />
            <PaymentParts
              dueCents={due}
              parts={parts}
              onChange={changeParts}
              errors={errors}
              methods={customer ? TENDERS : TENDERS.filter((t) => t !== 'store_credit')}
              giftCardHint={(number) => <GiftCardBalance number={number} />}
              storeCreditHint={
                credit !== null && (
                  <Text fz="sm" fw={600} role="status">
                    {customer?.name}&apos;s store credit: {formatMoney(credit)}
                  </Text>
                )
              }
            />
          </>
        )}
        {sell.isError && (
          <Alert color="red" title="Not sold">
            <Stack gap="xs">
              <Text fz="sm">{errorMessage(sell.error, 'The sale was not recorded.')}</Text>
              {/* The count can be wrong: the item the customer holds is sold, a manager approving
                  and the count corrected (issue 38). */}
              {sell.error instanceof ApiError && sell.error.code === NOT_ENOUGH_STOCK_CODE && (
                <Button size="md" variant="light" color="red" onClick={() => void submit(true)}>
                  It is in the customer&apos;s hand: sell it
                </Button>
              )}
            </Stack>
          </Alert>
        )}
        <Group grow gap="sm">
          <Button size="md" variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            size="md"
            disabled={cart.length === 0}
            loading={sell.isPending}
            onClick={() => void submit()}
          >
            Take {formatCents(due)}
          </Button>
        </Group>
      </Stack>
    </FormSheet>
  );
}
