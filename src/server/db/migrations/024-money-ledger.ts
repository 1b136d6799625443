import type { Kysely, Migration } from 'kysely';

/**
 * A repair's money (issue 18, docs/decisions/037-money-ledger.md).
 * - Each store keeps its sales-tax rate (parts per million: 8.875 % is 88,750), how far a final
 *   price may pass its estimate before the customer approves (the larger of a percent and an
 *   amount), the refund a counter may give without a manager, and its warranty in days.
 * - A final price is a quote with lines; a new price is a new quote, so the one the customer
 *   approved stays as it was. Its approval is decided once.
 * - `payments` is the one ledger of a store's money: deposits, payments, refunds and voids of
 *   repairs, a sale's takings and a buyback's payout. Rows are only ever added. `amount_cents` is
 *   positive and `signed_cents` carries the direction (money in +, money out −), so a day's takings
 *   are one SUM over the store and instant index. `batch_id` is the client's id of one payment,
 *   whose split parts are rows 0, 1, ...: a payment sent twice is recorded once.
 * - A cash drawer's opening float per store and business day, and the cash counted at close.
 */
export const moneyLedger: Migration = {
  async up(db: Kysely<unknown>) {
    const storeMoney = [
      ['tax_rate_ppm', 0],
      ['approval_limit_percent', 10],
      ['approval_limit_cents', 2000],
      ['refund_limit_cents', 5000],
      ['warranty_days', 90],
    ] as const;
    for (const [column, value] of storeMoney) {
      await db.schema
        .alterTable('stores')
        .addColumn(column, 'integer', (c) => c.notNull().defaultTo(value))
        .execute();
    }

    const repairColumns = [
      ['invoice_number', 'integer'],
      ['invoiced_at', 'text'],
      ['no_charge_kind', 'text'],
      ['no_charge_reason', 'text'],
      ['no_charge_by', 'text'],
      ['no_charge_at', 'text'],
      ['warranty_until', 'text'],
      ['warranty_of_id', 'text'],
    ] as const;
    for (const [column, type] of repairColumns) {
      await db.schema.alterTable('repair_waivers').addColumn(column, type).execute();
    }
    await db.schema
      .alterTable('device_sales')
      .addColumn('tax_cents', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();

    await db.schema
      .createTable('repair_quotes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('repair_id', 'text', (c) => c.notNull().references('repair_waivers.id'))
      .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id'))
      .addColumn('subtotal_cents', 'integer', (c) => c.notNull())
      .addColumn('tax_cents', 'integer', (c) => c.notNull())
      .addColumn('discount_cents', 'integer', (c) => c.notNull())
      .addColumn('total_cents', 'integer', (c) => c.notNull())
      .addColumn('tax_rate_ppm', 'integer', (c) => c.notNull())
      .addColumn('approval_state', 'text', (c) => c.notNull())
      .addColumn('approval_via', 'text')
      .addColumn('approval_taken_from', 'text')
      .addColumn('approval_recorded_by', 'text', (c) => c.references('users.id'))
      .addColumn('decided_at', 'text')
      .addColumn('created_by', 'text', (c) => c.references('users.id'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('repair_quotes_repair_idx')
      .on('repair_quotes')
      .columns(['repair_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('repair_quote_lines')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('quote_id', 'text', (c) => c.notNull().references('repair_quotes.id'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('unit_price_cents', 'integer', (c) => c.notNull())
      .addColumn('unit_cost_cents', 'integer')
      .addColumn('taxed', 'integer', (c) => c.notNull())
      .addColumn('amount_cents', 'integer', (c) => c.notNull())
      .addColumn('tax_cents', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('repair_quote_lines_quote_idx')
      .on('repair_quote_lines')
      .columns(['quote_id', 'position'])
      .execute();

    await db.schema
      .createTable('payments')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id'))
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('repair_id', 'text', (c) => c.references('repair_waivers.id'))
      .addColumn('sale_id', 'text', (c) => c.references('device_sales.id'))
      .addColumn('purchase_id', 'text', (c) => c.references('device_purchases.id'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('method', 'text', (c) => c.notNull())
      .addColumn('amount_cents', 'integer', (c) => c.notNull())
      .addColumn('signed_cents', 'integer', (c) => c.notNull())
      .addColumn('tax_cents', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('tendered_cents', 'integer')
      .addColumn('change_cents', 'integer')
      .addColumn('reference', 'text')
      .addColumn('reason', 'text')
      .addColumn('reverses_id', 'text', (c) => c.references('payments.id'))
      .addColumn('batch_id', 'text', (c) => c.notNull())
      .addColumn('batch_part', 'integer', (c) => c.notNull())
      .addColumn('taken_at', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.references('users.id'))
      .execute();
    await db.schema
      .createIndex('payments_batch_idx')
      .unique()
      .on('payments')
      .columns(['batch_id', 'batch_part'])
      .execute();
    await db.schema
      .createIndex('payments_store_taken_idx')
      .on('payments')
      .columns(['store_id', 'taken_at'])
      .execute();
    for (const column of ['repair_id', 'sale_id', 'purchase_id', 'reverses_id'] as const) {
      await db.schema.createIndex(`payments_${column}_idx`).on('payments').column(column).execute();
    }

    await db.schema
      .createTable('cash_drawers')
      .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id'))
      .addColumn('business_date', 'text', (c) => c.notNull())
      .addColumn('opening_float_cents', 'integer', (c) => c.notNull())
      .addColumn('float_set_by', 'text', (c) => c.references('users.id'))
      .addColumn('float_set_at', 'text', (c) => c.notNull())
      .addColumn('counted_cash_cents', 'integer')
      .addColumn('counted_by', 'text', (c) => c.references('users.id'))
      .addColumn('counted_at', 'text')
      .addPrimaryKeyConstraint('cash_drawers_pk', ['store_id', 'business_date'])
      .execute();
  },
};
