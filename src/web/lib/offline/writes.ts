import type { SessionUser } from '../../../shared/auth';
import type { SignedTerms } from '../../../shared/terms';

/**
 * How a write behaves without a connection, declared beside its API call in the feature's api.ts
 * (docs/decisions/011-offline.md). Only types live here: lib/api reads them on the sign-in
 * screen, and the offline database loads on first need.
 */

/** The tables of records made on this device that the server has not confirmed yet. */
export type LocalTable = 'repairWaivers' | 'devicePurchases' | 'deviceSales';

/** What a write's declaration may ask of this device while it builds its record. */
export type LocalContext = {
  user: SessionUser;
  /** When the write was made (ISO instant). */
  now: string;
  /** The repair terms the form showed, as this device kept them, when they are those named. */
  shownTerms(
    storeId: string | null | undefined,
    versionId: string | undefined,
  ): Promise<SignedTerms | null>;
  /** A repair as this device knows it: made here, or its detail or a list entry seen before. */
  knownRepair(id: string): Promise<Record<string, unknown> | null>;
};

/** A customer this device remembers for the check-in form's suggestions. */
export type KeptCustomer = {
  customerEmail: string;
  customerName: string;
  customerPhone: string;
  customerZip: string;
};

/** What this device keeps of a write that waits, and answers the screen with meanwhile. */
export type Kept = {
  /** The record as the screens show it until the server has it (the API's shape). */
  record: Record<string, unknown>;
  /** The record it makes or changes, to update when the server answers. */
  recordId: string | null;
  /**
   * `new`: the record is kept in `table` until the server has it. `change`: a record of `table`
   * made on this device, if any, shows the change too.
   */
  keep: { table: LocalTable; as: 'new' | 'change' } | null;
  /** What a person reads in the sync list: "Check-in: Jane Doe, iPhone 13". */
  label: string;
  customer?: KeptCustomer;
};

/**
 * A write that may wait in the queue. `Body` is what `keep` reads: the JSON body as sent, or a
 * form's text fields (its files wait in the queue with it).
 */
export type OfflineWrite<Body> = {
  /** Names the write in the queue ('repair.status' changes are shown on the repairs they move). */
  kind: string;
  keep(body: Body, context: LocalContext): Kept | Promise<Kept>;
};

/** A form's text fields, as an offline write of a multipart form reads them. */
export type FormFields = Record<string, string>;

/**
 * The status the offline layer answers a write with when it waits on this device for the
 * connection (202 Accepted: taken, not done yet). The server never answers these writes with it.
 */
export const QUEUED_STATUS = 202;

/** A write's answer: the server's record, or, `queued`, this device's until the queue sends it. */
export type Saved<T> = { queued: boolean; record: T };

/** "Check-in: Jane Doe, iPhone 13" from a record's customer and device. */
export function writeLabel(verb: string, record: Record<string, unknown>): string {
  const who = String(record.customerName ?? '');
  const device = `${String(record.deviceBrand ?? '')} ${String(record.deviceModel ?? '')}`.trim();
  return `${verb}: ${[who, device].filter(Boolean).join(', ')}`;
}

/**
 * A create sent as a multipart form (a buyback, a sale): it waits on this device, and its list
 * shows the record `build` makes from the form's fields until the server has it.
 */
export function formCreate<T extends { id: string }>(
  kind: string,
  verb: string,
  table: LocalTable,
  build: (fields: FormFields, user: SessionUser, now: string) => T,
): OfflineWrite<FormFields> {
  return {
    kind,
    keep(fields, { user, now }) {
      const record = build(fields, user, now);
      return {
        record,
        recordId: record.id,
        keep: { table, as: 'new' },
        label: writeLabel(verb, record),
      };
    },
  };
}
