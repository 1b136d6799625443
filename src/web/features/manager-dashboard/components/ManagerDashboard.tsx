import { Alert, Container, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { formatDay, formatMoney } from '../../../../shared/format';
import type { Anomaly } from '../../../../shared/insights';
import { DashboardSection } from '../../../components/DashboardSection';
import { FigureTiles } from '../../../components/FigureTiles';
import { errorMessage } from '../../../lib/api';
import { OverduePoliceReports } from '../../police-reports/screens';
import { useManagerDashboard } from '../api';
import { StoreComparison } from './StoreComparison';
import { TargetChart } from './TargetChart';
import { TARGET_NOTE } from './target-text';

const ALERT_TITLES: Record<Anomaly['kind'], string> = {
  revenue_outlier: 'Unusual day',
  refunds_rise: 'Refunds rising',
  buyback_rise: 'Buyback spend rising',
  backlog: 'Repairs waiting',
};

/** The area and regional managers' screen: their stores side by side, same figures for each. */
export function ManagerDashboard({ title }: { title: string }) {
  const { data, error, isPending } = useManagerDashboard();
  return (
    <Container size="xl" px={{ base: 'sm', sm: 'lg' }} py="lg">
      <Stack gap="lg">
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {title}
        </Title>
        <Suspense fallback={null}>
          <OverduePoliceReports />
        </Suspense>
        {isPending && <Loader aria-label="Loading" />}
        {error && (
          <Alert color="red" title="Could not load your stores">
            {errorMessage(error, 'Please try again.')}
          </Alert>
        )}
        {data && (
          <>
            <FigureTiles
              figures={[
                { label: 'Revenue today', value: formatMoney(data.totals.revenueToday) },
                {
                  label: 'Revenue this week',
                  value: formatMoney(data.totals.revenueWeek),
                  note: `Target ${formatMoney(data.totals.weekTarget)}`,
                },
                { label: 'Open repairs', value: data.totals.repairsOpen },
                { label: 'Pickups waiting', value: data.totals.pickupsWaiting },
                {
                  label: 'Buyback spend',
                  value: formatMoney(data.totals.buybackSpendWeek),
                  note: 'This week',
                },
              ]}
              cols={5}
            />
            <DashboardSection title="Stores, best week first">
              <StoreComparison rows={data.stores} />
              <Text fz="xs" c="dimmed">
                {TARGET_NOTE}
              </Text>
            </DashboardSection>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <DashboardSection title="This week against target">
                <TargetChart rows={data.stores} />
              </DashboardSection>
              <Stack gap="lg">
                <DashboardSection title="Today's reports not in">
                  {data.missingReports.length === 0 ? (
                    <Text c="dimmed">Every store has filed today&apos;s report.</Text>
                  ) : (
                    <Stack gap={4} data-testid="missing-reports">
                      {data.missingReports.map((m) => (
                        <Text key={m.storeId} fz="sm">
                          {m.storeName} · {formatDay(m.businessDate)}
                        </Text>
                      ))}
                    </Stack>
                  )}
                </DashboardSection>
                <DashboardSection title="Alerts">
                  {data.alerts.length === 0 ? (
                    <Text c="dimmed">Nothing unusual in the last week.</Text>
                  ) : (
                    data.alerts.map((a, i) => (
                      <Alert
                        key={`${a.storeId}-${a.kind}-${a.date ?? i}`}
                        color={a.kind === 'backlog' ? 'orange' : 'yellow'}
                        title={`${ALERT_TITLES[a.kind]} · ${a.storeName}`}
                      >
                        {a.message}
                      </Alert>
                    ))
                  )}
                </DashboardSection>
              </Stack>
            </SimpleGrid>
          </>
        )}
      </Stack>
    </Container>
  );
}
