import { Group, Paper, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { formatDate } from '../../../../shared/format';
import type { RepairWaiver } from '../../../../shared/repairs';
import { PartsBadge, RepairCardBadges, StatusBadge } from './StatusBadge';
import classes from '../../../components/list.module.css';
import { openingRow } from '../../../components/RecordList';
import { SyncBadge } from '../../../components/SyncBadge';
import { deviceName } from '../../../../shared/device-name';

type Props = { waivers: RepairWaiver[]; phone: boolean; onOpen: (id: string) => void };

/** Repair waivers as a table on a desktop and as tappable cards on a phone. */
export function RepairList({ waivers, phone, onOpen }: Props) {
  if (phone) {
    return (
      <Stack gap="sm" component="ul" m={0} p={0} aria-label="Repairs">
        {waivers.map((w) => (
          <li key={w.id} className={classes.item}>
            <UnstyledButton className={classes.card} onClick={() => onOpen(w.id)}>
              <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
                <Text fw={700} truncate>
                  {w.customerName}
                </Text>
                <RepairCardBadges repair={w} />
              </Group>
              <Text fz="sm" fw={600}>
                {deviceName(w.deviceBrand, w.deviceModel)}
              </Text>
              <Text fz="sm" c="dimmed" lineClamp={2}>
                {w.problemDescription}
              </Text>
              <Text fz="xs" c="dimmed" mt={4}>
                {w.ticketNumber} · Dropped off {formatDate(w.createdAt)}
              </Text>
            </UnstyledButton>
          </li>
        ))}
      </Stack>
    );
  }

  return (
    <Paper withBorder radius="lg" p={0} style={{ overflow: 'hidden' }}>
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th>Customer</Table.Th>
            <Table.Th>Device</Table.Th>
            <Table.Th>Problem</Table.Th>
            <Table.Th>Drop-off</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {waivers.map((w) => (
            <Table.Tr
              key={w.id}
              {...openingRow(`Open ${w.ticketNumber} for ${w.customerName}`, () => onOpen(w.id))}
            >
              <Table.Td>
                <Text fw={600} fz="sm">
                  {w.customerName}
                </Text>
                <Text fz="xs" c="dimmed">
                  {w.ticketNumber} · {w.customerPhone}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text fz="sm">{deviceName(w.deviceBrand, w.deviceModel)}</Text>
              </Table.Td>
              <Table.Td maw={320}>
                <Text fz="sm" lineClamp={2}>
                  {w.problemDescription}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text fz="sm">{formatDate(w.createdAt)}</Text>
              </Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <StatusBadge status={w.status} />
                  <PartsBadge waiting={w.waitingForParts} />
                  <SyncBadge record={w} />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
