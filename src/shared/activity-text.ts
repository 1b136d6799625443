import type { ActivityEntry } from './activity';
import { drawerDifferenceText } from './cash-drawer';
import { formatDay, formatMoney } from './format';
import { ownValue } from './lookup';
import { REPAIR_STATUS_LABELS } from './repairs';
import { ROLE_LABELS } from './roles';
import { TERMS_KIND_LABELS } from './terms';

/** What each recorded action means, in the words an owner reads the log in. */
export const ACTIVITY_LABELS: Record<string, string> = {
  'auth.login': 'Signed in',
  'auth.login_failed': 'Failed sign-in',
  'auth.lockout': 'Sign-in locked',
  'auth.lockout.address': 'Address locked',
  'auth.lockout.device': 'Device locked',
  'auth.lockout.slowed': 'Sign-ins slowed',
  'auth.logout': 'Signed out',
  'repair.create': 'Checked in a repair',
  'repair.status': 'Changed a repair status',
  'repair.pickup': 'Handed a repair back',
  'repair.quote': 'Set the price of a repair',
  'repair.approval': 'Recorded a price approval',
  'repair.payment': 'Took a repair payment',
  'repair.refund': 'Refunded a repair payment',
  'repair.void': 'Voided a repair payment',
  'repair.no_charge': 'Marked a repair no charge',
  'repair.invoice_email': 'E-mailed an invoice',
  'appointment.create': 'Booked an appointment',
  'appointment.update': 'Changed an appointment',
  'customer.update': "Edited a customer's record",
  'counter_sale.create': 'Made a quick sale',
  'counter_sale.return': 'Took items back from a quick sale',
  'gift_card.sell': 'Sold a gift card',
  'gift_card.cash_out': 'Paid out a gift card in cash',
  'store_credit.goodwill': 'Gave goodwill store credit',
  'approval.given': 'Approved at a counter with a PIN',
  'approval.refused': 'Refused a PIN approval',
  'approval.pin_set': 'Set an approval PIN',
  'approval.pin_locked': 'Approval PIN locked',
  'catalog.create': 'Added a catalogue item',
  'catalog.update': 'Changed a catalogue item',
  'catalog.import': 'Imported the catalogue',
  'stock.minimum': "Set an item's minimum stock",
  'customer.merge': 'Merged two customer records',
  'buyback.create': 'Bought a device',
  'buyback.addendum': 'Added a correction to a buyback record',
  'buyback.identity_view': "Viewed a seller's full identity",
  'market.import': 'Imported market prices',
  'sale.create': 'Sold a device',
  'stock.return': 'Returned a device to stock',
  'stock.hold_release': 'Ended a buyback hold early',
  'stock.police_hold': 'Put a device on police hold',
  'stock.police_hold_release': 'Lifted a police hold',
  'stock.seize': 'Recorded a police seizure',
  'police_report.export': 'Exported a police report',
  'imei.flag': 'Flagged an IMEI',
  'imei.flag_clear': 'Cleared an IMEI flag',
  'imei.override': 'Bought despite an IMEI warning',
  'daily_report.submit': 'Submitted the daily sales report',
  'daily_report.reopen': 'Reopened a daily sales report',
  'daily_report.refile': 'Filed a reopened daily sales report again',
  'daily_report.correct': 'Corrected a daily sales report',
  'cash_drawer.float': 'Entered the opening float',
  'cash_drawer.pay_in': 'Paid cash into the drawer',
  'cash_drawer.pay_out': 'Paid cash out of the drawer',
  'cash_drawer.shift_count': 'Counted the drawer at a change of shift',
  'user.create': 'Added a user',
  'user.update': 'Edited a user',
  'user.role_change': 'Changed a role',
  'user.delete': 'Deleted a user',
  'user.password_reset': 'Reset a password',
  'invite.create': 'Created an invitation',
  'invite.accept': 'Accepted an invitation',
  'invite.revoke': 'Revoked an invitation',
  'region.create': 'Added a region',
  'region.update': 'Renamed a region',
  'store.create': 'Added a store',
  'store.update': 'Changed a store',
  'company.create': 'Added a company',
  'company.rename': 'Renamed a company',
  'company.archive': 'Archived a company',
  'company.restore': 'Brought back a company',
  'company.delete': 'Deleted a company',
  'report.resend': 'Resent a smart report',
  'campaign.send': 'Sent a marketing campaign',
  'terms.publish': 'Published new terms',
  'settings.chain': 'Changed the chain settings',
  'setup.confirm': 'Confirmed a setup step',
  'supplier.create': 'Added a supplier',
  'supplier.update': 'Changed a supplier',
  'purchase_order.create': 'Ordered stock',
  'purchase_order.receive': 'Received a stock delivery',
  'purchase_order.cancel': 'Cancelled a stock order',
  'transfer.send': 'Sent stock to another store',
  'transfer.receive': 'Received stock from another store',
  'stock_count.start': 'Started a stock count',
  'stock_count.submit': 'Submitted a stock count',
  'stock_count.approve': 'Approved a stock count',
  'stock_count.reject': 'Rejected a stock count',
};

