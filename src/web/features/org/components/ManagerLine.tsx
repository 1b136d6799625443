import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { AdminUser } from '../../../../shared/users';
import { OVERSIGHT, fullName, type Overseen } from './managers';

type Props = {
  kind: Overseen;
  /** The store or region the managers oversee, named in the button for screen readers. */
  name: string;
  managers: AdminUser[];
  onAssign: () => void;
};

/** Who oversees a store or region, with the button that changes it. */
export function ManagerLine({ kind, name, managers, onAssign }: Props) {
  const { title, none } = OVERSIGHT[kind];
  return (
    <Group justify="space-between" align="center" gap="xs" wrap="nowrap">
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Text fz="xs" fw={700} c="dimmed" tt="uppercase">
          {title}
        </Text>
        {managers.length === 0 ? (
          <Text fz="sm" c="dimmed">
            {none}
          </Text>
        ) : (
          <Group gap={6}>
            {managers.map((user) => (
              <Badge key={user.id} variant="light" color="indigo" tt="none" size="lg">
                {fullName(user)}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
      <Button
        variant="subtle"
        size="md"
        px="sm"
        onClick={onAssign}
        aria-label={`Assign ${title.toLowerCase()} for ${name}`}
        style={{ flexShrink: 0 }}
      >
        Assign
      </Button>
    </Group>
  );
}
