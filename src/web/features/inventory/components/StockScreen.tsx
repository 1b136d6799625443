import { Container, Group, Select, Stack, Title } from '@mantine/core';
import { lazy } from 'react';
import { can } from '../../../../shared/policy';
import touch from '../../../components/touch.module.css';
import { SectionTabs, useSection } from '../../../components/SectionTabs';
import { useCurrentUser } from '../../auth/api';
import { DeviceStock } from '../../sales/screens';
import { useWorkingStore } from '../use-working-store';

const ItemsPanel = lazy(() => import('./ItemsPanel'));
const OrdersPanel = lazy(() => import('./OrdersPanel'));
const TransfersPanel = lazy(() => import('./TransfersPanel'));
const CountsPanel = lazy(() => import('./CountsPanel'));
const ReportsPanel = lazy(() => import('./ReportsPanel'));

const SECTIONS = [
  { id: 'items', label: 'Items' },
  { id: 'orders', label: 'Orders' },
  { id: 'transfers', label: 'Transfers' },
  { id: 'counts', label: 'Counts' },
  { id: 'devices', label: 'Devices' },
  { id: 'reports', label: 'Reports' },
] as const;

/** What a panel of the stock screen works on, and what its viewer may do there. */
export type StockPanelProps = { storeId: string; storeName: string; manages: boolean };

/**
 * A store's stock: parts and accessories with what is on hand, held for repairs and low; the
 * orders that bring it, the transfers that move it, the counts that check it; and the
 * bought-back devices beside them.
 */
export default function StockScreen() {
  const { data: user } = useCurrentUser();
  const store = useWorkingStore();
  const reports = !!user && can(user.role, 'kpi.view');
  const sections = reports ? SECTIONS : SECTIONS.filter((s) => s.id !== 'reports');
  const [section, setSection] = useSection('stock', sections);
  const manages = !!user && can(user.role, 'stock.write');
  const props: StockPanelProps | null = store.storeId
    ? { storeId: store.storeId, storeName: store.storeName, manages }
    : null;

  return (
    <Container size="xl" px={{ base: 'sm', sm: 'lg' }} py="lg">
      <Stack gap="lg" className={touch.touch}>
        <Group justify="space-between" align="flex-end">
          <Title order={1} size="h2">
            Stock{store.storeName ? `: ${store.storeName}` : ''}
          </Title>
          {store.choices.length > 1 && (
            <Select
              label="Store"
              size="md"
              searchable
              allowDeselect={false}
              data={store.choices.map((s) => ({ value: s.id, label: s.name }))}
              value={store.storeId ?? null}
              onChange={(id) => id && store.setStoreId(id)}
              w={{ base: '100%', sm: 280 }}
            />
          )}
        </Group>
        {props && (
          <SectionTabs
            sections={sections}
            active={section}
            onChange={setSection}
            panels={{
              items: <ItemsPanel {...props} />,
              orders: <OrdersPanel {...props} />,
              transfers: <TransfersPanel {...props} />,
              counts: <CountsPanel {...props} />,
              devices: <DeviceStock storeId={props.storeId} />,
              reports: <ReportsPanel {...props} />,
            }}
          />
        )}
      </Stack>
    </Container>
  );
}
