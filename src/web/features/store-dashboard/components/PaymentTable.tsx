import { Paper, Table, Text } from '@mantine/core';
import { formatMoney } from '../../../../shared/format';
import type { PeriodFigures } from '../../../../shared/store-dashboard';

const METHOD_LABELS: Record<PeriodFigures['deviceSales'][number]['method'], string> = {
  cash: 'Device sales · cash',
  card: 'Device sales · card',
  finance: 'Device sales · finance',
  other: 'Device sales · other',
};

type Line = { label: string; today: string; week: string; total?: boolean };

function lines(today: PeriodFigures, week: PeriodFigures): Line[] {
  const sales = today.deviceSales.map((s, i) => ({
    label: METHOD_LABELS[s.method],
    today: `${formatMoney(s.amount)} (${s.count})`,
    week: `${formatMoney(week.deviceSales[i]!.amount)} (${week.deviceSales[i]!.count})`,
  }));
  return [
    ...sales,
    {
      label: 'Repairs collected',
      today: `${formatMoney(today.repairsCollected.amount)} (${today.repairsCollected.count})`,
      week: `${formatMoney(week.repairsCollected.amount)} (${week.repairsCollected.count})`,
    },
    {
      label: 'Accessories and parts',
      today: formatMoney(today.accessories.amount),
      week: formatMoney(week.accessories.amount),
    },
    // The lines above add up to this, and buybacks (money out, not revenue) come after it.
    {
      label: 'Revenue',
      today: formatMoney(today.revenue),
      week: formatMoney(week.revenue),
      total: true,
    },
    {
      label: 'Buybacks paid out',
      today: `${formatMoney(today.buybacks.spend)} (${today.buybacks.count})`,
      week: `${formatMoney(week.buybacks.spend)} (${week.buybacks.count})`,
    },
  ];
}

/** Takings by payment type, today beside this week; counts in brackets. Narrow enough for 390 px. */
export function PaymentTable({ today, week }: { today: PeriodFigures; week: PeriodFigures }) {
  return (
    <Paper withBorder radius="lg" p={0}>
      <Table verticalSpacing="xs" horizontalSpacing="sm" aria-label="Revenue by payment type">
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th />
            <Table.Th ta="right">Today</Table.Th>
            <Table.Th ta="right">This week</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines(today, week).map((l) => (
            <Table.Tr key={l.label}>
              <Table.Td>
                <Text fz="sm" fw={l.total ? 700 : undefined}>
                  {l.label}
                </Text>
              </Table.Td>
              <Table.Td ta="right" fz="sm" fw={l.total ? 700 : undefined}>
                {l.today}
              </Table.Td>
              <Table.Td ta="right" fz="sm" fw={l.total ? 700 : undefined}>
                {l.week}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
