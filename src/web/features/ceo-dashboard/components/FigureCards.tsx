import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { Figures } from '../../../../shared/ceo-dashboard';
import { hoursText, moneyText, pctText } from './figure-text';

function Card({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <Paper withBorder radius="md" p="md" aria-label={label}>
      <Text fz="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2}>
        {value}
      </Text>
      <Text fz="xs" c="dimmed">
        {detail}
      </Text>
    </Paper>
  );
}

/** The chain's headline figures for the period. */
export function FigureCards({ totals }: { totals: Figures }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
      <Card
        label="Revenue"
        value={moneyText(totals.revenue)}
        detail={`Repairs ${moneyText(totals.repairRevenue)} · devices ${moneyText(totals.deviceRevenue)} · accessories ${moneyText(totals.accessoryRevenue)}`}
      />
      <Card
        label="Device margin"
        value={pctText(totals.deviceMarginPct)}
        detail={`Profit ${moneyText(totals.deviceProfit)} on devices sold from stock`}
      />
      <Card
        label="Repairs completed"
        value={String(totals.repairsCompleted)}
        detail={`${totals.tickets} ${totals.tickets === 1 ? 'ticket' : 'tickets'} collected or sold`}
      />
      <Card
        label="Average turnaround"
        value={hoursText(totals.avgTurnaroundHours)}
        detail="Check-in to completed"
      />
      <Card
        label="Buyback spend"
        value={moneyText(totals.buybackSpend)}
        detail={`${totals.buybackCount} ${totals.buybackCount === 1 ? 'device' : 'devices'} bought`}
      />
    </SimpleGrid>
  );
}
