import { Center, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { can } from '../../../shared/policy';
import { useCurrentUser } from '../../features/auth/api';

const AdminStats = lazy(() => import('../../features/dashboard/components/AdminStats'));
const AdminOverview = lazy(() => import('../../features/dashboard/components/AdminOverview'));
const UserManagement = lazy(() => import('../../features/users/components/UserManagement'));
const InvitationsCard = lazy(() => import('../../features/invites/components/InvitationsCard'));
const StoresPanel = lazy(() => import('../../features/org/components/StoresPanel'));
const ActivityPanel = lazy(() => import('../../features/activity/components/ActivityPanel'));
const OutboxPanel = lazy(() => import('../../features/notifications/components/OutboxPanel'));

const SECTIONS = [
  { id: 'users', label: 'Users' },
  { id: 'stores', label: 'Stores' },
  { id: 'activity', label: 'Activity' },
  { id: 'system', label: 'System' },
] as const;
type SectionId = (typeof SECTIONS)[number]['id'];

const fallback = (
  <Center py="xl">
    <Loader aria-label="Loading" />
  </Center>
);

/**
 * The Admin tab: the Admin Dashboard figures on top, then one section at a time so a phone is
 * not a mile of cards. The open section lives in the URL (?tab=admin&section=stores).
 */
export default function AdminPanel() {
  const { data: user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  if (!user) return null;
  const requested = params.get('section');
  const active: SectionId = SECTIONS.find((s) => s.id === requested)?.id ?? 'users';
  const select = (id: string | null) => {
    if (!id) return;
    setParams(id === 'users' ? { tab: 'admin' } : { tab: 'admin', section: id }, {
      replace: true,
    });
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          Admin Dashboard
        </Title>
        <Text c="dimmed">People, stores and what happens across the chain.</Text>
      </Stack>
      <Suspense fallback={fallback}>
        <AdminStats />
      </Suspense>
      <Tabs value={active} onChange={select} keepMounted={false} variant="outline" radius="md">
        <Tabs.List grow>
          {SECTIONS.map((section) => (
            <Tabs.Tab key={section.id} value={section.id} fz="md" py="sm">
              {section.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Suspense fallback={fallback}>
          <Tabs.Panel value="users" pt="md">
            <Stack gap="lg">
              <UserManagement />
              {can(user.role, 'invites.manage') && <InvitationsCard />}
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="stores" pt="md">
            <StoresPanel />
          </Tabs.Panel>
          <Tabs.Panel value="activity" pt="md">
            <ActivityPanel />
          </Tabs.Panel>
          <Tabs.Panel value="system" pt="md">
            <Stack gap="lg">
              <AdminOverview />
              {can(user.role, 'outbox.read') && <OutboxPanel />}
            </Stack>
          </Tabs.Panel>
        </Suspense>
      </Tabs>
    </Stack>
  );
}
