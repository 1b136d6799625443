import type { Migration } from 'kysely';
import { foundation } from './001-foundation';
import { outbox } from './002-outbox';
import { repairs } from './003-repairs';
import { devices } from './004-devices';
import { dailyReports } from './005-daily-reports';
import { admin } from './006-admin';
import { jobRuns } from './007-job-runs';
import { appointments } from './008-appointments';
import { deviceSync } from './009-device-sync';
import { marketing } from './010-marketing';
import { dashboardIndexes } from './011-dashboard-indexes';
import { repairSearchIndex } from './012-repair-search-index';
import { answerVersions } from './013-answer-versions';
import { storeRepairCounts } from './014-store-repair-counts';
import { dailyReportChanges } from './015-daily-report-changes';
import { businessDayEnd } from './016-business-day-end';
import { companiesAndStoreContact } from './017-companies-and-store-contact';
import { storePrinters } from './018-store-printers';
import { termsVersions } from './019-terms-versions';
import { chainSettingsAndLinks } from './020-chain-settings-and-links';
import { setupConfirmations } from './021-setup-confirmations';
import { signatureMethods } from './022-signature-methods';
import { outboxDelivery } from './023-outbox-delivery';
import { moneyLedger } from './024-money-ledger';
import { partsStock } from './025-parts-stock';
import { storeDays } from './026-store-days';
import { appointmentDayIndex } from './027-appointment-day-index';
import { storeDayRevenueSplit } from './028-store-day-revenue-split';
import { storeCounts } from './029-store-counts';
import { marketPrices } from './030-market-prices';
import { buybackHolds } from './031-buyback-holds';
import { buybackRecords } from './032-buyback-records';
import { marketingConsent } from './033-marketing-consent';
import { police } from './034-police';
import { idPhotoIndex } from './035-id-photo-index';
import { moneyLimits } from './036-money-limits';
import { consentConfirmations } from './037-consent-confirmations';
import { storeVersions } from './038-store-versions';
import { approvalPins } from './039-approval-pins';
import { drawerAlert } from './040-drawer-alert';
import { customerRecords } from './041-customer-records';
import { balances } from './042-balances';
import { estimateTax } from './043-estimate-tax';
import { drawerShifts } from './044-drawer-shifts';

/**
 * Every migration, in order. Listed statically (not read from a folder) so the bundled
 * server carries them; a new migration is one new file and one new line here.
 */
export const migrations: Record<string, Migration> = {
  '001-foundation': foundation,
  '002-outbox': outbox,
  '003-repairs': repairs,
  '004-devices': devices,
  '005-daily-reports': dailyReports,
  '006-admin': admin,
  '007-job-runs': jobRuns,
  '008-appointments': appointments,
  '009-device-sync': deviceSync,
  '010-marketing': marketing,
  '011-dashboard-indexes': dashboardIndexes,
  '012-repair-search-index': repairSearchIndex,
  '013-answer-versions': answerVersions,
  '014-store-repair-counts': storeRepairCounts,
  '015-daily-report-changes': dailyReportChanges,
  '016-business-day-end': businessDayEnd,
  '017-companies-and-store-contact': companiesAndStoreContact,
  '018-store-printers': storePrinters,
  '019-terms-versions': termsVersions,
  '020-chain-settings-and-links': chainSettingsAndLinks,
  '021-setup-confirmations': setupConfirmations,
  '022-signature-methods': signatureMethods,
  '023-outbox-delivery': outboxDelivery,
  '024-money-ledger': moneyLedger,
  '025-parts-stock': partsStock,
  '026-store-days': storeDays,
  '027-appointment-day-index': appointmentDayIndex,
  '028-store-day-revenue-split': storeDayRevenueSplit,
  '029-store-counts': storeCounts,
  '030-market-prices': marketPrices,
  '031-buyback-holds': buybackHolds,
  '032-buyback-records': buybackRecords,
  '033-marketing-consent': marketingConsent,
  '034-police': police,
  '035-id-photo-index': idPhotoIndex,
  '036-money-limits': moneyLimits,
  '037-consent-confirmations': consentConfirmations,
  '038-store-versions': storeVersions,
  '039-approval-pins': approvalPins,
  '040-drawer-alert': drawerAlert,
  '041-customer-records': customerRecords,
  '042-balances': balances,
  '043-estimate-tax': estimateTax,
  '044-drawer-shifts': drawerShifts,
};
