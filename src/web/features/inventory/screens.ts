import { lazy } from 'react';

/** The counter's quick sale of accessories, opened from the Sales tab (issue 19). */
export const QuickSaleModal = lazy(() => import('./components/QuickSaleModal'));

/** Finds a part or accessory by name, SKU or barcode (a repair's price picks its parts with it). */
export { ItemFinder } from './components/ItemFinder';
