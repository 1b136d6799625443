import type { Generated } from 'kysely';

/**
 * The database as Kysely sees it. Both dialects store the same shapes:
 * instants are ISO-8601 UTC text and flags are 0/1 integers (docs/decisions/002-portable-columns.md).
 */
export interface RegionsTable {
  id: string;
  name: string;
  created_at: string;
}

export interface StoresTable {
  id: string;
  name: string;
  store_name: string;
  brand: string;
  company_name: string;
  region_id: string;
  timezone: string;
  /** The hour (store time, 0-8) its business day ends; src/shared/business-day.ts. */
  business_day_end_hour: number;
  /** The store's printers (src/shared/printing.ts): what its documents are laid out for. */
  receipt_printer: string;
  label_printer: string;
  created_at: string;
  /** Where the shop is and how to reach it (migration 017); null on older stores until filled. */
  street_address: string | null;
  city: string | null;
  /** US two-letter code. */
  state: string | null;
  zip: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  opening_hours: string | null;
  license_number: string | null;
  /** Money settings (migration 024): tax in parts per million, approval and refund limits. */
  tax_rate_ppm: number;
  approval_limit_percent: number;
  approval_limit_cents: number;
  refund_limit_cents: number;
  /** The largest repair price a counter sets without a manager (migration 036). */
  counter_limit_cents: number;
  /** Over or short at close beyond this alerts the store's managers (issue 38). */
  drawer_alert_cents: number;
  /** When it was last changed: its version for a form (migration 038). */
  updated_at: string | null;
  warranty_days: number;
  /** Buyback offers (migration 030): percent of the market's cash offer, and resale margin. */
  buyback_offer_percent: number;
  buyback_margin_percent: number;
  /** Days a device bought back is held before sale (migration 031). */
  buyback_hold_days: number;
  buyback_min_age: number;
  /** 1 when the store's rules ask the seller for a second ID. */
  buyback_second_id: number;
  police_report_hours: number;
  police_report_email: string | null;
  record_retention_years: number;
}

/** The chain's companies (brands) a store trades under; src/shared/companies.ts. */
export interface CompaniesTable {
  id: string;
  name: string;
  /** The lower-cased name, unique: names compare without case. */
  name_key: string;
  archived_at: string | null;
  created_at: string;
}

export interface UsersTable {
  id: string;
  username: string;
  username_key: string;
  first_name: string;
  last_name: string;
  email: string | null;
  role: string;
  store_id: string | null;
  password_hash: string;
  /** A manager's approval PIN, hashed (issue 37); null until set. */
  approval_pin_hash: string | null;
  disabled: number;
  created_at: string;
  updated_at: string;
  last_login_at: string | null;
  deleted_at: string | null;
}

/** Regions a regional manager oversees. */
export interface UserRegionsTable {
  user_id: string;
  region_id: string;
}

/** Stores an area manager oversees (an area is a set of stores). */
export interface UserStoresTable {
  user_id: string;
  store_id: string;
}

export interface SessionsTable {
  /** HMAC of the cookie token: a copy of the table cannot be replayed as cookies. */
  id: string;
  user_id: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  ip: string | null;
  user_agent: string | null;
}

export interface ActivityLogTable {
  id: string;
  user_id: string | null;
  store_id: string | null;
  action: string;
  entity: string | null;
  entity_id: string | null;
  details: string | null;
  ip: string | null;
  created_at: string;
}

/** Failed sign-ins per account ("user:<name>") and per address ("ip:<addr>"). */
export interface LoginFailuresTable {
  key: string;
  failures: number;
  window_started_at: string;
  locked_until: string | null;
}

