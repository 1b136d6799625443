/**
 * The chain's device sales with the storage of the stock item each sold (none for a device typed
 * in), as the valuation reads its comparables: both backtests replay them.
 */
export function chainSales(db, since = null) {
  let query = db
    .selectFrom('device_sales')
    .leftJoin('stock_items', 'stock_items.id', 'device_sales.stock_item_id')
    .select([
      'device_sales.device_brand as brand',
      'device_sales.device_model as model',
      'stock_items.storage',
      'device_sales.condition',
      'device_sales.price_cents as cents',
      'device_sales.created_at as at',
    ]);
  if (since) query = query.where('device_sales.created_at', '>=', since);
  return query.execute();
}
