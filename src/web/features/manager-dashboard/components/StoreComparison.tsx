import {
  Anchor,
  Badge,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { formatMoney } from '../../../../shared/format';
import type { ManagerStoreRow } from '../../../../shared/manager-dashboard';
import classes from '../../../components/list.module.css';
import { NoStoreLine } from '../../../components/NoStoreNotice';
import { usePhoneLayout } from '../../../lib/use-phone-layout';
import { targetColor, targetText } from './target-text';

const storePath = (row: ManagerStoreRow) => `/store?storeId=${encodeURIComponent(row.storeId)}`;

function ReportBadge({ row }: { row: ManagerStoreRow }) {
  const drawer = row.drawerToday;
  // A drawer over or short beyond the store's alert is the news, not the report being in.
  if (drawer?.alert) {
    return (
      <Badge color="red" variant="filled">
        Drawer {drawer.difference > 0 ? 'over' : 'short'} {formatMoney(Math.abs(drawer.difference))}
      </Badge>
    );
  }
  return row.reportSubmittedToday ? (
    <Badge color="teal" variant="light">
      Report in
    </Badge>
  ) : (
    <Badge color="red" variant="outline">
      No report yet
    </Badge>
  );
}

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <Stack gap={0}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" fw={700}>
        {value}
      </Text>
    </Stack>
  );
}

/**
 * On a phone each store is a card that opens its store dashboard, named by all its figures as a
 * screen reader reads them.
 */
function StoreCard({ row }: { row: ManagerStoreRow }) {
  const navigate = useNavigate();
  return (
    <UnstyledButton onClick={() => navigate(storePath(row))} data-testid="manager-store">
      <Paper withBorder radius="lg" p="md">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text fw={800} truncate>
            #{row.rank} {row.storeName}
          </Text>
          <ReportBadge row={row} />
        </Group>
        <Text fz="xs" c="dimmed">
          {row.regionName}
        </Text>
        <SimpleGrid cols={3} spacing="xs" mt="sm">
          <Figure label="Today" value={formatMoney(row.revenueToday)} />
          <Figure label="This week" value={formatMoney(row.revenueWeek)} />
          <Figure label="Buybacks" value={formatMoney(row.buybackSpendWeek)} />
          <Figure label="Open repairs" value={row.repairsOpen} />
          <Figure label="Completed" value={row.completedWeek} />
          <Figure label="Pickups" value={row.pickupsWaiting} />
        </SimpleGrid>
        <Badge mt="sm" color={targetColor(row)} variant="light">
          {targetText(row)}
        </Badge>
      </Paper>
    </UnstyledButton>
  );
}

/** On a wide screen one row per store; a row opens that store's dashboard. */
function StoreTable({ rows }: { rows: ManagerStoreRow[] }) {
  const navigate = useNavigate();
  return (
    <Paper withBorder radius="lg" p={0} className={classes.tableFrame}>
      <Table highlightOnHover verticalSpacing="sm" aria-label="Stores side by side">
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>Store</Table.Th>
            <Table.Th ta="right">Today</Table.Th>
            <Table.Th ta="right">This week</Table.Th>
            <Table.Th>Against target</Table.Th>
            <Table.Th ta="right">Open repairs</Table.Th>
            <Table.Th ta="right">Completed (week)</Table.Th>
            <Table.Th ta="right">Pickups waiting</Table.Th>
            <Table.Th ta="right">Buyback spend (week)</Table.Th>
            <Table.Th>Today&apos;s report</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={row.storeId}
              onClick={() => navigate(storePath(row))}
              style={{ cursor: 'pointer' }}
              data-testid="manager-store"
            >
              <Table.Td>{row.rank}</Table.Td>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={storePath(row)}
                  // The row opens the store too; the link is there for keyboards and screen readers.
                  onClick={(e) => e.stopPropagation()}
                  fw={700}
                  fz="sm"
                >
                  {row.storeName}
                </Anchor>
                <Text fz="xs" c="dimmed">
                  {row.regionName}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{formatMoney(row.revenueToday)}</Table.Td>
              <Table.Td ta="right">{formatMoney(row.revenueWeek)}</Table.Td>
              <Table.Td>
                <Badge color={targetColor(row)} variant="light">
                  {targetText(row)}
                </Badge>
              </Table.Td>
              <Table.Td ta="right">{row.repairsOpen}</Table.Td>
              <Table.Td ta="right">{row.completedWeek}</Table.Td>
              <Table.Td ta="right">{row.pickupsWaiting}</Table.Td>
              <Table.Td ta="right">{formatMoney(row.buybackSpendWeek)}</Table.Td>
              <Table.Td>
                <ReportBadge row={row} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/** The stores side by side, ranked by this week's revenue: cards on a phone, a table on a desk. */
export function StoreComparison({ rows }: { rows: ManagerStoreRow[] }) {
  const phone = usePhoneLayout();
  if (rows.length === 0) return <NoStoreLine />;
  return phone ? (
    <Stack gap="sm">
      {rows.map((r) => (
        <StoreCard key={r.storeId} row={r} />
      ))}
    </Stack>
  ) : (
    <StoreTable rows={rows} />
  );
}
