import type { CreateTableBuilder, Kysely, Migration } from 'kysely';

type Table = CreateTableBuilder<string, string>;

const id = (t: Table) => t.addColumn('id', 'text', (c) => c.primaryKey());
const when = (t: Table, column: string, required = true) =>
  t.addColumn(column, 'text', required ? (c) => c.notNull() : (c) => c);
const by = (t: Table, column: string) =>
  t.addColumn(column, 'text', (c) => c.references('users.id'));
const int = (t: Table, column: string, value?: number) =>
  t.addColumn(column, 'integer', (c) =>
    value === undefined ? c.notNull() : c.notNull().defaultTo(value),
  );

/**
 * Parts and accessories (issue 19, docs/decisions/038-parts-stock.md).
 * - The chain's catalogue: one row per item, the device models a part fits in its own table.
 * - `stock_movements` is the only record of a change in stock (received, used on a repair, sold,
 *   returned, transferred, adjusted by a count): rows are only ever added. `store_stock` is its
 *   running summary per store and item (on hand, reserved, value at moving-average cost), kept in
 *   the same transaction as the movement, so a stock screen never sums history.
 * - A repair's parts come from its price lines (`repair_quote_lines.item_id`); `repair_parts`
 *   holds each reservation (reserved, waiting for stock, used, released).
 * - Counter sales of accessories, purchase orders to suppliers, transfers between stores and
 *   blind counts, each with its lines.
 */
