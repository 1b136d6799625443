import { lazy } from 'react';

/** The counter's quick sale of accessories, opened from the Sales tab (issue 19). */
export const QuickSaleModal = lazy(() => import('./components/QuickSaleModal'));

/** Finds a part or accessory by name, SKU or barcode (a repair's price picks its parts with it). */
export { ItemFinder } from './components/ItemFinder';

/** The store's latest quick sales, each with its receipt and returns (issue 38). */
export const CounterSalesSection = lazy(() => import('./components/CounterSalesSection'));
