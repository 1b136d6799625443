import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { TENDER_LABELS } from '../../../../shared/balances';
import { formatDateTime, formatMoney } from '../../../../shared/format';
import type { CounterSale } from '../../../../shared/inventory-flows';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { errorMessage } from '../../../lib/api';
import { useCounterSaleRecord } from '../api';
import { leftToReturn } from './counter-sale-text';
import { CounterReturnForm } from './CounterReturnForm';

/** A quick sale's record: what was sold and paid, what came back; print it or take items back. */
export default function CounterSaleModal({
  saleId,
  onClose,
}: {
  saleId: string;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const sale = useCounterSaleRecord(saleId);
  const [returning, setReturning] = useState(false);
  const data = sale.data;
  return (
    <ResponsiveModal
      title={data ? `Receipt ${data.receiptNumber}` : 'Quick sale'}
      onClose={onClose}
    >
      {!data ? (
        <Text c={sale.isError ? 'red.8' : 'dimmed'}>
          {sale.isError ? errorMessage(sale.error, 'Could not load this sale') : 'Loading the sale'}
        </Text>
      ) : returning ? (
        <CounterReturnForm sale={data} onDone={() => setReturning(false)} />
      ) : (
        <Stack gap="md">
          <SaleFigures sale={data} />
          <Group grow>
            <Button
              variant="default"
              size="md"
              onClick={() => void navigate(`/counter-sales/${data.id}/receipt`)}
            >
              Print receipt
            </Button>
            {data.lines.some((l) => leftToReturn(l) > 0) && (
              <Button size="md" onClick={() => setReturning(true)}>
                Return items
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </ResponsiveModal>
  );
}

function SaleFigures({ sale }: { sale: CounterSale }) {
  return (
    <Stack gap="sm">
      <Text fz="sm" c="dimmed">
        {sale.storeName} · {formatDateTime(sale.createdAt)}
        {sale.createdByName ? ` · ${sale.createdByName}` : ''}
        {sale.customerName ? ` · ${sale.customerName}` : ''}
      </Text>
      <Table aria-label="Items sold" verticalSpacing="xs">
        <Table.Tbody>
          {sale.lines.map((l) => (
            <Table.Tr key={l.id}>
              <Table.Td>
                <Text fz="sm">
                  {l.description}
                  {l.quantity > 1 ? ` × ${l.quantity}` : ''}
                </Text>
                {l.returnedQuantity > 0 && (
                  <Text fz="xs" c="orange.9">
                    {l.returnedQuantity} returned
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right" fz="sm">
                {formatMoney(l.amount)}
              </Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Td fz="sm">Tax</Table.Td>
            <Table.Td ta="right" fz="sm">
              {formatMoney(sale.tax)}
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Td fw={700}>Total</Table.Td>
            <Table.Td ta="right" fw={700}>
              {formatMoney(sale.total)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Table aria-label="Payments" verticalSpacing="xs">
        <Table.Tbody>
          {sale.payments.map((p, i) => (
            <Table.Tr key={i}>
              <Table.Td fz="sm">
                {p.signed < 0 ? 'Returned' : 'Paid'} · {TENDER_LABELS[p.method]}
                {p.reference ? ` ${p.reference}` : ''}
              </Table.Td>
              <Table.Td ta="right" fz="sm">
                {p.signed < 0 ? '−' : ''}
                {formatMoney(p.amount)}
                {p.change ? ` (change ${formatMoney(p.change)})` : ''}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
