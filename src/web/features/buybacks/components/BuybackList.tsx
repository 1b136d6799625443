import { Group, Paper, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import type { DevicePurchase } from '../../../../shared/buybacks';
import { lastChars } from '../../../../shared/device-labels';
import { formatDate, formatMoney } from '../../../../shared/format';
import classes from '../../../components/list.module.css';
import { SyncBadge } from '../../../components/SyncBadge';

type Props = { purchases: DevicePurchase[]; phone: boolean; onOpen: (id: string) => void };

const label = (p: DevicePurchase) =>
  `Open buyback from ${p.customerName}: ${p.deviceBrand} ${p.deviceModel}`;

/**
 * Buyback transactions as a table on a desktop and as tappable cards on a phone. A card is named by
 * all it shows (amount, device, IMEI, date), not by a summary that hides them.
 */
export function BuybackList({ purchases, phone, onOpen }: Props) {
  if (phone) {
    return (
      <Stack gap="sm" component="ul" m={0} p={0} aria-label="Buyback transactions">
        {purchases.map((p) => (
          <li key={p.id} className={classes.item}>
            <UnstyledButton className={classes.card} onClick={() => onOpen(p.id)}>
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Text fw={700} truncate>
                  {p.customerName}
                </Text>
                <Text fw={700}>{formatMoney(p.finalAmount)}</Text>
              </Group>
              <Text fz="sm" fw={600}>
                {p.deviceBrand} {p.deviceModel}
              </Text>
              <Group justify="space-between" gap="xs" mt={4}>
                <Text fz="xs" c="dimmed">
                  IMEI {lastChars(p.imei)} · {formatDate(p.createdAt)}
                </Text>
                <SyncBadge record={p} />
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
            <Table.Th>Customer</Table.Th>
            <Table.Th>Device</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th>Date</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {purchases.map((p) => (
            <Table.Tr
              key={p.id}
              className={classes.row}
              tabIndex={0}
              aria-label={label(p)}
              onClick={() => onOpen(p.id)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ' ') {
                  e.preventDefault();
                  onOpen(p.id);
                }
              }}
            >
              <Table.Td>
                <Text fw={600} fz="sm">
                  {p.customerName}
                </Text>
                <Text fz="xs" c="dimmed">
                  {p.customerPhone}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text fz="sm">
                  {p.deviceBrand} {p.deviceModel}
                </Text>
                <Text fz="xs" c="dimmed">
                  IMEI {lastChars(p.imei)}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <Text fz="sm" fw={600}>
                  {formatMoney(p.finalAmount)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text fz="sm">{formatDate(p.createdAt)}</Text>
                <SyncBadge record={p} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
