import { ROLES, type Role } from './roles';

/**
 * The one policy table: what each role may do. The server checks it on every route;
 * the web app reads it only to decide what to show.
 */
export const PERMISSIONS = [
  'dashboard.view',
  'admin.access',
  'marketing.access',
  'ai_reports.view',
  'users.read',
  'users.manage',
  'org.read',
  'org.manage',
  'outbox.read',
  'repairs.read',
  'repairs.write',
  'customers.read',
  'customers.write',
  'customers.merge',
  'buybacks.read',
  'buybacks.write',
  'buybacks.correct',
  'sales.read',
  'sales.write',
  'stock.read',
  'stock.write',
  'stock.receive',
  'catalog.manage',
  'market.manage',
  'stock.release_hold',
  'stock.police_hold',
  'stock.police_release',
  'police_reports.view',
  'imei.read',
  'imei.flag',
  'imei.override',
  'daily_reports.read',
  'daily_reports.write',
  'invites.manage',
  'activity.read',
  'daily_reports.reconcile',
  'daily_reports.amend',
  'reports.manage',
  'valuation.use',
  'insights.view',
  'manager_dashboard.view',
  'ceo_dashboard.view',
  'kpi.view',
  'offline.send_for_others',
  'money.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const EVERYONE: readonly Role[] = ROLES;
const OFFICE: readonly Role[] = ['admin', 'ceo', 'super_admin'];
/** Everyone who manages a store or more: they may flag devices and override a blocked buyback. */
const MANAGERS: readonly Role[] = ROLES.filter((role) => role !== 'store');

export const POLICY: Record<Permission, readonly Role[]> = {
  'dashboard.view': EVERYONE,
  'admin.access': OFFICE,
  'marketing.access': OFFICE,
  'ai_reports.view': ['super_admin', 'ceo'],
  'users.read': OFFICE,
  'users.manage': OFFICE,
  'org.read': OFFICE,
  'org.manage': OFFICE,
  'outbox.read': OFFICE,
  // Anyone may work a repair; reach (their store, area or region) decides which repairs.
  'repairs.read': EVERYONE,
  'repairs.write': EVERYONE,
  'customers.read': EVERYONE,
  'customers.write': EVERYONE,
  // Merging two records moves one person's whole history: a manager's call, or approved by one.
  'customers.merge': MANAGERS,
  'buybacks.read': EVERYONE,
  'buybacks.write': EVERYONE,
  // A buyback record is evidence: a correction is added to it by a manager, who answers for it.
  'buybacks.correct': MANAGERS,
  'sales.read': EVERYONE,
  'sales.write': EVERYONE,
  'stock.read': EVERYONE,
  'stock.write': MANAGERS,
  // A device's history is chain-wide on purpose: stolen phones travel between stores.
  'imei.read': EVERYONE,
  'imei.flag': MANAGERS,
  'imei.override': MANAGERS,
  'daily_reports.read': EVERYONE,
  'daily_reports.write': EVERYONE,
  // Managers invite within their reach; the rank rule keeps any invite at or below its creator.
  'invites.manage': MANAGERS,
  'activity.read': OFFICE,
  'daily_reports.reconcile': MANAGERS,
  // Reopening a closed day or correcting a filed report is a manager's call, with a reason.
  'daily_reports.amend': MANAGERS,
  // The smart report e-mails go to managers; the office sees all of them and resends.
  'reports.manage': OFFICE,
  // Valuing a device is advice at the counter, open to everyone who uses the Dashboard.
  'valuation.use': EVERYONE,
  // The figures behind the AI reports panel (trends, rankings, anomalies, forecasts). The panel
  // itself is the office's (ai_reports.view), but a manager already sees these sales in their
  // reach's dashboards and daily reports, so the API answers them for their reach too; counter
  // staff run the till, not the business, and are refused.
  'insights.view': MANAGERS,
  // Stores side by side is for those who run several: area and regional managers and the office.
  'manager_dashboard.view': ['areamanager', 'regionalmanager', ...OFFICE],
  // The whole chain's money at a glance is the office's view.
  'ceo_dashboard.view': OFFICE,
  // KPIs measure a manager's own stores; the reach decides which stores they see.
  'kpi.view': MANAGERS,
  // Changes someone saved on a shared counter device, sent in a manager's session for them (or
  // discarded): only for people of the manager's stores, at or below the manager's rank.
  'offline.send_for_others': MANAGERS,
  // Waiving a balance (no charge), voiding a payment and refunds above the store's limit are a
  // manager's call, with a reason, in the activity log (issue 18).
  'money.manage': MANAGERS,
  // Parts and accessories (issue 19): the counter receives deliveries and transfers and counts
  // the shelf; ordering, sending stock away, minimums and approving a count's variance are a
  // manager's (stock.write); the chain's catalogue is the office's.
  'stock.receive': EVERYONE,
  'catalog.manage': OFFICE,
  // The market price table every valuation is anchored to (issue 25) is the office's to refresh.
  'market.manage': OFFICE,
  // A buyback hold is the law's: only the office ends one early, with a reason (issue 26).
  'stock.release_hold': OFFICE,
  // The police ask the person in charge of a store to keep or hand over a device: a store
  // manager (or anyone above, within their reach) records the hold or the seizure, with the
  // officer and case; counter staff call their manager. Lifting a police hold is the office's,
  // with a reason, as ending a buyback hold early is: the store cannot free what the police held.
  'stock.police_hold': MANAGERS,
  'stock.police_release': OFFICE,
  // The police report lists every seller's identity: it is for those who answer for a store's
  // buying (its manager, area and region within their reach, the office), not the counter.
  'police_reports.view': MANAGERS,
};

export function can(role: Role, permission: Permission): boolean {
  return POLICY[permission].includes(role);
}

/**
 * What a route needs: a permission, any signed-in user, or nothing.
 * Every server route must declare one of these; a test fails on any route that does not.
 */
export type RouteAccess = Permission | 'signedIn' | 'public';
