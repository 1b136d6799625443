import {
  IconBuildingStore,
  IconCalendar,
  IconChartBar,
  IconChartLine,
  IconMap,
  IconReportAnalytics,
  IconUsersGroup,
} from '@tabler/icons-react';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Permission } from '../../shared/policy';
import type { Role } from '../../shared/roles';

/**
 * A screen beyond the main tabs. Its permission is the one its data needs on the server, so the
 * router refuses exactly the roles the API would refuse (before any request is sent), and the
 * Dashboard links it only to the roles that may open it.
 */
export type Screen = {
  path: string;
  /** The screen's name, on its link and in the refusal a role that may not use it sees. */
  label: string;
  permission: Permission;
  Component: LazyExoticComponent<ComponentType>;
  icon: typeof IconCalendar;
  /**
   * Who the Dashboard links it for, when narrower than who may open it: the area and regional
   * dashboards show the same figures for the viewer's reach, so each manager gets the one named
   * for them and the office both.
   */
  linkedFor?: readonly Role[];
};

const OFFICE: readonly Role[] = ['admin', 'ceo', 'super_admin'];

export const SCREENS: readonly Screen[] = [
  {
    path: '/store',
    label: 'Store Dashboard',
    permission: 'dashboard.view',
    Component: lazy(() => import('../features/store-dashboard/components/StoreDashboard')),
    icon: IconBuildingStore,
  },
  {
    path: '/calendar',
    label: 'Calendar',
    permission: 'repairs.read',
    Component: lazy(() => import('../features/calendar/components/CalendarScreen')),
    icon: IconCalendar,
  },
  {
    path: '/area-manager',
    label: 'Area Dashboard',
    permission: 'manager_dashboard.view',
    Component: lazy(() => import('../features/manager-dashboard/components/AreaManagerDashboard')),
    icon: IconUsersGroup,
    linkedFor: ['areamanager', ...OFFICE],
  },
  {
    path: '/regional-manager',
    label: 'Regional Dashboard',
    permission: 'manager_dashboard.view',
    Component: lazy(
      () => import('../features/manager-dashboard/components/RegionalManagerDashboard'),
    ),
    icon: IconMap,
    linkedFor: ['regionalmanager', ...OFFICE],
  },
  {
    path: '/ceo',
    label: 'CEO Dashboard',
    permission: 'ceo_dashboard.view',
    Component: lazy(() => import('../features/ceo-dashboard/components/CeoDashboard')),
    icon: IconChartLine,
  },
  {
    path: '/kpi-reports',
    label: 'KPI Reports',
    permission: 'kpi.view',
    Component: lazy(() => import('../features/kpi/components/KpiReports')),
    icon: IconReportAnalytics,
  },
  {
    path: '/admin/analytics',
    label: 'Analytics',
    permission: 'activity.read',
    Component: lazy(() => import('../features/analytics/components/AdminAnalytics')),
    icon: IconChartBar,
  },
];