export interface OutboxTable {
  id: string;
  channel: string;
  to_address: string;
  subject: string | null;
  body: string;
  state: string;
  error: string | null;
  store_id: string | null;
  related_id: string | null;
  created_at: string;
  sent_at: string | null;
  /** What the message is for (OUTBOX_KINDS): a customer's or a staff member's (migration 020). */
  kind: string;
  /** The e-mail's HTML part and extra headers (JSON), kept for delivery after the commit (023). */
  html: string | null;
  headers: string | null;
  /** When delivery of a queued message began (023); a stale one was cut off by a stop. */
  claimed_at: string | null;
}

export interface BlobsTable {
  id: string;
  store_id: string | null;
  kind: string;
  content_type: string;
  size: number;
  sha256: string;
  created_by: string | null;
  created_at: string;
}

export interface CustomersTable {
  id: string;
  store_id: string;
  name: string;
  phone: string;
  phone_digits: string;
  email: string | null;
  zip: string | null;
  notify_opt_out: number;
  created_at: string;
  updated_at: string;
  /** Where the customer lives, and the staff's notes on them (migration 041). */
  address: string | null;
  notes: string | null;
  /** The record this one was merged into (migration 041): its history now lives there. */
  merged_into_id: string | null;
}

/**
 * A buyback's seller's record (migration 041), kept beside the buyback, which no UPDATE may
 * touch (migration 032), so a merge can move it.
 */
export interface CustomerBuybacksTable {
  purchase_id: string;
  customer_id: string;
}

/** A gift card sold at a store, spent in any store of the chain (migration 042). */
export interface GiftCardsTable {
  id: string;
  number: string;
  store_id: string;
  initial_cents: number;
  created_by: string | null;
  created_at: string;
}

/**
 * One movement of a gift card's or a customer's store credit (migration 042): append-only,
 * numbered per owner (`seq`), with the balance after it, never below zero.
 */
export interface BalanceEntryColumns {
  id: string;
  seq: number;
  store_id: string;
  /** BALANCE_KINDS of src/shared/balances.ts. */
  kind: string;
  /** + adds to the balance, − spends it. */
  amount_cents: number;
  balance_cents: number;
  reason: string | null;
  /** The sale, return or trade-in the entry came from. */
  source_id: string | null;
  created_by: string | null;
  created_at: string;
}
export type GiftCardEntriesTable = BalanceEntryColumns & { card_id: string };
export type StoreCreditEntriesTable = BalanceEntryColumns & { customer_id: string };

/** A customer's further phones and e-mails (migration 041), e.g. those a merge brought in. */
export interface CustomerContactsTable {
  id: string;
  customer_id: string;
  /** 'phone' or 'email'. */
  kind: string;
  value: string;
  /** A phone's digits, for search; null for an e-mail. */
  digits: string | null;
  created_at: string;
}

export interface StoreCountersTable {
  store_id: string;
  name: string;
  value: number;
}

export interface RepairWaiversTable {
  id: string;
  store_id: string;
  ticket_number: number;
  customer_id: string;
  customer_name: string;
  customer_phone: string;
  phone_digits: string;
  customer_email: string | null;
  customer_zip: string;
  device_brand: string;
  device_model: string;
  device_color: string | null;
  imei_serial: string | null;
  device_password: string | null;
  problem_description: string;
  issue_description: string | null;
  estimated_cost_cents: number;
  /** Tax on the estimate at check-in; owed while no final price is set (migration 043). */
  estimate_tax_cents: number;
  repair_type: string;
  additional_notes: string | null;
  company_name: string;
  before_photo_id: string;
  after_photo_id: string | null;
  dropoff_signature_id: string;
  pickup_signature_id: string | null;
  /** 'drawn' or 'typed' (migration 022); the pickup's is null until the customer signs for it. */
  dropoff_signature_method: string;
  pickup_signature_method: string | null;
  status: string;
  status_token: string;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
  picked_up_at: string | null;
  /** The terms the customer signed (migration 019); null only for rows older than it. */
  terms_version_id: string | null;
  /** The invoice (migration 024): numbered per store when the repair's money is first invoiced. */
  invoice_number: number | null;
  invoiced_at: string | null;
  /** A manager waived the balance ('warranty' or 'goodwill'), with why, who and when. */
  no_charge_kind: string | null;
  no_charge_reason: string | null;
  no_charge_by: string | null;
  no_charge_at: string | null;
  /** Store-local date the warranty runs to, set at pickup. */
  warranty_until: string | null;
  /** The earlier repair whose warranty this check-in fell within. */
  warranty_of_id: string | null;
  /** How many of its parts wait for stock, and what its used parts cost (migration 025). */
  parts_waiting: number;
  parts_cost_cents: number;
}

