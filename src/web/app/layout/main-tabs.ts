import {
  IconCash,
  IconDeviceMobileDollar,
  IconLayoutDashboard,
  IconShieldCheck,
  IconSpeakerphone,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { can } from '../../../shared/policy';
import type { Role } from '../../../shared/roles';

export type MainTabId = 'dashboard' | 'customers' | 'sales' | 'buyback' | 'admin' | 'marketing';
export type MainTab = { id: MainTabId; label: string; icon: Icon };

const ALL_TABS: readonly MainTab[] = [
  { id: 'dashboard', label: 'Dashboard', icon: IconLayoutDashboard },
  { id: 'customers', label: 'Customers', icon: IconUsers },
  { id: 'sales', label: 'Sales', icon: IconCash },
  { id: 'buyback', label: 'Buyback', icon: IconDeviceMobileDollar },
  { id: 'admin', label: 'Admin', icon: IconShieldCheck },
  { id: 'marketing', label: 'Marketing', icon: IconSpeakerphone },
];

/** The main dashboard's tabs a role sees: Admin and Marketing only with their permission. */
export function tabsFor(role: Role): MainTab[] {
  return ALL_TABS.filter(
    (tab) =>
      (tab.id !== 'admin' || can(role, 'admin.access')) &&
      (tab.id !== 'marketing' || can(role, 'marketing.access')),
  );
}
