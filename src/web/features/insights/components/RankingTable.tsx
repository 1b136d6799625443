import { Table, Text } from '@mantine/core';
import { formatCents } from '../../../../shared/format';
import type { Ranking } from '../../../../shared/insights';

/** Stores by revenue over the last 28 days, with their place on repairs and average ticket. */
export function RankingTable({ rankings }: { rankings: Ranking[] }) {
  if (rankings.length === 0) return <Text c="dimmed">No stores to rank.</Text>;
  return (
    <Table.ScrollContainer minWidth={340}>
      <Table striped fz="sm" aria-label="Store ranking" verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>Store</Table.Th>
            <Table.Th ta="right">Revenue</Table.Th>
            <Table.Th ta="right">Repairs</Table.Th>
            <Table.Th ta="right">Avg ticket</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rankings.map((r) => (
            <Table.Tr key={r.storeId}>
              <Table.Td>{r.revenueRank}</Table.Td>
              <Table.Td>{r.storeName}</Table.Td>
              <Table.Td ta="right">{formatCents(r.revenue)}</Table.Td>
              <Table.Td ta="right">
                {r.repairsCompleted}{' '}
                <Text span c="dimmed" fz="xs">
                  (#{r.repairsRank})
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                {formatCents(r.averageTicket)}{' '}
                <Text span c="dimmed" fz="xs">
                  (#{r.ticketRank})
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