export interface RepairStatusHistoryTable {
  id: string;
  repair_id: string;
  store_id: string;
  from_status: string | null;
  to_status: string;
  notes: string | null;
  changed_by: string | null;
  changed_at: string;
}

/** A correction of a buyback record, which itself is never changed (migration 032). */
export interface DevicePurchaseAddendaTable {
  id: string;
  purchase_id: string;
  store_id: string;
  field: string;
  correction: string;
  reason: string;
  created_by: string | null;
  created_by_name: string;
  created_at: string;
}

export interface DevicePurchasesTable {
  id: string;
  store_id: string;
  customer_name: string;
  customer_phone: string;
  phone_digits: string;
  customer_email: string | null;
  id_type: string;
  id_number: string;
  device_brand: string;
  device_model: string;
  imei: string;
  storage: string | null;
  color: string | null;
  carrier: string | null;
  condition: string;
  amount_cents: number;
  payment_method: string;
  notes: string | null;
  override_reason: string | null;
  signature_id: string;
  /** 'drawn' or 'typed' (migration 022). */
  signature_method: string;
  id_photo_id: string | null;
  created_by: string | null;
  created_at: string;
  /** The buyback terms the seller signed; null for buybacks made before terms were kept. */
  terms_version_id: string | null;
  seller_birth_date: string | null;
  seller_address: string | null;
  id_issuer: string | null;
  id_expiry: string | null;
  second_id_type: string | null;
  second_id_number: string | null;
  second_id_issuer: string | null;
  second_id_expiry: string | null;
  owned_for: string | null;
  device_marks: string | null;
  declaration: string | null;
  /** The clerk's name when the buyback was made: the record outlives a renamed or deleted user. */
  created_by_name: string | null;
  /** The store-local date through which the store's rules keep this record. */
  retain_until: string | null;
}

export interface StockItemsTable {
  id: string;
  store_id: string;
  purchase_id: string | null;
  imei: string;
  device_brand: string;
  device_model: string;
  storage: string | null;
  color: string | null;
  condition: string;
  cost_cents: number;
  status: string;
  sale_id: string | null;
  sale_price_cents: number | null;
  notes: string | null;
  created_at: string;
  sold_at: string | null;
  updated_at: string;
  /** The last store-local date it is held after its buyback (migration 031); null for none. */
  hold_until: string | null;
  /** An office role ended the hold early: when, who and why. */
  hold_released_at: string | null;
  hold_released_by: string | null;
  hold_release_reason: string | null;
  /** The police's latest record (migration 034): a hold placed, or the seizure when status is 'seized'. */
  police_officer: string | null;
  police_agency: string | null;
  police_case: string | null;
  police_note: string | null;
  police_at: string | null;
  police_by: string | null;
  /** An office role lifted the police hold: when, who and why. */
  police_released_at: string | null;
  police_released_by: string | null;
  police_release_reason: string | null;
}

/** One store's police report of one store-local date (migration 034). */
export interface PoliceReportsTable {
  store_id: string;
  report_date: string;
  purchases: number;
  prepared_at: string;
  exported_at: string | null;
  exported_by: string | null;
  exported_purchases: number | null;
  sent_at: string | null;
  sent_to: string | null;
  sending_since: string | null;
  error: string | null;
}

