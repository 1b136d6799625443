/** What other features may ask of parts and accessories (issue 19, decision 038). */
export { repairParts } from './repair-parts';
export {
  moveStock,
  refreshWaiting,
  releaseStock,
  reserveStock,
  type Moved,
  type StockAct,
} from './movements';
