import { Group, Paper, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { formatDate, formatMoney } from '../../../../shared/format';
import type { DeviceSale } from '../../../../shared/sales';
import classes from '../../../components/list.module.css';
import { SyncBadge } from '../../../components/SyncBadge';

type Props = { sales: DeviceSale[]; phone: boolean; onOpen: (id: string) => void };

/** A table row's name: the row's cells are read one by one, as a table's are. */
const label = (s: DeviceSale) => `Open receipt ${s.receiptNumber} for ${s.customerName}`;

/**
 * Device sales as a table on a desktop and as tappable cards on a phone; each opens its receipt.
 * A card is named by all it shows (price, device, date, profit), not by a summary that hides them.
 */
export function SaleList({ sales, phone, onOpen }: Props) {
  if (phone) {
    return (
      <Stack gap="sm" component="ul" m={0} p={0} aria-label="Device sales">
        {sales.map((s) => (
          <li key={s.id} className={classes.item}>
            <UnstyledButton className={classes.card} onClick={() => onOpen(s.id)}>
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Text fw={700} truncate>
                  {s.customerName}
                </Text>
                <Text fw={700}>{formatMoney(s.salePrice)}</Text>
              </Group>
              <Text fz="sm" fw={600}>
                {s.deviceBrand} {s.deviceModel}
              </Text>
              <Group justify="space-between" gap="xs" mt={4}>
                <Text fz="xs" c="dimmed">
                  {s.receiptNumber} · {formatDate(s.createdAt)}
                  {s.profit !== null ? ` · Profit ${formatMoney(s.profit)}` : ''}
                </Text>
                <SyncBadge record={s} />
              </Group>
            </UnstyledButton>
          </li>
        ))}
      </Stack>
    );
  }

  return (
    <Paper withBorder radius="lg" p={0} className={classes.tableFrame}>
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th>Receipt</Table.Th>
            <Table.Th>Customer</Table.Th>
            <Table.Th>Device</Table.Th>
            <Table.Th ta="right">Price</Table.Th>
            <Table.Th ta="right">Profit</Table.Th>
            <Table.Th>Date</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sales.map((s) => (
            <Table.Tr
              key={s.id}
              className={classes.row}
              tabIndex={0}
              aria-label={label(s)}
              onClick={() => onOpen(s.id)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ' ') {
                  e.preventDefault();
                  onOpen(s.id);
                }
              }}
            >
              <Table.Td>
                <Text fz="sm" fw={600}>
                  {s.receiptNumber}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text fz="sm">{s.customerName}</Text>
              </Table.Td>
              <Table.Td>
                <Text fz="sm">
                  {s.deviceBrand} {s.deviceModel}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <Text fz="sm" fw={600}>
                  {formatMoney(s.salePrice)}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <Text fz="sm" c={s.profit !== null && s.profit < 0 ? 'red.7' : undefined}>
                  {s.profit !== null ? formatMoney(s.profit) : '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text fz="sm">{formatDate(s.createdAt)}</Text>
                <SyncBadge record={s} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
