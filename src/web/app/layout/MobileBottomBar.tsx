import { UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import type { MainTab, MainTabId } from './main-tabs';
import classes from './MobileBottomBar.module.css';

type Props = { tabs: MainTab[] } & (
  | { active: MainTabId; onChange: (tab: MainTabId) => void }
  /** On another screen (the CEO's home) the tabs are links into the main dashboard. */
  | { active: null; linkTo: (tab: MainTabId) => string }
);

/** At phone widths the tabs move to a thumb-reachable bar at the bottom of the screen. */
export function MobileBottomBar(props: Props) {
  return (
    <nav aria-label="Main" className={classes.bar}>
      {props.tabs.map(({ id, label, icon: TabIcon }) => {
        const content = (
          <>
            <TabIcon size={24} stroke={1.8} aria-hidden />
            <span className={classes.label}>{label}</span>
          </>
        );
        if (props.active === null)
          return (
            <UnstyledButton
              key={id}
              component={Link}
              to={props.linkTo(id)}
              className={classes.item}
            >
              {content}
            </UnstyledButton>
          );
        const active = id === props.active;
        return (
          <UnstyledButton
            key={id}
            className={classes.item}
            data-active={active || undefined}
            aria-current={active ? 'page' : undefined}
            onClick={() => props.onChange(id)}
          >
            {content}
          </UnstyledButton>
        );
      })}
    </nav>
  );
}
