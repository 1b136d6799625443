import { lazy } from 'react';

/** The report (or what was filed today) for the Sales tab; its own chunk. */
export const DailyReportPanel = lazy(() => import('./components/DailyReportPanel'));

/** Reports beside what was recorded, shown only to managers (its panel is a chunk of its own). */
export { ManagerReconciliation } from './components/ManagerReconciliation';
