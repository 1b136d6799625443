import { Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { KPI_DEFINITIONS, type KpiRow } from '../../../../shared/kpi';
import { NoStoreLine } from '../../../components/NoStoreNotice';
import { usePhoneLayout } from '../../../lib/use-phone-layout';
import { kpiText } from './kpi-text';

/** Every store's KPIs: a table on a desktop, a card per store on a phone. */
export function KpiTable({ rows }: { rows: KpiRow[] }) {
  const phone = usePhoneLayout();
  if (rows.length === 0) return <NoStoreLine />;
  if (phone)
    return (
      <Stack gap="sm">
        {rows.map((r) => (
          <Paper key={r.storeId ?? 'all'} withBorder radius="md" p="sm" aria-label={r.storeName}>
            <Text fw={700}>{r.storeName}</Text>
            <SimpleGrid cols={1} spacing={2} mt={4}>
              {KPI_DEFINITIONS.map((d) => (
                <Text key={d.key} fz="sm">
                  <Text span c="dimmed" fz="sm">
                    {d.label}:
                  </Text>{' '}
                  {kpiText(d, r)}
                </Text>
              ))}
            </SimpleGrid>
          </Paper>
        ))}
      </Stack>
    );
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped fz="sm" aria-label="KPIs by store" verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Store</Table.Th>
            {KPI_DEFINITIONS.map((d) => (
              <Table.Th key={d.key} ta="right">
                {d.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.storeId ?? 'all'}>
              <Table.Td>{r.storeName}</Table.Td>
              {KPI_DEFINITIONS.map((d) => (
                <Table.Td key={d.key} ta="right">
                  {kpiText(d, r)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
