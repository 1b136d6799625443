import { lazy } from 'react';

/** The bought-back devices in stock, for the stock screen (issue 19). */
export const DeviceStock = lazy(() => import('./components/DeviceStock'));
