import { Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { CeoDashboard as Dashboard } from '../../../../shared/ceo-dashboard';
import { PeriodPicker } from '../../../components/PeriodPicker';
import { initialPeriod, periodReady } from '../../../components/period';
import { useCeoDashboard } from '../api';
import { ChainForecastChart } from './ChainForecastChart';
import { DailyRevenueChart } from './DailyRevenueChart';
import { FigureCards } from './FigureCards';
import { FiguresTable } from './FiguresTable';
import { RegionChart } from './RegionChart';
import { queryStatus } from '../../../components/QueryStatus';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function Figures({ data }: { data: Dashboard }) {
  return (
    <Stack gap="md">
      <FigureCards totals={data.totals} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title="Daily revenue">
          <DailyRevenueChart daily={data.daily} />
        </Section>
        <Section title="Next 14 days">
          {data.forecast.points.length > 0 ? (
            <>
              <ChainForecastChart forecast={data.forecast} />
              <Text fz="xs" c="dimmed" mt="xs">
                {data.forecast.note}
              </Text>
            </>
          ) : (
            <Text fz="sm" data-testid="forecast-needs">
              {data.forecast.note}
            </Text>
          )}
        </Section>
      </SimpleGrid>
      <Section title="By region">
        <Stack gap="md">
          <RegionChart regions={data.regions} />
          <FiguresTable
            nameLabel="Region"
            rows={data.regions.map((r) => ({
              ...r,
              id: r.regionId,
              name: r.regionName,
              detail: `${r.storeCount} ${r.storeCount === 1 ? 'store' : 'stores'}`,
            }))}
          />
        </Stack>
      </Section>
      <Section title="By store">
        <FiguresTable
          nameLabel="Store"
          rows={data.stores.map((s) => ({
            ...s,
            id: s.storeId,
            name: s.storeName,
            detail: s.regionName,
          }))}
        />
      </Section>
    </Stack>
  );
}

/** The whole chain over a period: revenue, device margin, repairs, buybacks, by region and store. */
export default function CeoDashboard() {
  const [period, setPeriod] = useState(initialPeriod);
  const ready = periodReady(period);
  const query = useCeoDashboard({ from: period.from, to: period.to }, ready);
  let body;
  if (!ready) body = <Text c="dimmed">Choose a start and an end date.</Text>;
  else if (query.isPending || query.isError)
    body = queryStatus(query, {
      loading: "Loading the chain's figures",
      failed: 'Could not load the figures',
    });
  else body = <Figures data={query.data} />;
  return (
    <Container size="xl" px={{ base: 'sm', sm: 'lg' }} py="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <div>
            <Title order={1}>CEO Dashboard</Title>
            <Text c="dimmed">The whole chain, each store counted on its own calendar.</Text>
          </div>
          <PeriodPicker value={period} onChange={setPeriod} />
        </Group>
        {/* The last period's figures stay, dimmed, until the new period's arrive. */}
        <div
          aria-busy={query.isPlaceholderData}
          style={{ opacity: query.isPlaceholderData ? 0.5 : 1, transition: 'opacity 150ms' }}
        >
          {body}
        </div>
      </Stack>
    </Container>
  );
}
