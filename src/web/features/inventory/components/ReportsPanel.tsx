import { Button, Group, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { formatDate, formatMoney } from '../../../../shared/format';
import { queryStatus } from '../../../components/QueryStatus';
import { reportCsvPath, useStockReports } from '../api';
import type { StockPanelProps } from './StockScreen';

function Report({
  title,
  csv,
  headers,
  rows,
  empty,
}: {
  title: string;
  csv: string;
  headers: string[];
  rows: ReactNode[][];
  empty: string;
}) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Group justify="space-between">
        <Title order={3} size="h5">
          {title}
        </Title>
        <Button
          component="a"
          href={csv}
          download
          size="md"
          variant="subtle"
          leftSection={<IconDownload size={18} aria-hidden />}
          aria-label={`Download ${title} as CSV`}
        >
          CSV
        </Button>
      </Group>
      {rows.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                {headers.map((h, i) => (
                  <Table.Th key={h} ta={i === 0 ? undefined : 'right'}>
                    {h}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((cells, r) => (
                <Table.Tr key={r}>
                  {cells.map((cell, i) => (
                    <Table.Td key={i} ta={i === 0 ? undefined : 'right'}>
                      {cell}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/** What the stock is worth, what parts earned on repairs, and what sits on the shelf unsold. */
export default function ReportsPanel({ storeId }: StockPanelProps) {
  const [days, setDays] = useState('30');
  const period = Number(days);
  const reports = useStockReports(storeId, period);
  const r = reports.data;
  return (
    <Stack gap="lg">
      <SegmentedControl
        aria-label="Period"
        size="md"
        value={days}
        onChange={setDays}
        data={[
          { value: '30', label: '30 days' },
          { value: '90', label: '90 days' },
          { value: '365', label: 'Year' },
        ]}
      />
      {queryStatus(reports, { loading: 'Loading reports', failed: 'Could not load the reports' }) ??
        (r && (
          <>
            <Report
              title="Stock value"
              csv={reportCsvPath('value', storeId, period)}
              headers={['Store', 'Parts and accessories', 'Devices', 'Total']}
              rows={r.value.map((v) => [
                v.storeName,
                formatMoney(v.itemsValue),
                formatMoney(v.devicesValue),
                formatMoney(v.total),
              ])}
              empty="Nothing in stock."
            />
            <Report
              title="Parts margin by repair"
              csv={reportCsvPath('margin', storeId, period)}
              headers={['Repair, model', 'Repairs', 'Parts', 'Revenue', 'Parts cost', 'Margin']}
              rows={r.margin.map((m) => [
                `${m.repairType}, ${m.deviceModel}`,
                m.repairs,
                m.partsUsed,
                formatMoney(m.revenue),
                formatMoney(m.partsCost),
                formatMoney(m.margin),
              ])}
              empty="No repair was picked up in this period."
            />
            <Report
              title="Margin by technician"
              csv={reportCsvPath('margin', storeId, period)}
              headers={['Technician', 'Repairs', 'Revenue', 'Parts cost', 'Margin']}
              rows={r.technicians.map((t) => [
                t.name,
                t.repairs,
                formatMoney(t.revenue),
                formatMoney(t.partsCost),
                formatMoney(t.margin),
              ])}
              empty="No repair was completed in this period."
            />
            <Report
              title="Slow movers"
              csv={reportCsvPath('slow', storeId, period)}
              headers={['Item', 'On hand', 'Value', 'Last out']}
              rows={r.slowMovers.map((s) => [
                `${s.name} (${s.sku})`,
                s.onHand,
                formatMoney(s.value),
                s.lastOutAt ? formatDate(s.lastOutAt) : 'Never',
              ])}
              empty={`Everything on the shelf moved in the last ${period} days.`}
            />
          </>
        ))}
    </Stack>
  );
}