/**
 * The admin view's action filter. A value is an action or a family of them: the server matches
 * 'repair' to repair.create, repair.status and repair.pickup.
 */
export const ACTIVITY_FILTERS = [
  { value: 'auth.login', label: 'Sign-ins' },
  { value: 'auth.login_failed', label: 'Failed sign-ins' },
  { value: 'auth.lockout', label: 'Lockouts' },
  { value: 'repair', label: 'Repairs' },
  { value: 'repair.pickup', label: 'Pickups' },
  { value: 'buyback', label: 'Buybacks' },
  { value: 'sale', label: 'Sales' },
  { value: 'imei', label: 'IMEI checks' },
  { value: 'daily_report', label: 'Daily reports' },
  { value: 'user', label: 'User changes' },
  { value: 'user.delete', label: 'Deletions' },
  { value: 'user.role_change', label: 'Role changes' },
  { value: 'invite', label: 'Invitations' },
  { value: 'store', label: 'Stores' },
  { value: 'region', label: 'Regions' },
  { value: 'company', label: 'Companies' },
  { value: 'campaign', label: 'Campaigns' },
  { value: 'terms', label: 'Terms' },
  { value: 'settings', label: 'Settings' },
  { value: 'purchase_order', label: 'Stock orders' },
  { value: 'transfer', label: 'Stock transfers' },
  { value: 'stock_count', label: 'Stock counts' },
] as const;

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const roleLabel = (value: unknown) =>
  ownValue<string>(ROLE_LABELS, text(value) ?? '') ?? text(value) ?? '?';
const statusLabel = (value: unknown) =>
  ownValue<string>(REPAIR_STATUS_LABELS, text(value) ?? '') ?? text(value) ?? '?';

const count = (value: unknown) => (typeof value === 'number' ? String(value) : '?');
const asUser = (d: Record<string, unknown>) => `as “${text(d.username) ?? '?'}”`;
const minutes = (d: Record<string, unknown>) => `${count(d.minutes)} minutes`;
const addresses = (value: unknown) => {
  const list = Array.isArray(value) ? value.filter((a) => typeof a === 'string') : [];
  return list.length ? list.join(', ') : 'unknown addresses';
};

const SETTING_NAMES: Record<string, string> = {
  publicUrl: 'public address',
  chainName: 'chain name',
};

/** "public address http://127.0.0.1:5000 → https://repairs.example.com", per changed setting. */
function settingChanges(d: Record<string, unknown>): string | null {
  const fields = Array.isArray(d.fields) ? d.fields.filter((f) => typeof f === 'string') : [];
  const lines = fields.map((field) => {
    const change = d[field] as { from?: unknown; to?: unknown } | undefined;
    const name = ownValue<string>(SETTING_NAMES, field) ?? field;
    return `${name} ${text(change?.from) ?? '(not set)'} → ${text(change?.to) ?? '(not set)'}`;
  });
  return lines.length ? lines.join('; ') : null;
}

/** A business day (2026-11-21) as people read it (11/21/2026). */
const businessDay = (value: unknown) => formatDay(text(value) ?? '');

/** "Repair terms version 3" for the chain, or a store's own terms; a store back on the chain's. */
function termsChange(d: Record<string, unknown>): string {
  const kind = ownValue<string>(TERMS_KIND_LABELS, text(d.kind) ?? '') ?? 'Terms';
  if (d.useChainTerms === true) return `${kind}: the store uses the chain terms again`;
  return `${kind} version ${count(d.version)}`;
}

