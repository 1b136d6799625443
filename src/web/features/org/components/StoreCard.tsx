import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconClock, IconMapPin } from '@tabler/icons-react';
import type { Store } from '../../../../shared/org';
import { storeAddressLines } from '../../../../shared/store-contact';
import type { AdminUser } from '../../../../shared/users';
import { ManagerLine } from './ManagerLine';
import { endHourLabel, timeZoneLabel } from './time-zones';

type Props = {
  store: Store;
  areaManagers: AdminUser[];
  onEdit: () => void;
  onAssign: () => void;
};

/**
 * One store of a region: what identifies it, its time zone and the hour its business day ends,
 * where it is, and its area managers.
 */
export function StoreCard({ store, areaManagers, onEdit, onAssign }: Props) {
  const where = [storeAddressLines(store).join(', '), store.phone].filter(Boolean).join(' · ');
  return (
    <Paper component="li" withBorder radius="md" p="sm" bg="gray.0" data-testid="store-card">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {store.name}
            </Text>
            <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              Short name {store.storeName} · {store.brand} · {store.companyName}
            </Text>
            <Group gap={4} wrap="nowrap">
              <IconClock size={16} aria-hidden color="var(--mantine-color-dimmed)" />
              <Text fz="sm" c="dimmed">
                {timeZoneLabel(store.timezone)} · day ends {endHourLabel(store.businessDayEndHour)}
              </Text>
            </Group>
            <Group gap={4} wrap="nowrap" align="flex-start">
              <IconMapPin size={16} aria-hidden color="var(--mantine-color-dimmed)" />
              <Text fz="sm" c={where ? 'dimmed' : 'orange.8'} style={{ overflowWrap: 'anywhere' }}>
                {where || 'No address or phone yet: edit the store to print them on tickets'}
              </Text>
            </Group>
          </Stack>
          <Button
            variant="default"
            size="md"
            onClick={onEdit}
            aria-label={`Edit ${store.name}`}
            style={{ flexShrink: 0 }}
          >
            Edit
          </Button>
        </Group>
        <ManagerLine kind="store" name={store.name} managers={areaManagers} onAssign={onAssign} />
      </Stack>
    </Paper>
  );
}
