import Dexie, { type Table } from 'dexie';
import type { StatusConflict } from '../../../shared/repairs';
import type { LocalTable } from './writes';

/**
 * The offline database (docs/product.md, Offline): its name carries version 1, as does its Dexie
 * schema.
 */
export const OFFLINE_DB_NAME = 'shop-platform-offline-v1';

/**
 * pending: waits to be sent. failed: the server refused it. conflict: a status change the
 * server refused because the repair moved meanwhile (another device); the person applies it
 * anyway or discards it. failed and conflict need a person's attention.
 */
export type SyncStatus = 'pending' | 'failed' | 'conflict';

/** A record made on this device that the server has not confirmed yet. */
export type LocalRecord = {
  id: string;
  userId: string;
  syncStatus: SyncStatus;
  isOffline: true;
  syncError: string | null;
  createdAt: string;
  /** The record as the screens show it (the API's shape, with what is known so far). */
  record: Record<string, unknown>;
};

export type LocalWaiver = LocalRecord & { status: string };

export type LocalCustomer = {
  customerEmail: string;
  customerName: string;
  customerPhone: string;
  customerZip: string;
  updatedAt: string;
};

/** A form part kept for replay: text, or a file kept as the Blob the person picked. */
export type StoredPart = { name: string; value: string | Blob; filename?: string };
export type StoredBody =
  { type: 'none' } | { type: 'json'; json: unknown } | { type: 'form'; parts: StoredPart[] };

export type QueueEntry = {
  id?: number;
  /** When the write was made (ms); entries replay in id order, which is this order. */
  timestamp: number;
  retries: number;
  userId: string;
  /**
   * Who made it, for the next person on a shared device ("Morgan Blake's changes are
   * waiting"). Absent on writes queued before names were kept.
   */
  userName?: string;
  /** The write's kind as its declaration names it ('repair.status', 'sale.create'...). */
  kind: string;
  /** The table of the record it makes; absent on writes queued before writes named it. */
  table?: LocalTable | null;
  method: string;
  path: string;
  body: StoredBody;
  /** The local record the write creates or changes, to update when the server answers. */
  recordId: string | null;
  /** What a person reads in the sync list: "Check-in: Jane Doe, iPhone 13". */
  label: string;
  state: SyncStatus;
  /** The server's message when it refused the write. */
  error: string | null;
  /** The server's code with it ('IMEI_BLOCKED': a manager may approve it from the drawer). */
  errorCode?: string | null;
  /**
   * A manager's approval, given at this device with their PIN, for the write's next send
   * (issue 37); it expires in minutes, so it goes at once and is dropped after that send.
   */
  approval?: string;
  /** Where the repair is now and who moved it, when the state is conflict. */
  conflict?: StatusConflict;
  nextAttemptAt: number;
};

export type UserDatum = { key: string; value: unknown; savedAt: number };

export class OfflineDb extends Dexie {
  repairWaivers!: Table<LocalWaiver, string>;
  deviceSales!: Table<LocalRecord, string>;
  devicePurchases!: Table<LocalRecord, string>;
  customers!: Table<LocalCustomer, string>;
  syncQueue!: Table<QueueEntry, number>;
  userData!: Table<UserDatum, string>;

  constructor(name = OFFLINE_DB_NAME) {
    super(name);
    this.version(1).stores({
      repairWaivers: 'id, status, syncStatus, userId',
      deviceSales: 'id, syncStatus, userId',
      devicePurchases: 'id, syncStatus, userId',
      customers: 'customerEmail',
      syncQueue: '++id, timestamp, userId',
      userData: 'key',
    });
  }
}

let shared: OfflineDb | null = null;

/** The one database of this browser profile. */
export function offlineDb(): OfflineDb {
  shared ??= new OfflineDb();
  return shared;
}

/** The table of the records older queue entries made, which did not name it themselves. */
const LEGACY_TABLES: Record<string, LocalTable> = {
  'repair.create': 'repairWaivers',
  'buyback.create': 'devicePurchases',
  'sale.create': 'deviceSales',
};

/** Where the local record a write made lives; a change to another record has none of its own. */
export function recordTable(db: OfflineDb, entry: QueueEntry): Table<LocalRecord, string> | null {
  const table = entry.table === undefined ? LEGACY_TABLES[entry.kind] : entry.table;
  return entry.recordId && table ? db[table] : null;
}

/** The tables a replay or a person's discard changes together. */
export const writeTables = (db: OfflineDb) => [
  db.syncQueue,
  db.repairWaivers,
  db.devicePurchases,
  db.deviceSales,
];
