import { Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime, formatDay } from '../../../../shared/format';
import type { MarketTableInfo } from '../../../../shared/market-prices';
import { pricesCount } from './market-text';

type Imports = MarketTableInfo['imports'];

/**
 * Every market table imported, newest first. Three columns, each holding two short lines, so the
 * table fits a 390 px phone without scrolling sideways; only a file name too long for its column
 * breaks.
 */
export function MarketImportsTable({ imports }: { imports: Imports }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="market-imports-heading">
      <Title order={3} size="h4" id="market-imports-heading">
        Imports
      </Title>
      {imports.length === 0 ? (
        <Text c="dimmed">No table imported yet: valuations use the one shipped with the app.</Text>
      ) : (
        <Table striped withTableBorder fz="sm" verticalSpacing="xs" horizontalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Imported</Table.Th>
              <Table.Th>File</Table.Th>
              <Table.Th>Price dates</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {imports.map((i) => (
              <Table.Tr key={i.id}>
                <Table.Td>
                  {formatDateTime(i.importedAt)}
                  <Text fz="xs" c="dimmed">
                    by {i.importedBy}
                  </Text>
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  {i.fileName ?? 'No file name'}
                  <Text fz="xs" c="dimmed">
                    {pricesCount(i.rows)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {formatDay(i.oldestObserved)}
                  <Text fz="sm">to {formatDay(i.newestObserved)}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
