import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Deps } from '../../deps';
import { sendEmail } from '../notifications/service';

/** One store's report of one date, ready to leave the store. */
export type PreparedReport = {
  storeId: string;
  storeName: string;
  date: string;
  purchases: number;
  csv: string;
};

/** Where it went, or why it did not; `retry` when a later attempt may succeed. */
export type SinkOutcome =
  { delivered: true; to: string } | { delivered: false; to: string; error: string; retry: boolean };

/**
 * The port a police report leaves through (issue 26). Two adapters today: an e-mail to the
 * store's police address through the outbox, and a file under DATA_DIR. A LeadsOnline-style
 * upload is a third adapter with the same `deliver`, added once there is a service to reach.
 */
export type PoliceReportSink = {
  readonly name: 'email' | 'file';
  deliver(report: PreparedReport): Promise<SinkOutcome>;
};

/**
 * The day's report as an e-mail through the outbox and SMTP, like every other message: the CSV is
 * inline in the text, which every mail client and police inbox reads without an attachment.
 */
export function emailSink(deps: Deps, to: string): PoliceReportSink {
  return {
    name: 'email',
    async deliver(report) {
      const message = await sendEmail(deps, {
        kind: 'police_report',
        to,
        subject: `Police report: ${report.storeName}, ${report.date} (${report.purchases} purchases)`,
        text: [
          `Every device ${report.storeName} bought on ${report.date} (store time), one line each, as CSV:`,
          '',
          report.csv,
        ].join('\n'),
        storeId: report.storeId,
        relatedId: `${report.storeId}:${report.date}`,
      });
      if (message.state === 'sent') return { delivered: true, to };
      if (message.state === 'kept')
        return {
          delivered: false,
          to,
          error: 'Kept in the outbox: no mail server is set (SMTP_URL)',
          retry: false,
        };
      return { delivered: false, to, error: message.error ?? 'Not delivered', retry: true };
    },
  };
}

/** The directory a store's exported reports are kept in, one CSV per date. */
export const exportDir = (deps: Deps, storeId: string) =>
  join(deps.config.dataDir, 'police-reports', storeId);

/**
 * The report as a file under DATA_DIR/police-reports/<store>/<date>.csv: the chain's copy of
 * what a manager exported and handed over, kept with the records.
 */
export function fileSink(deps: Deps): PoliceReportSink {
  return {
    name: 'file',
    async deliver(report) {
      const dir = exportDir(deps, report.storeId);
      await mkdir(dir, { recursive: true });
      const path = join(dir, `${report.date}.csv`);
      await writeFile(path, report.csv);
      return { delivered: true, to: path };
    },
  };
}
