import { lazy } from 'react';

/** The counter's quick sale of accessories, opened from the Sales tab (issue 19). */
export const QuickSaleModal = lazy(() => import('./components/QuickSaleModal'));
