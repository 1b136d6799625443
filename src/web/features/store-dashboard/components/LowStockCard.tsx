import { Button, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { LowStock } from '../../../../shared/store-dashboard';

/** Parts and accessories below their minimum, the furthest below first, with what to order. */
export function LowStockCard({ low, storeId }: { low: LowStock; storeId: string }) {
  if (low.count === 0) {
    return <Text c="dimmed">Nothing is below its minimum.</Text>;
  }
  return (
    <Stack gap="sm">
      <Text>
        {low.count} {low.count === 1 ? 'item is' : 'items are'} below the minimum.
      </Text>
      <Table.ScrollContainer minWidth={360}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Item</Table.Th>
              <Table.Th ta="right">Available</Table.Th>
              <Table.Th ta="right">Minimum</Table.Th>
              <Table.Th ta="right">To order</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {low.items.map((item) => (
              <Table.Tr key={item.itemId}>
                <Table.Td>{item.name}</Table.Td>
                <Table.Td ta="right">{item.available}</Table.Td>
                <Table.Td ta="right">{item.minimum}</Table.Td>
                <Table.Td ta="right">{item.suggested}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Button
        component={Link}
        to={`/stock?tab=stock&section=orders&storeId=${encodeURIComponent(storeId)}`}
        variant="light"
        size="md"
      >
        Order parts
      </Button>
    </Stack>
  );
}
