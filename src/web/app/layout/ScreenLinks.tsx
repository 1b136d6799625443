import { Button, Paper, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import { can } from '../../../shared/policy';
import touch from '../../components/touch.module.css';
import { useCurrentUser } from '../../features/auth/api';
import { SCREENS } from '../screens';
import classes from './ScreenLinks.module.css';

/** Links on the Dashboard tab to the other screens of the spec's route table, for who may open them. */
export function ScreenLinks() {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  const links = SCREENS.filter(
    ({ permission, linkedFor }) =>
      can(user.role, permission) && (!linkedFor || linkedFor.includes(user.role)),
  );
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="nav"
      aria-label="More screens"
      className={touch.touch}
    >
      <Text fw={700} mb="sm">
        More screens
      </Text>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        {links.map(({ path, label, icon: Icon }) => (
          <Button
            key={path}
            component={Link}
            to={path}
            variant="light"
            size="md"
            justify="flex-start"
            leftSection={<Icon size={18} aria-hidden />}
            classNames={{ root: classes.link, label: classes.label }}
          >
            {label}
          </Button>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
