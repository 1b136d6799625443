import { Button, Container, Group } from '@mantine/core';
import { Link } from 'react-router';
import type { SessionUser } from '../../../shared/auth';
import { tabsFor, type MainTabId } from './main-tabs';
import { MobileBottomBar } from './MobileBottomBar';

export const mainTabPath = (id: MainTabId) =>
  id === 'dashboard' ? '/dashboard' : `/dashboard?tab=${id}`;

/**
 * A home other than the main dashboard (the CEO's /ceo) keeps the main dashboard's tabs one tap
 * away: a row of links above the screen on a laptop, the bottom bar on a phone.
 */
export function MainTabLinks({ user }: { user: SessionUser }) {
  const tabs = tabsFor(user.role);
  return (
    <>
      <Container size="xl" px={{ base: 'sm', sm: 'lg' }} pt="md" visibleFrom="sm">
        <Group component="nav" aria-label="Main dashboard" gap="xs">
          {tabs.map(({ id, label, icon: TabIcon }) => (
            <Button
              key={id}
              component={Link}
              to={mainTabPath(id)}
              variant="default"
              radius="md"
              leftSection={<TabIcon size={18} aria-hidden />}
            >
              {label}
            </Button>
          ))}
        </Group>
      </Container>
      <MobileBottomBar tabs={tabs} active={null} linkTo={mainTabPath} />
    </>
  );
}
