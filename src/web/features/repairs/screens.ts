import { lazy } from 'react';

/** The check-in form, lazy; other screens open it prefilled (an appointment's customer arriving). */
export const NewWaiverModal = lazy(() => import('./components/NewWaiverModal'));
export type { WaiverPrefill } from './components/NewWaiverModal';
