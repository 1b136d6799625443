import { Button, Paper, SimpleGrid, Text } from '@mantine/core';
import {
  IconBuildingStore,
  IconCalendar,
  IconChartBar,
  IconChartLine,
  IconMap,
  IconPackages,
  IconReportAnalytics,
  IconShieldCheck,
  IconUsersGroup,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { can } from '../../../shared/policy';
import touch from '../../components/touch.module.css';
import { useCurrentUser } from '../../features/auth/api';
import { SCREENS, type Screen, type ScreenPath } from '../screens';
import classes from './ScreenLinks.module.css';

const ICONS: Record<ScreenPath, typeof IconCalendar> = {
  '/store': IconBuildingStore,
  '/stock': IconPackages,
  '/calendar': IconCalendar,
  '/area-manager': IconUsersGroup,
  '/regional-manager': IconMap,
  '/ceo': IconChartLine,
  '/kpi-reports': IconReportAnalytics,
  '/police-reports': IconShieldCheck,
  '/admin/analytics': IconChartBar,
};

/**
 * Links on the Dashboard tab to the other screens (docs/product.md, Screens), for who may open
 * them.
 */
export function ScreenLinks() {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  const links = SCREENS.filter(
    (screen: Screen) =>
      can(user.role, screen.permission) &&
      (!screen.linkedFor || screen.linkedFor.includes(user.role)),
  );
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
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        {links.map(({ path, label }) => {
          const Icon = ICONS[path];
          return (
            <Button
              key={path}
              component={Link}
              to={path}
              variant="light"
              size="md"
              justify="flex-start"
              leftSection={<Icon size={18} aria-hidden />}
              classNames={{ root: classes.link, label: classes.label }}
            >
              {label}
            </Button>
          );
        })}
      </SimpleGrid>
    </Paper>
  );
}