export const partsStock: Migration = {
  async up(db: Kysely<unknown>) {
    const create = (name: string) => id(db.schema.createTable(name) as unknown as Table);
    const index = (name: string, table: string, columns: string[], unique = false) => {
      const b = db.schema.createIndex(name).on(table).columns(columns);
      return (unique ? b.unique() : b).execute();
    };

    let t: Table = create('catalog_items')
      .addColumn('sku', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_key', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('barcode', 'text');
    t = int(int(int(t, 'cost_cents'), 'price_cents'), 'taxed', 1);
    t = int(t, 'active', 1);
    t = when(when(by(t, 'created_by'), 'created_at'), 'updated_at');
    await t.execute();
    await index('catalog_items_sku_idx', 'catalog_items', ['sku'], true);
    await index('catalog_items_barcode_idx', 'catalog_items', ['barcode'], true);
    await index('catalog_items_name_idx', 'catalog_items', ['name_key']);

    await db.schema
      .createTable('catalog_item_fits')
      .addColumn('item_id', 'text', (c) => c.notNull().references('catalog_items.id'))
      .addColumn('device_brand', 'text', (c) => c.notNull())
      .addColumn('device_model', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('catalog_item_fits_pk', ['item_id', 'device_brand', 'device_model'])
      .execute();
    await index('catalog_item_fits_model_idx', 'catalog_item_fits', [
      'device_brand',
      'device_model',
    ]);

    t = db.schema
      .createTable('store_stock')
      .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id'))
      .addColumn('item_id', 'text', (c) =>
        c.notNull().references('catalog_items.id'),
      ) as unknown as Table;
    t = int(int(int(int(t, 'on_hand', 0), 'reserved', 0), 'value_cents', 0), 'minimum', 0);
    t = when(when(t, 'last_out_at', false), 'updated_at');
    await t.addPrimaryKeyConstraint('store_stock_pk', ['store_id', 'item_id'] as never).execute();
    await index('store_stock_item_idx', 'store_stock', ['item_id']);

    t = create('stock_movements')
      .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id'))
      .addColumn('item_id', 'text', (c) => c.notNull().references('catalog_items.id'))
      .addColumn('kind', 'text', (c) => c.notNull());
    t = int(int(int(int(t, 'quantity'), 'unit_cost_cents'), 'value_cents'), 'on_hand_after');
    t = t
      .addColumn('reason', 'text')
      .addColumn('repair_id', 'text', (c) => c.references('repair_waivers.id'))
      .addColumn('counter_sale_id', 'text')
      .addColumn('purchase_order_id', 'text')
      .addColumn('transfer_id', 'text')
      .addColumn('count_id', 'text')
      .addColumn('batch_id', 'text', (c) => c.notNull());
    t = int(t, 'batch_part');
    t = when(by(t, 'created_by'), 'created_at');
    await t.execute();
    await index('stock_movements_batch_idx', 'stock_movements', ['batch_id', 'batch_part'], true);
    await index('stock_movements_item_idx', 'stock_movements', [
      'store_id',
      'item_id',
      'created_at',
    ]);
    await index('stock_movements_store_idx', 'stock_movements', ['store_id', 'created_at']);
    await index('stock_movements_repair_idx', 'stock_movements', ['repair_id']);

    t = create('repair_parts')
      .addColumn('repair_id', 'text', (c) => c.notNull().references('repair_waivers.id'))
      .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id'))
      .addColumn('item_id', 'text', (c) => c.notNull().references('catalog_items.id'))
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('unit_cost_cents', 'integer');
    t = int(t, 'quantity');
    t = when(when(when(by(t, 'created_by'), 'created_at'), 'used_at', false), 'released_at', false);
    await t.execute();
    await index('repair_parts_repair_idx', 'repair_parts', ['repair_id']);
    await index('repair_parts_waiting_idx', 'repair_parts', [
      'store_id',
      'item_id',
      'state',
      'created_at',
    ]);

    await db.schema.alterTable('repair_quote_lines').addColumn('item_id', 'text').execute();
    for (const column of ['parts_waiting', 'parts_cost_cents']) {
      await db.schema
        .alterTable('repair_waivers')
        .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    }

    t = create('counter_sales')
      .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id'))
      .addColumn('customer_id', 'text', (c) => c.references('customers.id'))
      .addColumn('customer_name', 'text');
    t = int(
      int(
        int(int(int(int(t, 'receipt_number'), 'subtotal_cents'), 'tax_cents'), 'total_cents'),
        'cost_cents',
      ),
      'tax_rate_ppm',
    );
    t = when(by(t, 'created_by'), 'created_at');
    await t.execute();
    await index('counter_sales_store_idx', 'counter_sales', ['store_id', 'created_at']);
    await index('counter_sales_number_idx', 'counter_sales', ['store_id', 'receipt_number'], true);

    t = create('counter_sale_lines')
      .addColumn('sale_id', 'text', (c) => c.notNull().references('counter_sales.id'))
      .addColumn('item_id', 'text', (c) => c.notNull().references('catalog_items.id'))
      .addColumn('description', 'text', (c) => c.notNull());
    t = int(
      int(
        int(int(int(int(t, 'position'), 'quantity'), 'unit_price_cents'), 'unit_cost_cents'),
        'taxed',
      ),
      'amount_cents',
    );
    t = int(int(t, 'tax_cents'), 'returned_quantity', 0);
    await t.execute();
    await index('counter_sale_lines_sale_idx', 'counter_sale_lines', ['sale_id', 'position']);

    await db.schema
      .alterTable('payments')
      .addColumn('counter_sale_id', 'text', (c) => c.references('counter_sales.id'))
      .execute();
    await index('payments_counter_sale_id_idx', 'payments', ['counter_sale_id']);

    t = create('suppliers')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_key', 'text', (c) => c.notNull())
      .addColumn('contact_name', 'text')
      .addColumn('phone', 'text')
      .addColumn('email', 'text')
      .addColumn('notes', 'text');
    t = when(by(t, 'created_by'), 'created_at');
    await t.execute();
    await index('suppliers_name_idx', 'suppliers', ['name_key'], true);

    t = create('purchase_orders')
      .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id'))
      .addColumn('supplier_id', 'text', (c) => c.notNull().references('suppliers.id'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('notes', 'text');
    t = int(t, 'number');
    t = when(when(by(t, 'created_by'), 'created_at'), 'closed_at', false);
    t = by(t, 'closed_by');
    await t.execute();
    await index('purchase_orders_store_idx', 'purchase_orders', [
      'store_id',
      'status',
      'created_at',
    ]);
    await index('purchase_orders_number_idx', 'purchase_orders', ['store_id', 'number'], true);

    t = create('purchase_order_lines')
      .addColumn('order_id', 'text', (c) => c.notNull().references('purchase_orders.id'))
      .addColumn('item_id', 'text', (c) => c.notNull().references('catalog_items.id'));
    t = int(
      int(int(int(t, 'position'), 'quantity_ordered'), 'quantity_received', 0),
      'unit_cost_cents',
    );
    await t.execute();
    await index('purchase_order_lines_order_idx', 'purchase_order_lines', ['order_id', 'position']);

    t = create('stock_transfers')
      .addColumn('from_store_id', 'text', (c) => c.notNull().references('stores.id'))
      .addColumn('to_store_id', 'text', (c) => c.notNull().references('stores.id'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('notes', 'text');
    t = when(by(t, 'sent_by'), 'sent_at');
    t = when(by(t, 'received_by'), 'received_at', false);
    await t.execute();
    await index('stock_transfers_from_idx', 'stock_transfers', ['from_store_id', 'sent_at']);
    await index('stock_transfers_to_idx', 'stock_transfers', ['to_store_id', 'sent_at']);

    t = create('stock_transfer_lines')
      .addColumn('transfer_id', 'text', (c) => c.notNull().references('stock_transfers.id'))
      .addColumn('item_id', 'text', (c) => c.notNull().references('catalog_items.id'));
    t = int(int(int(t, 'position'), 'quantity'), 'unit_cost_cents');
    await t.execute();
    await index('stock_transfer_lines_idx', 'stock_transfer_lines', ['transfer_id', 'position']);

    t = create('stock_counts')
      .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('notes', 'text')
      .addColumn('decision_reason', 'text')
      .addColumn('variance_value_cents', 'integer');
    t = when(by(t, 'started_by'), 'started_at');
    t = when(by(t, 'submitted_by'), 'submitted_at', false);
    t = when(by(t, 'decided_by'), 'decided_at', false);
    await t.execute();
    await index('stock_counts_store_idx', 'stock_counts', ['store_id', 'started_at']);

    t = create('stock_count_lines')
      .addColumn('count_id', 'text', (c) => c.notNull().references('stock_counts.id'))
      .addColumn('item_id', 'text', (c) => c.notNull().references('catalog_items.id'))
      .addColumn('counted', 'integer')
      .addColumn('expected', 'integer')
      .addColumn('variance', 'integer')
      .addColumn('unit_cost_cents', 'integer');
    await t.execute();
    await index('stock_count_lines_idx', 'stock_count_lines', ['count_id', 'item_id'], true);
  },
};
