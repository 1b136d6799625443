import {
  Alert,
  Button,
  Center,
  Flex,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import {
  REPAIR_STATUSES,
  REPAIR_STATUS_LABELS,
  type RepairStatus,
} from '../../../../shared/repairs';
import { EmptyList } from '../../../components/EmptyList';
import touch from '../../../components/touch.module.css';
import { errorMessage } from '../../../lib/api';
import { useLazyDialog } from '../../../lib/use-lazy-dialog';
import { usePhoneLayout } from '../../../lib/use-phone-layout';
import { useRepairList } from '../api';
import { RepairList } from './RepairList';

// The dialogs carry the form, signature and camera code: loaded when first opened.
const NewWaiverModal = lazy(() => import('./NewWaiverModal'));
const RepairStatusView = lazy(() => import('./RepairStatusView'));
const PickupModal = lazy(() => import('./PickupModal'));

const TYPING_PAUSE_MS = 300;
const STATUS_FILTERS = [
  { value: 'all', label: 'All statuses' },
  ...REPAIR_STATUSES.map((s) => ({ value: s, label: REPAIR_STATUS_LABELS[s] })),
];

/** The Customers tab: every repair waiver, searchable, newest first. */
export default function CustomersTab() {
  const phone = usePhoneLayout();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), TYPING_PAUSE_MS);
  const [status, setStatus] = useState<RepairStatus | null>(null);
  const list = useRepairList({ search: debounced, status });
  const waivers = list.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = debounced !== '' || status !== null;

  const newWaiver = useLazyDialog();
  const [openId, setOpenId] = useState<string | null>(null);
  const [pickupId, setPickupId] = useState<string | null>(null);

  return (
    <Stack gap="md" className={touch.touch}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1} size="h2">
          Customers - Device Repairs
        </Title>
        <Button
          size="md"
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={newWaiver.open}
          fullWidth={phone}
        >
          Create New Waiver
        </Button>
      </Group>

      <Flex direction={{ base: 'column', sm: 'row' }} gap="sm">
        <TextInput
          aria-label="Search repairs"
          placeholder="Search name, phone, ticket or IMEI"
          size="md"
          type="search"
          leftSection={<IconSearch size={18} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <Select
          aria-label="Filter by status"
          size="md"
          data={STATUS_FILTERS}
          value={status ?? 'all'}
          allowDeselect={false}
          onChange={(value) => setStatus(value && value !== 'all' ? (value as RepairStatus) : null)}
          w={{ base: '100%', sm: 200 }}
        />
      </Flex>

      {list.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading repairs" />
        </Center>
      ) : list.isError ? (
        <Alert color="red" title="Could not load repairs">
          {errorMessage(list.error, 'Please try again.')}
        </Alert>
      ) : waivers.length === 0 ? (
        <Paper withBorder radius="lg" p="xl">
          <Stack align="center" gap="md">
            <EmptyList path="/api/repair-waivers">
              {filtered ? 'No repairs match this search.' : 'No customers with devices for repair.'}
            </EmptyList>
            {!filtered && (
              <Button size="md" variant="light" onClick={newWaiver.open}>
                Create Your First Waiver
              </Button>
            )}
          </Stack>
        </Paper>
      ) : (
        <RepairList waivers={waivers} phone={phone} onOpen={setOpenId} />
      )}

      {list.hasNextPage && (
        <Button
          variant="light"
          size="md"
          onClick={() => void list.fetchNextPage()}
          loading={list.isFetchingNextPage}
        >
          Load more
        </Button>
      )}

      <Suspense fallback={null}>
        {newWaiver.mounted && (
          <NewWaiverModal opened={newWaiver.opened} onClose={newWaiver.close} />
        )}
        {openId !== null && (
          <RepairStatusView
            repairId={openId}
            onClose={() => setOpenId(null)}
            onPickup={setPickupId}
          />
        )}
        {pickupId !== null && (
          <PickupModal initialId={pickupId} onClose={() => setPickupId(null)} />
        )}
      </Suspense>
    </Stack>
  );
}
