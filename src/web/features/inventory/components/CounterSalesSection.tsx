import { Badge, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { formatDate, formatMoney } from '../../../../shared/format';
import type { CounterSale } from '../../../../shared/inventory-flows';
import { EmptyList } from '../../../components/EmptyList';
import { RecordList, type RecordColumn } from '../../../components/RecordList';
import { useCounterSales } from '../api';
import { isStoreRole } from '../../../../shared/roles';
import { useCurrentUser } from '../../auth/api';
import { itemsText, refundedOf } from './counter-sale-text';

const CounterSaleModal = lazy(() => import('./CounterSaleModal'));

const customer = (s: CounterSale) => s.customerName ?? 'Walk-in';

const COLUMNS: RecordColumn<CounterSale>[] = [
  {
    header: 'Receipt',
    cell: (s) => (
      <Text fz="sm" fw={600}>
        {s.receiptNumber}
      </Text>
    ),
  },
  { header: 'Customer', cell: (s) => <Text fz="sm">{customer(s)}</Text> },
  { header: 'Items', cell: (s) => <Text fz="sm">{itemsText(s)}</Text> },
  {
    header: 'Total',
    align: 'right',
    cell: (s) => (
      <>
        <Text fz="sm" fw={600}>
          {formatMoney(s.total)}
        </Text>
        {refundedOf(s) > 0 && (
          <Badge size="sm" variant="light" color="orange">
            {formatMoney(refundedOf(s))} returned
          </Badge>
        )}
      </>
    ),
  },
  { header: 'Date', cell: (s) => <Text fz="sm">{formatDate(s.createdAt)}</Text> },
];

/**
 * The store's latest quick sales (issue 38: an accessory sale got a toast and nothing else): each
 * opens its record, to print the receipt again or take items back against it.
 */
export default function CounterSalesSection({ phone }: { phone: boolean }) {
  const { data: user } = useCurrentUser();
  // The counter's own store; a manager sees every store they reach, newest first.
  const list = useCounterSales(user && isStoreRole(user.role) ? user.storeId : null);
  const [open, setOpen] = useState<string | null>(null);
  const sales = list.data ?? [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="quick-sales-heading">
      <Title order={2} size="h4" id="quick-sales-heading">
        Quick sales
      </Title>
      {list.isPending ? (
        <Text c="dimmed">Loading quick sales</Text>
      ) : list.isError ? (
        <Text c="red.8">Could not load quick sales</Text>
      ) : sales.length === 0 ? (
        <EmptyList path="/api/counter-sales">No quick sales yet.</EmptyList>
      ) : (
        <RecordList
          records={sales}
          phone={phone}
          onOpen={setOpen}
          listLabel="Quick sales"
          rowLabel={(s) => `Open receipt ${s.receiptNumber} for ${customer(s)}`}
          columns={COLUMNS}
          card={(s) => ({
            title: customer(s),
            amount: formatMoney(s.total),
            device: itemsText(s),
            meta: `${s.receiptNumber} · ${formatDate(s.createdAt)}${
              refundedOf(s) > 0 ? ` · ${formatMoney(refundedOf(s))} returned` : ''
            }`,
          })}
        />
      )}
      <Suspense fallback={null}>
        {open && <CounterSaleModal saleId={open} onClose={() => setOpen(null)} />}
      </Suspense>
    </Stack>
  );
}
