import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Region, Store } from '../../../../shared/org';
import type { AdminUser } from '../../../../shared/users';
import { ManagerLine } from './ManagerLine';
import { managersOf } from './managers';
import type { OrgDialogState } from './OrgDialog';
import { StoreCard } from './StoreCard';
import { SectionCard } from '../../../components/SectionCard';

type Props = {
  region: Region;
  stores: Store[];
  users: AdminUser[];
  onOpen: (dialog: OrgDialogState) => void;
};

/** A region with its regional managers and its stores, each store with its area managers. */
export function RegionCard({ region, stores, users, onOpen }: Props) {
  const count = `${stores.length} store${stores.length === 1 ? '' : 's'}`;
  return (
    <SectionCard compact aria-label={region.name} data-testid="region-card">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {region.name}
          </Title>
          <Text fz="sm" c="dimmed">
            {count}
          </Text>
        </Stack>
        <Button
          variant="default"
          size="md"
          onClick={() => onOpen({ kind: 'region', region })}
          aria-label={`Rename ${region.name}`}
          style={{ flexShrink: 0 }}
        >
          Rename
        </Button>
      </Group>
      <ManagerLine
        kind="region"
        name={region.name}
        managers={managersOf(users, 'region', region.id)}
        onAssign={() => onOpen({ kind: 'managers', of: 'region', target: region })}
      />
      {stores.length === 0 ? (
        <Text fz="sm" c="dimmed">
          No stores in this region yet.
        </Text>
      ) : (
        <SimpleGrid
          component="ul"
          cols={{ base: 1, md: 2, xl: 3 }}
          spacing="xs"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {stores.map((store) => (
            <StoreCard
              key={store.id}
              store={store}
              areaManagers={managersOf(users, 'store', store.id)}
              onEdit={() => onOpen({ kind: 'store', store })}
              onAssign={() => onOpen({ kind: 'managers', of: 'store', target: store })}
            />
          ))}
        </SimpleGrid>
      )}
      <Button
        variant="light"
        size="md"
        leftSection={<IconPlus size={18} aria-hidden />}
        onClick={() => onOpen({ kind: 'store', regionId: region.id })}
        aria-label={`Add Store to ${region.name}`}
        w={{ base: '100%', sm: 'auto' }}
        style={{ alignSelf: 'flex-start' }}
      >
        Add Store
      </Button>
    </SectionCard>
  );
}
