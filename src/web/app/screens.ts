import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Permission } from '../../shared/policy';
import type { Role } from '../../shared/roles';

/**
 * A screen beyond the main tabs. Its permission is the one its data needs on the server, so the
 * router refuses exactly the roles the API would refuse (before any request is sent), and the
 * Dashboard links it only to the roles that may open it. Icons stay with the links
 * (layout/ScreenLinks.tsx), out of the code the sign-in screen loads.
 */
export type Screen = {
  path: string;
  /** The screen's name, on its link and in the refusal a role that may not use it sees. */
  label: string;
  permission: Permission;
  Component: LazyExoticComponent<ComponentType>;
  /**
   * Who the Dashboard links it for, when narrower than who may open it: the area and regional
   * dashboards show the same figures for the viewer's reach, so each manager gets the one named
   * for them and the office both.
   */
  linkedFor?: readonly Role[];
};

const OFFICE: readonly Role[] = ['admin', 'ceo', 'super_admin'];

export const SCREENS = [
  {
    path: '/store',
    label: 'Store Dashboard',
    permission: 'dashboard.view',
    Component: lazy(() => import('../features/store-dashboard/components/StoreDashboard')),
  },
  {
    path: '/stock',
    label: 'Stock',
    permission: 'stock.read',
    Component: lazy(() => import('../features/inventory/components/StockScreen')),
  },
  {
    path: '/calendar',
    label: 'Calendar',
    permission: 'repairs.read',
    Component: lazy(() => import('../features/calendar/components/CalendarScreen')),
  },
  {
    path: '/area-manager',
    label: 'Area Dashboard',
    permission: 'manager_dashboard.view',
    Component: lazy(() => import('../features/manager-dashboard/components/AreaManagerDashboard')),
    linkedFor: ['areamanager', ...OFFICE],
  },
  {
    path: '/regional-manager',
    label: 'Regional Dashboard',
    permission: 'manager_dashboard.view',
    Component: lazy(
      () => import('../features/manager-dashboard/components/RegionalManagerDashboard'),
    ),
    linkedFor: ['regionalmanager', ...OFFICE],
  },
  {
    path: '/ceo',
    label: 'CEO Dashboard',
    permission: 'ceo_dashboard.view',
    Component: lazy(() => import('../features/ceo-dashboard/components/CeoDashboard')),
  },
  {
    path: '/kpi-reports',
    label: 'KPI Reports',
    permission: 'kpi.view',
    Component: lazy(() => import('../features/kpi/components/KpiReports')),
  },
  {
    path: '/police-reports',
    label: 'Police reports',
    permission: 'police_reports.view',
    Component: lazy(() => import('../features/police-reports/components/PoliceReportsScreen')),
  },
  {
    path: '/admin/analytics',
    label: 'Analytics',
    permission: 'activity.read',
    Component: lazy(() => import('../features/analytics/components/AdminAnalytics')),
  },
] as const satisfies readonly Screen[];

export type ScreenPath = (typeof SCREENS)[number]['path'];