export interface DeviceSalesTable {
  id: string;
  store_id: string;
  /** The buyer's customer record (migration 041); null for a buyer who gave no phone or e-mail. */
  customer_id: string | null;
  receipt_number: number;
  stock_item_id: string | null;
  customer_name: string;
  customer_phone: string | null;
  customer_email: string | null;
  device_brand: string;
  device_model: string;
  imei: string | null;
  condition: string | null;
  price_cents: number;
  cost_cents: number | null;
  payment_method: string;
  notes: string | null;
  signature_id: string | null;
  /** 'drawn' or 'typed' (migration 022); null when the customer did not sign. */
  signature_method: string | null;
  created_by: string | null;
  created_at: string;
  /** Sales tax on the price at the store's rate (migration 024); the customer paid price + tax. */
  tax_cents: number;
  /** The sale terms printed on the receipt (migration 019). */
  terms_version_id: string | null;
}

/** Files of a record that can have several per field (device photos, receipts), in order. */
export interface RecordFilesTable {
  record_id: string;
  field: string;
  position: number;
  blob_id: string;
}

export interface ImeiFlagsTable {
  id: string;
  imei: string;
  kind: string;
  reason: string;
  store_id: string | null;
  created_by: string | null;
  created_at: string;
  cleared_by: string | null;
  cleared_at: string | null;
  cleared_reason: string | null;
}

export interface DailyReportsTable {
  id: string;
  store_id: string;
  business_date: string;
  card_cents: number;
  cash_cents: number;
  finance_cents: number;
  repair_revenue_cents: number;
  device_sales_cents: number;
  accessories_cents: number;
  waiver_buyback_cents: number;
  purchases_payouts_cents: number;
  devices_cost_cents: number;
  taxes_cents: number;
  tips_cents: number;
  refunds_cents: number;
  google_reviews: number;
  social_followers: number;
  staff_on_shift: string | null;
  notes: string | null;
  report_date: string | null;
  report_time: string | null;
  login_blocked_until: string;
  submitted_by: string | null;
  submitted_at: string;
  /** Both default when a report is first filed. */
  state: Generated<'submitted' | 'reopened'>;
  revision: Generated<number>;
}

/** Append-only: each reopening, correction or refiling of a report, with its figures before it. */
export interface DailyReportChangesTable {
  id: string;
  report_id: string;
  store_id: string;
  kind: 'reopened' | 'corrected' | 'refiled';
  reason: string | null;
  /** JSON of the report's figures and texts as they were before this change. */
  previous: string;
  changed_by: string | null;
  changed_at: string;
}

export interface InvitesTable {
  id: string;
  token_hash: string;
  role: string;
  email: string | null;
  /** JSON arrays of ids: an invitation is read whole, never queried by region or store. */
  region_ids: string;
  store_ids: string;
  created_by: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  used_by: string | null;
  revoked_at: string | null;
  /** The token sealed with the session secret (lib/sealed.ts); null for invitations before 020. */
  token_sealed: string | null;
}

/** The chain's own settings: one row, id 'chain' (migration 020). */
export interface ChainSettingsTable {
  id: string;
  /** The address links in messages and QR codes use, unless PUBLIC_URL says otherwise. */
  public_url: string | null;
  chain_name: string | null;
  updated_by: string | null;
  updated_at: string;
}

/** A scheduled job's lease and outcome for one period; see migration 007. */
export interface JobRunsTable {
  id: string;
  job: string;
  period_key: string;
  business_date: string;
  store_id: string | null;
  manager_id: string | null;
  holder: string;
  leased_at: string;
  status: string;
  /** JSON array of the addresses the run sent to. */
  recipients: string;
  sent_count: number;
  error: string | null;
  finished_at: string | null;
}

