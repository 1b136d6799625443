import { lazy } from 'react';

/** Overdue police reports for the manager dashboards; its own chunk. */
export const OverduePoliceReports = lazy(() => import('./components/OverduePoliceReports'));
