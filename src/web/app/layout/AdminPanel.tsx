import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { can } from '../../../shared/policy';
import { SectionTabs, useSection } from '../../components/SectionTabs';
import { useCurrentUser } from '../../features/auth/api';

const AdminStats = lazy(() => import('../../features/dashboard/components/AdminStats'));
const AdminOverview = lazy(() => import('../../features/dashboard/components/AdminOverview'));
const UserManagement = lazy(() => import('../../features/users/components/UserManagement'));
const InvitationsCard = lazy(() => import('../../features/invites/components/InvitationsCard'));
const StoresPanel = lazy(() => import('../../features/org/components/StoresPanel'));
const TermsPanel = lazy(() => import('../../features/terms/components/TermsPanel'));
const CompaniesPanel = lazy(() => import('../../features/org/components/CompaniesPanel'));
const CatalogueSection = lazy(() => import('../../features/inventory/components/CatalogueSection'));
const MarketPricesPanel = lazy(
  () => import('../../features/valuation/components/MarketPricesPanel'),
);
const ActivityPanel = lazy(() => import('../../features/activity/components/ActivityPanel'));
const OutboxPanel = lazy(() => import('../../features/notifications/components/OutboxPanel'));
const ChainSettingsCard = lazy(
  () => import('../../features/settings/components/ChainSettingsCard'),
);
const PublicAddressWarning = lazy(
  () => import('../../features/settings/components/PublicAddressWarning'),
);

const SECTIONS = [
  { id: 'users', label: 'Users' },
  { id: 'stores', label: 'Stores' },
  { id: 'catalogue', label: 'Catalogue' },
  { id: 'market', label: 'Market prices' },
  { id: 'terms', label: 'Terms' },
  { id: 'activity', label: 'Activity' },
  { id: 'system', label: 'System' },
] as const;

/**
 * The Admin tab: the Admin Dashboard figures on top, then one section at a time so a phone is
 * not a mile of cards. The open section lives in the URL (?tab=admin&section=stores).
 */
export default function AdminPanel() {
  const { data: user } = useCurrentUser();
  const [active, select] = useSection('admin', SECTIONS);
  if (!user) return null;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          Admin Dashboard
        </Title>
        <Text c="dimmed">People, stores and what happens across the chain.</Text>
      </Stack>
      <Suspense
        fallback={
          <Center py="xl">
            <Loader aria-label="Loading" />
          </Center>
        }
      >
        <AdminStats />
        {active !== 'system' && can(user.role, 'org.read') && (
          <PublicAddressWarning onSet={() => select('system')} />
        )}
      </Suspense>
      <SectionTabs
        sections={SECTIONS}
        active={active}
        onChange={select}
        panels={{
          users: (
            <Stack gap="lg">
              <UserManagement />
              {can(user.role, 'invites.manage') && <InvitationsCard />}
            </Stack>
          ),
          stores: (
            <Stack gap="lg">
              <CompaniesPanel />
              <StoresPanel />
            </Stack>
          ),
          catalogue: <CatalogueSection />,
          market: <MarketPricesPanel />,
          terms: <TermsPanel />,
          activity: <ActivityPanel />,
          system: (
            <Stack gap="lg">
              {can(user.role, 'org.read') && <ChainSettingsCard />}
              <AdminOverview />
              {can(user.role, 'outbox.read') && <OutboxPanel />}
            </Stack>
          ),
        }}
      />
    </Stack>
  );
}
