import { lazy } from 'react';

/** The check-in form, lazy; other screens open it prefilled (an appointment's customer arriving). */
export const NewWaiverModal = lazy(() => import('./components/NewWaiverModal'));
export type { WaiverPrefill } from './components/NewWaiverModal';

/** A repair's status view and its pickup, for screens that list a customer's repairs. */
export const RepairStatusView = lazy(() => import('./components/RepairStatusView'));
export const PickupModal = lazy(() => import('./components/PickupModal'));
