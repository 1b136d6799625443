import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db';
import type { BalanceEntryColumns, GiftCardsTable } from '../../db/schema';

/** The two balance ledgers and the column naming each entry's owner. */
export const LEDGERS = {
  card: { table: 'gift_card_entries', owner: 'card_id' },
  credit: { table: 'store_credit_entries', owner: 'customer_id' },
} as const;
export type LedgerName = keyof typeof LEDGERS;

/** The owner's latest entry: its number and the balance after it. */
export async function lastEntry(db: Db, ledger: LedgerName, ownerId: string) {
  const { table, owner } = LEDGERS[ledger];
  const row = await db
    .selectFrom(table)
    .select(['seq', 'balance_cents'])
    .where(owner, '=', ownerId)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { seq: Number(row.seq), balanceCents: Number(row.balance_cents) } : null;
}

export async function insertEntry(
  db: Db,
  ledger: LedgerName,
  ownerId: string,
  row: Insertable<BalanceEntryColumns>,
): Promise<void> {
  const { table, owner } = LEDGERS[ledger];
  await db
    .insertInto(table)
    .values({ ...row, [owner]: ownerId } as Insertable<BalanceEntryColumns> & {
      card_id: string;
      customer_id: string;
    })
    .execute();
}

export function entriesOf(db: Db, ledger: LedgerName, ownerId: string) {
  const { table, owner } = LEDGERS[ledger];
  return db
    .selectFrom(table)
    .innerJoin('stores', 'stores.id', `${table}.store_id`)
    .select([
      `${table}.kind`,
      `${table}.amount_cents`,
      `${table}.balance_cents`,
      `${table}.reason`,
      `${table}.created_at`,
      'stores.name as store_name',
    ])
    .where(sql.ref(`${table}.${owner}`), '=', ownerId)
    .orderBy(`${table}.seq`, 'desc')
    .execute();
}

export function findCard(db: Db, by: { number: string } | { id: string }) {
  const q = db
    .selectFrom('gift_cards')
    .innerJoin('stores', 'stores.id', 'gift_cards.store_id')
    .selectAll('gift_cards')
    .select('stores.name as store_name');
  return (
    'id' in by ? q.where('gift_cards.id', '=', by.id) : q.where('number', '=', by.number)
  ).executeTakeFirst();
}

export async function insertCard(db: Db, row: Insertable<GiftCardsTable>): Promise<void> {
  await db.insertInto('gift_cards').values(row).execute();
}

/** The entry a sale, return or goodwill wrote, if it was written already. */
export function entryFrom(db: Db, ledger: LedgerName, sourceId: string) {
  return db
    .selectFrom(LEDGERS[ledger].table)
    .select('id')
    .where('source_id', '=', sourceId)
    .executeTakeFirst();
}

/**
 * Whose balance a payment spent: the redeem entries its batch wrote for this amount, with the
 * owner and, for a card, its number (two cards of one payment are told apart by their last four).
 */
export async function redeemsOf(db: Db, ledger: LedgerName, sourceId: string, amountCents: number) {
  if (ledger === 'card') {
    return db
      .selectFrom('gift_card_entries')
      .innerJoin('gift_cards', 'gift_cards.id', 'gift_card_entries.card_id')
      .select(['gift_card_entries.card_id as owner_id', 'gift_cards.number'])
      .where('gift_card_entries.source_id', '=', sourceId)
      .where('gift_card_entries.kind', '=', 'redeem')
      .where('gift_card_entries.amount_cents', '=', -amountCents)
      .execute();
  }
  return db
    .selectFrom('store_credit_entries')
    .select(['customer_id as owner_id', sql<string | null>`null`.as('number')])
    .where('source_id', '=', sourceId)
    .where('kind', '=', 'redeem')
    .where('amount_cents', '=', -amountCents)
    .execute();
}
