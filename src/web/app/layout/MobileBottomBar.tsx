import { UnstyledButton } from '@mantine/core';
import type { MainTab, MainTabId } from './main-tabs';
import classes from './MobileBottomBar.module.css';

type Props = { tabs: MainTab[]; active: MainTabId; onChange: (tab: MainTabId) => void };

/** At phone widths the tabs move to a thumb-reachable bar at the bottom of the screen. */
export function MobileBottomBar({ tabs, active, onChange }: Props) {
  return (
    <nav aria-label="Main" className={classes.bar}>
      {tabs.map(({ id, label, icon: TabIcon }) => (
        <UnstyledButton
          key={id}
          className={classes.item}
          data-active={id === active || undefined}
          aria-current={id === active ? 'page' : undefined}
          onClick={() => onChange(id)}
        >
          <TabIcon size={24} stroke={1.8} aria-hidden />
          <span className={classes.label}>{label}</span>
        </UnstyledButton>
      ))}
    </nav>
  );
}
