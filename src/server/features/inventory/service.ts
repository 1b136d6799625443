/** What other features may ask of parts and accessories (issue 19, decision 038). */
export { repairParts } from './repair-parts';
export { partsOfMove, quoteItemCosts, reconcileParts } from './repair-parts-flow';
export { stockStore } from './stock-service';
export {
  availableToSell,
  moveStock,
  refreshWaiting,
  releaseStock,
  reserveStock,
  type Moved,
  type StockAct,
} from './movements';
