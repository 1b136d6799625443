import { Box, Center, Container, Loader, Stack, Tabs } from '@mantine/core';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useSearchParams } from 'react-router';
import { can } from '../../../shared/policy';
import { useCurrentUser } from '../../features/auth/api';
import { tabsFor, type MainTabId } from './main-tabs';
import { MobileBottomBar } from './MobileBottomBar';

// Tab contents come from their features; each is its own chunk, loaded when first opened.
const PANELS: Record<MainTabId, LazyExoticComponent<ComponentType>> = {
  dashboard: lazy(() => import('./DashboardPanel')),
  customers: lazy(() => import('../../features/repairs/components/CustomersTab')),
  sales: lazy(() => import('../../features/sales/components/SalesTab')),
  buyback: lazy(() => import('./BuybackPanel')),
  admin: lazy(() => import('./AdminPanel')),
  marketing: lazy(() => import('../../features/marketing/components/MarketingTab')),
};
const AiReportsPanel = lazy(() => import('../../features/insights/components/AiReportsPanel'));
const SmartReportsPanel = lazy(() => import('../../features/reports/components/SmartReportsPanel'));

const panelFallback = (
  <Center py="xl">
    <Loader aria-label="Loading" />
  </Center>
);

/** The main dashboard (/ and /dashboard). The open tab lives in the URL, so a reload keeps it. */
export default function MainDashboard() {
  const { data: user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  if (!user) return null;

  const tabs = tabsFor(user.role);
  const requested = params.get('tab');
  // A tab the role may not see (an old link, a typed URL) falls back to the dashboard.
  const active = tabs.find((tab) => tab.id === requested)?.id ?? 'dashboard';
  const select = (id: MainTabId) =>
    setParams(id === 'dashboard' ? {} : { tab: id }, { replace: true });

  return (
    <Box pb={{ base: 96, sm: 'xl' }}>
      <Container size="xl" px={{ base: 'sm', sm: 'lg' }} pt="md">
        <Tabs
          value={active}
          onChange={(value) => value && select(value as MainTabId)}
          keepMounted={false}
          variant="pills"
          radius="md"
        >
          <Tabs.List visibleFrom="sm" mb="lg">
            {tabs.map(({ id, label, icon: TabIcon }) => (
              <Tabs.Tab key={id} value={id} leftSection={<TabIcon size={18} aria-hidden />}>
                {label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {tabs.map(({ id }) => {
            const Panel = PANELS[id];
            return (
              <Tabs.Panel key={id} value={id}>
                <Suspense fallback={panelFallback}>
                  <Stack gap="lg">
                    <Panel />
                    {id === 'admin' && can(user.role, 'ai_reports.view') && <AiReportsPanel />}
                    {id === 'admin' && can(user.role, 'reports.manage') && <SmartReportsPanel />}
                  </Stack>
                </Suspense>
              </Tabs.Panel>
            );
          })}
        </Tabs>
      </Container>
      <MobileBottomBar tabs={tabs} active={active} onChange={select} />
    </Box>
  );
}
