import {
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { ACTIVITY_FILTERS } from '../../../../shared/activity-text';
import { ActivityFeed } from '../../../components/ActivityFeed';
import touch from '../../../components/touch.module.css';
import { useMyStores } from '../../org/api';
import { useAdminUsers } from '../../users/api';
import { useActivity, type ActivityFilter } from '../api';

const NO_FILTER: ActivityFilter = {
  userId: null,
  storeId: null,
  action: null,
  from: null,
  to: null,
};

/** The admin view of the activity log: who did what, where and when, filterable. */
export default function ActivityPanel() {
  const [filter, setFilter] = useState<ActivityFilter>(NO_FILTER);
  const users = useAdminUsers();
  const stores = useMyStores({ enabled: true });
  const activity = useActivity(filter);
  const set = (patch: ActivityFilter) => setFilter((current) => ({ ...current, ...patch }));
  const filtered = Object.values(filter).some(Boolean);

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} className={touch.touch}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4">
            Activity Log
          </Title>
          <Text c="dimmed" fz="sm">
            Sign-ins, failed sign-ins, check-ins, status changes, pickups, sales, buybacks, role
            changes, deletions and daily reports, newest first.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm" role="group" aria-label="Filters">
          <Select
            label="Person"
            size="md"
            searchable
            clearable
            placeholder="Everyone"
            data={(users.data ?? []).map((u) => ({
              value: u.id,
              label: `${u.firstName} ${u.lastName} (${u.username})`,
            }))}
            value={filter.userId ?? null}
            onChange={(userId) => set({ userId })}
            nothingFoundMessage="Nobody by that name"
          />
          <Select
            label="Store"
            size="md"
            searchable
            clearable
            placeholder="All stores"
            data={(stores.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
            value={filter.storeId ?? null}
            onChange={(storeId) => set({ storeId })}
            nothingFoundMessage="No store by that name"
          />
          <Select
            label="What"
            size="md"
            clearable
            placeholder="Everything"
            data={ACTIVITY_FILTERS.map(({ value, label }) => ({ value, label }))}
            value={filter.action ?? null}
            onChange={(action) => set({ action })}
          />
          <TextInput
            label="From"
            type="date"
            size="md"
            value={filter.from ?? ''}
            max={filter.to ?? undefined}
            onChange={(event) => set({ from: event.currentTarget.value || null })}
          />
          <TextInput
            label="To"
            type="date"
            size="md"
            value={filter.to ?? ''}
            min={filter.from ?? undefined}
            onChange={(event) => set({ to: event.currentTarget.value || null })}
          />
        </SimpleGrid>
        {filtered && (
          <Group justify="flex-end">
            <Button variant="subtle" size="md" onClick={() => setFilter(NO_FILTER)}>
              Clear filters
            </Button>
          </Group>
        )}
        <ActivityFeed
          query={activity}
          empty={filtered ? 'No activity matches these filters.' : 'No activity recorded yet.'}
        />
      </Stack>
    </Paper>
  );
}
