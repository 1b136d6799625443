import { Alert, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { formatLongDay, formatMoney, formatZone } from '../../../../shared/format';
import { DashboardSection } from '../../../components/DashboardSection';
import { FigureTiles } from '../../../components/FigureTiles';
import { NoStoreNotice } from '../../../components/NoStoreNotice';
import { queryStatus } from '../../../components/QueryStatus';
import { useCurrentUser } from '../../auth/api';
import { useMyStores } from '../../org/api';
import { OverduePoliceReports } from '../../police-reports/screens';
import { useStoreDashboard } from '../api';
import { PaymentTable } from './PaymentTable';
import { RepairsCard } from './RepairsCard';
import { ReportDays } from './ReportDays';
import { LowStockCard } from './LowStockCard';
import { StorePicker } from './StorePicker';
import { WeekRevenueChart } from './WeekRevenueChart';

/**
 * Which store to show: the one asked for, the user's own, or the only one within reach. Without
 * one (several stores and none chosen yet, or none at all) nothing is asked of the server, which
 * could only refuse.
 */
function useShownStore(): { storeId: string | undefined; stores: ReturnType<typeof useMyStores> } {
  const [params] = useSearchParams();
  const { data: user } = useCurrentUser();
  const stores = useMyStores({ enabled: true });
  const sole = stores.data?.length === 1 ? stores.data[0]!.id : undefined;
  return { storeId: params.get('storeId') ?? user?.storeId ?? sole, stores };
}

/** Store Dashboard: one store's today and this week, in the store's own time zone. */
export default function StoreDashboard() {
  const [, setParams] = useSearchParams();
  const { storeId, stores } = useShownStore();
  const query = useStoreDashboard(storeId);
  const data = query.data;
  return (
    <Container size="xl" px={{ base: 'sm', sm: 'lg' }} py="lg">
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {data ? data.store.name : 'Store Dashboard'}
          </Title>
          {data && (
            <Text c="dimmed" fz="sm" data-testid="store-today">
              Store Dashboard · {formatLongDay(data.today)} · {formatZone(data.store.timezone)}; the
              week is today and the 6 days before
            </Text>
          )}
        </div>
        <StorePicker value={storeId} onChange={(id) => setParams({ storeId: id })} />
        {storeId && (
          <Suspense fallback={null}>
            <OverduePoliceReports storeId={storeId} />
          </Suspense>
        )}
        {!storeId &&
          (stores.data?.length === 0 ? (
            <NoStoreNotice />
          ) : stores.data ? (
            <Alert color="blue" title="Choose a store">
              You look after several stores: choose the one to show.
            </Alert>
          ) : (
            queryStatus(stores, { loading: 'Loading', failed: 'Could not load your stores' })
          ))}
        {storeId && queryStatus(query, { loading: 'Loading', failed: 'Could not load the store' })}
        {data && (
          <>
            <FigureTiles
              figures={[
                { label: 'Revenue today', value: formatMoney(data.todayFigures.revenue) },
                { label: 'Revenue this week', value: formatMoney(data.weekFigures.revenue) },
                { label: 'Pickups waiting', value: data.pickupsWaiting },
                {
                  label: 'Buybacks today',
                  value: data.todayFigures.buybacks.count,
                  note: `${formatMoney(data.todayFigures.buybacks.spend)} paid out`,
                },
                { label: 'Stock on hand', value: data.stockOnHand, note: 'Devices on the shelf' },
              ]}
              cols={5}
            />
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <DashboardSection title="Revenue by day">
                <WeekRevenueChart days={data.weekByDay} />
              </DashboardSection>
              <DashboardSection title="Revenue by payment type">
                <PaymentTable today={data.todayFigures} week={data.weekFigures} />
              </DashboardSection>
              <DashboardSection title="Repairs">
                <RepairsCard data={data} />
              </DashboardSection>
              <DashboardSection title="Daily reports">
                <ReportDays days={data.reports} />
              </DashboardSection>
              <DashboardSection title="Low stock">
                <LowStockCard low={data.lowStock} storeId={data.store.id} />
              </DashboardSection>
            </SimpleGrid>
          </>
        )}
      </Stack>
    </Container>
  );
}