/** The particulars of one entry (who was changed, from what to what), or null when none. */
function particulars(entry: ActivityEntry): string | null {
  const d = entry.details ?? {};
  switch (entry.action) {
    case 'auth.login_failed':
      return d.username ? `as “${text(d.username)}”` : null;
    case 'auth.lockout':
      return `${asUser(d)} from ${text(d.address) ?? '?'} for ${minutes(d)}`;
    case 'auth.lockout.address':
      return `${text(d.address) ?? '?'} for ${minutes(d)}, after failed sign-ins to several accounts`;
    case 'auth.lockout.device':
      return `${asUser(d)} on a device that signed in before, for ${minutes(d)}`;
    case 'auth.lockout.slowed':
      return `${asUser(d)}: ${count(d.failures)} failed sign-ins from ${addresses(d.addresses)}; each try now waits ${count(d.seconds)} seconds at least`;
    case 'repair.status':
    case 'repair.pickup':
      return `${statusLabel(d.from)} → ${statusLabel(d.to)}`;
    case 'buyback.create':
      return [d.amount !== undefined && formatMoney(d.amount), d.imei && `IMEI ${text(d.imei)}`]
        .filter(Boolean)
        .join(', ');
    case 'sale.create':
      return d.price !== undefined ? formatMoney(d.price) : null;
    case 'imei.flag':
    case 'imei.flag_clear':
      return text(d.imei);
    case 'imei.override':
      return text(d.reason);
    case 'buyback.identity_view':
      return [
        text(d.seller),
        d.what === 'idPhoto' ? 'ID photo' : 'ID number, birth date and address',
      ]
        .filter(Boolean)
        .join(': ');
    case 'customer.update':
      return text(d.name);
    case 'gift_card.sell':
    case 'gift_card.cash_out':
      return [
        typeof d.amountCents === 'number' && formatMoney(d.amountCents / 100),
        d.last4 && `card ending ${text(d.last4)}`,
        text(d.reason),
      ]
        .filter(Boolean)
        .join(', ');
    case 'store_credit.goodwill':
      return [
        typeof d.amountCents === 'number' && formatMoney(d.amountCents / 100),
        text(d.name),
        d.reason && `because ${text(d.reason)}`,
      ]
        .filter(Boolean)
        .join(', ');
    case 'customer.merge':
      return [text(d.duplicateName), text(d.name)].filter(Boolean).join(' into ');
    case 'buyback.addendum':
      return [text(d.correction), d.reason && `because ${text(d.reason)}`]
        .filter(Boolean)
        .join(', ');
    case 'daily_report.submit':
    case 'daily_report.refile':
      return d.businessDate ? `for ${businessDay(d.businessDate)}` : null;
    case 'cash_drawer.float':
      return d.openingFloat !== undefined ? formatMoney(d.openingFloat) : null;
    case 'cash_drawer.pay_in':
    case 'cash_drawer.pay_out':
      return [typeof d.amountCents === 'number' && formatMoney(d.amountCents / 100), text(d.reason)]
        .filter(Boolean)
        .join(': ');
    case 'cash_drawer.shift_count': {
      if (typeof d.countedCents !== 'number' || typeof d.expectedCents !== 'number') return null;
      const off = drawerDifferenceText(d.countedCents - d.expectedCents);
      return `${formatMoney(d.countedCents / 100)} counted: ${off}`;
    }
    case 'daily_report.reopen':
    case 'daily_report.correct':
      return [d.businessDate && `for ${businessDay(d.businessDate)}`, text(d.reason)]
        .filter(Boolean)
        .join(': ');
    case 'user.create':
    case 'user.delete':
    case 'user.password_reset':
      return `${text(d.username) ?? '?'} (${roleLabel(d.role)})`;
    case 'user.role_change':
      return `${roleLabel(d.from)} → ${roleLabel(d.to)}`;
    case 'invite.create':
    case 'invite.accept':
    case 'invite.revoke':
      return roleLabel(d.role);
    case 'region.create':
    case 'store.create':
    case 'company.create':
    case 'company.archive':
    case 'company.restore':
    case 'company.delete':
      return text(d.name);
    case 'supplier.create':
    case 'supplier.update':
      return text(d.name);
    case 'purchase_order.create':
    case 'purchase_order.receive':
    case 'purchase_order.cancel':
      return text(d.number);
    case 'stock_count.reject':
      return text(d.reason);
    case 'campaign.send':
      return `${text(d.name) ?? '?'} to ${typeof d.people === 'number' ? d.people : '?'} people`;
    case 'terms.publish':
      return termsChange(d);
    case 'region.update':
    case 'company.rename':
      return `${text(d.from) ?? '?'} → ${text(d.to) ?? '?'}`;
    case 'settings.chain':
      return settingChanges(d);
    case 'setup.confirm':
      return d.step === 'mail'
        ? 'mail stays in the outbox'
        : d.step === 'printers'
          ? 'printers'
          : null;
    case 'user.update':
    case 'store.update':
      return Array.isArray(d.fields) && d.fields.length ? `changed ${d.fields.join(', ')}` : null;
    default:
      return null;
  }
}

/**
 * One line for the activity log: "Changed a role: Store User → Area Manager". A change a
 * manager sent for the person who saved it on a shared device says so.
 */
export function describeActivity(entry: ActivityEntry): { title: string; detail: string | null } {
  const sentBy = text(entry.details?.sentByName);
  const detail = [particulars(entry), sentBy && `sent by ${sentBy} for them`]
    .filter(Boolean)
    .join(' · ');
  return { title: ownValue(ACTIVITY_LABELS, entry.action) ?? entry.action, detail: detail || null };
}
