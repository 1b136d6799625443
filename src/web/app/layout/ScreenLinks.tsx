import { Button, Paper, SimpleGrid, Text } from '@mantine/core';
import {
  IconBuildingStore,
  IconCalendar,
  IconChartBar,
  IconChartLine,
  IconMap,
  IconReportAnalytics,
  IconUsersGroup,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Role } from '../../../shared/roles';
import touch from '../../components/touch.module.css';
import { useCurrentUser } from '../../features/auth/api';

const OFFICE: readonly Role[] = ['admin', 'ceo', 'super_admin'];

/** The dashboards and reports beyond the tabs, each for the roles it is made for. */
const LINKS: {
  to: string;
  label: string;
  icon: typeof IconCalendar;
  roles: readonly Role[] | 'all';
}[] = [
  { to: '/store', label: 'Store Dashboard', icon: IconBuildingStore, roles: 'all' },
  { to: '/calendar', label: 'Calendar', icon: IconCalendar, roles: 'all' },
  {
    to: '/area-manager',
    label: 'Area Dashboard',
    icon: IconUsersGroup,
    roles: ['areamanager', ...OFFICE],
  },
  {
    to: '/regional-manager',
    label: 'Regional Dashboard',
    icon: IconMap,
    roles: ['regionalmanager', ...OFFICE],
  },
  { to: '/ceo', label: 'CEO Dashboard', icon: IconChartLine, roles: OFFICE },
  {
    to: '/kpi-reports',
    label: 'KPI Reports',
    icon: IconReportAnalytics,
    roles: ['store_manager', 'areamanager', 'regionalmanager', ...OFFICE],
  },
  { to: '/admin/analytics', label: 'Analytics', icon: IconChartBar, roles: OFFICE },
];

/** Links on the Dashboard tab to the other screens of the spec's route table. */
export function ScreenLinks() {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  const links = LINKS.filter(({ roles }) => roles === 'all' || roles.includes(user.role));
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="nav"
      aria-label="More screens"
      className={touch.touch}
    >
      <Text fw={700} mb="sm">
        More screens
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {links.map(({ to, label, icon: Icon }) => (
          <Button
            key={to}
            component={Link}
            to={to}
            variant="light"
            size="md"
            justify="flex-start"
            leftSection={<Icon size={18} aria-hidden />}
          >
            {label}
          </Button>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