/** A customer's booked visit to a store; see migration 008. */
export interface AppointmentsTable {
  id: string;
  store_id: string;
  customer_name: string;
  customer_phone: string;
  customer_email: string | null;
  /** YYYY-MM-DD and HH:MM, the store's local day and time. */
  date: string;
  time: string;
  device_brand: string;
  device_model: string;
  problem: string;
  status: string;
  repair_id: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

/** A device's last report of its offline queue; see migration 009. */
export interface DeviceSyncStatusTable {
  user_id: string;
  device_id: string;
  pending: number;
  refused: number;
  reported_at: string;
}

/** The marketing hub's tables; see migration 010. */
export interface MarketingCampaignsTable {
  id: string;
  name: string;
  segment_kind: string;
  segment_value: number;
  /** JSON array of store ids, or null for every store. */
  store_ids: string | null;
  channel: string;
  subject: string | null;
  message: string;
  state: string;
  created_by: string | null;
  created_at: string;
  finished_at: string | null;
}

export interface MarketingMessagesTable {
  id: string;
  kind: string;
  campaign_id: string | null;
  repair_id: string | null;
  store_id: string | null;
  contact_key: string;
  name: string;
  channel: string;
  address: string;
  state: string;
  outbox_id: string | null;
  token: string;
  claimed_at: string | null;
  opted_out_at: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface MarketingOptOutsTable {
  contact_key: string;
  source: string;
  created_at: string;
}

/** One consent or withdrawal (migration 033); a person's consent is their latest row per channel. */
export interface MarketingConsentsTable {
  id: string;
  contact_key: string;
  channel: string;
  state: string;
  source: string;
  store_id: string | null;
  recorded_by: string | null;
  words: string;
  words_version: string | null;
  created_at: string;
}

export interface ReviewLinksTable {
  store_id: string;
  url: string;
  updated_by: string | null;
  updated_at: string;
}

/** Grows with every write that changes a store's repair lists ('*': every store's); migration 013. */
export interface AnswerVersionsTable {
  scope: string;
  version: number | string;
}

/** Repairs per store, kept by triggers (migration 014). */
export interface StoreRepairCountsTable {
  store_id: string;
  repairs: number | string;
}

/** An imported market price table (migration 030, issue 25). */
export interface MarketImportsTable {
  id: string;
  imported_at: string;
  imported_by: string;
  file_name: string | null;
  row_count: number;
  oldest_observed: string;
  newest_observed: string;
  median_observed: string;
}

/** One row of an imported market price table, with its line in the file. */
export interface MarketPricesTable {
  import_id: string;
  line: number;
  brand: string;
  model: string;
  storage: string;
  kind: string;
  condition: string;
  usd: number;
  source: string;
  observed: string;
}

/** One store's count of what is open now, kept by triggers (migration 029, db/store-counts.ts). */
export interface StoreCountsTable {
  store_id: string;
  name: string;
  n: number | string;
}

/** One store's business day, summed as it is written (migration 026, decision 039). */
export interface StoreDaysTable {
  store_id: string;
  business_date: string;
  repairs_collected: number;
  sales: number;
  buybacks: number;
  completions: number;
  sales_costed_cents: number | string;
  sales_profit_cents: number | string;
  turnaround_count: number;
  turnaround_ms: number | string;
  bought_sold: number;
  parts_repairs: number;
  parts_cost_cents: number | string;
  parts_revenue_cents: number | string;
  revenue_cents: number | string;
  refund_cents: number | string;
  payout_cents: number | string;
  /** The revenue's repairs and device sales (migration 028). */
  repair_revenue_cents: number | string;
  device_sales_cents: number | string;
}

/** The activity log counted per UTC day (YYYY-MM-DD), store ('' for none) and action. */
export interface ActivityDaysTable {
  day: string;
  store_id: string;
  action: string;
  n: number;
}

/** One store-day's ledger rows of one purpose, kind and method, summed. */
export interface StoreDayLedgerTable {
  store_id: string;
  business_date: string;
  purpose: string;
  kind: string;
  method: string;
  count: number;
  signed_cents: number | string;
  amount_cents: number | string;
  tax_cents: number | string;
}

export interface SetupConfirmationsTable {
  step: string;
  confirmed_by: string | null;
  confirmed_at: string;
}

/**
 * One published version of the chain's (store_id null) or one store's terms; append-only
 * (migration 019). A store row with a null body ends that store's override.
 */
export interface TermsVersionsTable {
  id: string;
  kind: 'repair' | 'sale' | 'buyback';
  store_id: string | null;
  version: number;
  body: string | null;
  created_by: string | null;
  created_at: string;
}

/** A repair's final price; a new price is a new row (migration 024). */
export interface RepairQuotesTable {
  id: string;
  repair_id: string;
  store_id: string;
  subtotal_cents: number;
  tax_cents: number;
  discount_cents: number;
  total_cents: number;
  tax_rate_ppm: number;
  /** APPROVAL_STATES of src/shared/repair-money.ts. */
  approval_state: string;
  approval_via: string | null;
  approval_taken_from: string | null;
  approval_recorded_by: string | null;
  decided_at: string | null;
  created_by: string | null;
  created_at: string;
}

export interface RepairQuoteLinesTable {
  id: string;
  quote_id: string;
  position: number;
  kind: string;
  description: string;
  quantity: number;
  unit_price_cents: number;
  unit_cost_cents: number | null;
  taxed: number;
  amount_cents: number;
  tax_cents: number;
  /** The catalogue item a part or accessory line takes from stock (migration 025). */
  item_id: string | null;
}

/** The store's money ledger: rows are only ever added (migration 024). */
export interface PaymentsTable {
  id: string;
  store_id: string;
  /** 'repair', 'sale' or 'buyback'. */
  purpose: string;
  repair_id: string | null;
  sale_id: string | null;
  purchase_id: string | null;
  /** ENTRY_KINDS of src/shared/money-rules.ts, or 'payout' for a buyback. */
  kind: string;
  method: string;
  amount_cents: number;
  /** + money in, − money out: a day's takings are SUM(signed_cents). */
  signed_cents: number;
  /** The part of this row that is sales tax. */
  tax_cents: Generated<number>;
  tendered_cents: number | null;
  change_cents: number | null;
  reference: string | null;
  reason: string | null;
  reverses_id: string | null;
  batch_id: string;
  batch_part: number;
  taken_at: string;
  created_by: string | null;
  /** A counter sale of accessories (migration 025); purpose 'counter_sale'. */
  counter_sale_id: string | null;
}

export interface CashDrawersTable {
  store_id: string;
  business_date: string;
  opening_float_cents: number;
  float_set_by: string | null;
  float_set_at: string;
  counted_cash_cents: number | null;
  counted_by: string | null;
  counted_at: string | null;
}

/** Cash paid into or out of a drawer with a reason (migration 044). */
export interface CashDrawerMovesTable {
  id: string;
  store_id: string;
  business_date: string;
  kind: string;
  amount_cents: number;
  reason: string;
  approved_by: string | null;
  created_by: string | null;
  created_at: string;
}

/** A count at a change of shift, with the cash expected then (migration 044). */
export interface CashDrawerCountsTable {
  id: string;
  store_id: string;
  business_date: string;
  expected_cents: number;
  counted_cents: number;
  counted_by: string | null;
  counted_at: string;
}

/** The chain's parts and accessories (migration 025, decision 038). */
export interface CatalogItemsTable {
  id: string;
  sku: string;
  name: string;
  /** The name lower-cased, for search. */
  name_key: string;
  /** 'part' or 'accessory'. */
  kind: string;
  barcode: string | null;
  cost_cents: number;
  price_cents: number;
  taxed: Generated<number>;
  active: Generated<number>;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface CatalogItemFitsTable {
  item_id: string;
  device_brand: string;
  device_model: string;
}

/** A store's running summary of one item's movements. */
export interface StoreStockTable {
  store_id: string;
  item_id: string;
  on_hand: Generated<number>;
  reserved: Generated<number>;
  /** On hand valued at moving-average cost. */
  value_cents: Generated<number>;
  minimum: Generated<number>;
  /** When stock last left (used, sold, sent): slow movers are the items it has not left lately. */
  last_out_at: string | null;
  updated_at: string;
}

/** Every change in a store's stock; rows are only ever added. */
export interface StockMovementsTable {
  id: string;
  store_id: string;
  item_id: string;
  /** MOVEMENT_KINDS of src/shared/stock-rules.ts. */
  kind: string;
  /** + into the store, − out of it. */
  quantity: number;
  unit_cost_cents: number;
  /** The change in the store's stock value (signed). */
  value_cents: number;
  on_hand_after: number;
  reason: string | null;
  repair_id: string | null;
  counter_sale_id: string | null;
  purchase_order_id: string | null;
  transfer_id: string | null;
  count_id: string | null;
  /** The client's id of the act that moved it, with a part per row: a retry moves stock once. */
  batch_id: string;
  batch_part: number;
  created_by: string | null;
  created_at: string;
}

export interface RepairPartsTable {
  id: string;
  repair_id: string;
  store_id: string;
  item_id: string;
  /** 'reserved', 'waiting', 'used' or 'released'. */
  state: string;
  quantity: number;
  /** Moving-average cost when used. */
  unit_cost_cents: number | null;
  created_by: string | null;
  created_at: string;
  used_at: string | null;
  released_at: string | null;
}

export interface CounterSalesTable {
  id: string;
  store_id: string;
  receipt_number: number;
  customer_id: string | null;
  customer_name: string | null;
  subtotal_cents: number;
  tax_cents: number;
  total_cents: number;
  cost_cents: number;
  tax_rate_ppm: number;
  created_by: string | null;
  created_at: string;
}

export interface CounterSaleLinesTable {
  id: string;
  sale_id: string;
  item_id: string;
  description: string;
  position: number;
  quantity: number;
  unit_price_cents: number;
  unit_cost_cents: number;
  taxed: number;
  amount_cents: number;
  tax_cents: number;
  returned_quantity: Generated<number>;
}

export interface SuppliersTable {
  id: string;
  name: string;
  name_key: string;
  contact_name: string | null;
  phone: string | null;
  email: string | null;
  notes: string | null;
  created_by: string | null;
  created_at: string;
}

export interface PurchaseOrdersTable {
  id: string;
  store_id: string;
  supplier_id: string;
  /** 'open', 'partial', 'received' or 'cancelled'. */
  status: string;
  notes: string | null;
  number: number;
  created_by: string | null;
  created_at: string;
  closed_at: string | null;
  closed_by: string | null;
}

export interface PurchaseOrderLinesTable {
  id: string;
  order_id: string;
  item_id: string;
  position: number;
  quantity_ordered: number;
  quantity_received: Generated<number>;
  unit_cost_cents: number;
}

export interface StockTransfersTable {
  id: string;
  from_store_id: string;
  to_store_id: string;
  /** 'sent' or 'received'. */
  status: string;
  notes: string | null;
  sent_by: string | null;
  sent_at: string;
  received_by: string | null;
  received_at: string | null;
}

export interface StockTransferLinesTable {
  id: string;
  transfer_id: string;
  item_id: string;
  position: number;
  quantity: number;
  unit_cost_cents: number;
}

export interface StockCountsTable {
  id: string;
  store_id: string;
  /** 'open', 'submitted', 'approved' or 'rejected'. */
  status: string;
  notes: string | null;
  decision_reason: string | null;
  variance_value_cents: number | null;
  started_by: string | null;
  started_at: string;
  submitted_by: string | null;
  submitted_at: string | null;
  decided_by: string | null;
  decided_at: string | null;
}

export interface StockCountLinesTable {
  id: string;
  count_id: string;
  item_id: string;
  counted: number | null;
  /** On hand when the count was submitted: never shown to the counter. */
  expected: number | null;
  variance: number | null;
  unit_cost_cents: number | null;
}

/** A renewed consent waiting for its person to confirm it (migration 037). */
export interface ConsentConfirmationsTable {
  id: string;
  token_hash: string;
  contact_key: string;
  channel: string;
  address: string;
  business_name: string;
  words: string;
  words_version: string | null;
  source: string;
  store_id: string | null;
  requested_by: string | null;
  created_at: string;
  expires_at: string;
  confirmed_at: string | null;
}

export interface Database {
  regions: RegionsTable;
  setup_confirmations: SetupConfirmationsTable;
  stores: StoresTable;
  companies: CompaniesTable;
  users: UsersTable;
  user_regions: UserRegionsTable;
  user_stores: UserStoresTable;
  consent_confirmations: ConsentConfirmationsTable;
  sessions: SessionsTable;
  activity_log: ActivityLogTable;
  login_failures: LoginFailuresTable;
  outbox: OutboxTable;
  blobs: BlobsTable;
  customers: CustomersTable;
  customer_contacts: CustomerContactsTable;
  customer_buybacks: CustomerBuybacksTable;
  gift_cards: GiftCardsTable;
  gift_card_entries: GiftCardEntriesTable;
  store_credit_entries: StoreCreditEntriesTable;
  store_counters: StoreCountersTable;
  repair_waivers: RepairWaiversTable;
  repair_status_history: RepairStatusHistoryTable;
  device_purchases: DevicePurchasesTable;
  device_purchase_addenda: DevicePurchaseAddendaTable;
  stock_items: StockItemsTable;
  police_reports: PoliceReportsTable;
  device_sales: DeviceSalesTable;
  record_files: RecordFilesTable;
  imei_flags: ImeiFlagsTable;
  daily_reports: DailyReportsTable;
  daily_report_changes: DailyReportChangesTable;
  invites: InvitesTable;
  job_runs: JobRunsTable;
  appointments: AppointmentsTable;
  device_sync_status: DeviceSyncStatusTable;
  marketing_campaigns: MarketingCampaignsTable;
  marketing_messages: MarketingMessagesTable;
  marketing_opt_outs: MarketingOptOutsTable;
  marketing_consents: MarketingConsentsTable;
  review_links: ReviewLinksTable;
  answer_versions: AnswerVersionsTable;
  terms_versions: TermsVersionsTable;
  store_repair_counts: StoreRepairCountsTable;
  store_counts: StoreCountsTable;
  market_imports: MarketImportsTable;
  market_prices: MarketPricesTable;
  store_days: StoreDaysTable;
  store_day_ledger: StoreDayLedgerTable;
  activity_days: ActivityDaysTable;
  chain_settings: ChainSettingsTable;
  repair_quotes: RepairQuotesTable;
  repair_quote_lines: RepairQuoteLinesTable;
  payments: PaymentsTable;
  cash_drawers: CashDrawersTable;
  cash_drawer_moves: CashDrawerMovesTable;
  cash_drawer_counts: CashDrawerCountsTable;
  catalog_items: CatalogItemsTable;
  catalog_item_fits: CatalogItemFitsTable;
  store_stock: StoreStockTable;
  stock_movements: StockMovementsTable;
  repair_parts: RepairPartsTable;
  counter_sales: CounterSalesTable;
  counter_sale_lines: CounterSaleLinesTable;
  suppliers: SuppliersTable;
  purchase_orders: PurchaseOrdersTable;
  purchase_order_lines: PurchaseOrderLinesTable;
  stock_transfers: StockTransfersTable;
  stock_transfer_lines: StockTransferLinesTable;
  stock_counts: StockCountsTable;
  stock_count_lines: StockCountLinesTable;
}
