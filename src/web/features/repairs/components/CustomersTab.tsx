import { Button, Flex, Group, Select, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import {
  REPAIR_STATUSES,
  REPAIR_STATUS_LABELS,
  type RepairStatus,
} from '../../../../shared/repairs';
import { EmptyList } from '../../../components/EmptyList';
import {
  ListBody,
  LoadMoreButton,
  SearchInput,
  useListSearch,
} from '../../../components/ListParts';
import touch from '../../../components/touch.module.css';
import { useLazyDialog } from '../../../lib/use-lazy-dialog';
import { usePhoneLayout } from '../../../lib/use-phone-layout';
import { CustomerResults } from '../../customers/screens';
import { useRepairList } from '../api';
import { RepairList } from './RepairList';

// The dialogs carry the form, signature and camera code: loaded when first opened.
const NewWaiverModal = lazy(() => import('./NewWaiverModal'));
const RepairStatusView = lazy(() => import('./RepairStatusView'));
const PickupModal = lazy(() => import('./PickupModal'));

const STATUS_FILTERS = [
  { value: 'all', label: 'All statuses' },
  ...REPAIR_STATUSES.map((s) => ({ value: s, label: REPAIR_STATUS_LABELS[s] })),
];

/** The Customers tab: every repair waiver, searchable, newest first. */
export default function CustomersTab() {
  const phone = usePhoneLayout();
  const { search, setSearch, debounced } = useListSearch();
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
        <SearchInput
          aria-label="Search repairs"
          placeholder="Search name, phone, ticket, receipt or IMEI"
          value={search}
          onChange={setSearch}
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

      <CustomerResults search={debounced} />

      <ListBody
        query={list}
        count={waivers.length}
        loading="Loading repairs"
        failed="Could not load repairs"
        empty={
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
        }
      >
        <RepairList waivers={waivers} phone={phone} onOpen={setOpenId} />
      </ListBody>

      <LoadMoreButton query={list} />

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
