import { Group, Radio, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { phoneDigits } from '../../../../shared/customers';
import type { RepairWaiver } from '../../../../shared/repairs';
import { SyncBadge } from '../../../components/SyncBadge';
import { StatusBadge } from './StatusBadge';

type Props = {
  /** The repairs the search lets through (filterPickups), in queue order. */
  shown: RepairWaiver[];
  search: string;
  onSearch: (search: string) => void;
  selectedId: string | null;
  onSelect: (id: string) => void;
};

function matches(w: RepairWaiver, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  const digits = phoneDigits(q);
  return (
    w.customerName.toLowerCase().includes(q) ||
    w.ticketNumber.toLowerCase().includes(q) ||
    (digits.length >= 3 &&
      (phoneDigits(w.customerPhone).includes(digits) || w.ticketNumber.includes(digits)))
  );
}

/** The repairs a search by name, phone or ticket lets through. */
export function filterPickups(queue: RepairWaiver[], search: string): RepairWaiver[] {
  return queue.filter((w) => matches(w, search));
}

/** The repairs waiting to be handed back, ready ones first, searchable at a busy counter. */
export function PickupQueueList({ shown, search, onSearch, selectedId, onSelect }: Props) {
  return (
    <Stack gap="sm">
      <TextInput
        aria-label="Search pickups"
        placeholder="Search name, phone or ticket"
        size="md"
        type="search"
        leftSection={<IconSearch size={18} aria-hidden />}
        value={search}
        onChange={(e) => onSearch(e.currentTarget.value)}
      />
      <ScrollArea.Autosize mah={260} type="auto" offsetScrollbars>
        <Radio.Group
          value={selectedId}
          onChange={onSelect}
          aria-label="Repair to hand back"
          name="pickup"
        >
          <Stack gap="xs">
            {shown.map((w) => (
              <Radio.Card key={w.id} value={w.id} radius="md" p="sm" withBorder>
                <Group wrap="nowrap" gap="sm" align="flex-start">
                  <Radio.Indicator mt={2} />
                  <div style={{ flex: 1, minWidth: 0 }}>
                    <Group justify="space-between" wrap="nowrap" gap="xs">
                      <Text fw={700} truncate>
                        {w.customerName}
                      </Text>
                      <Group gap={6} wrap="nowrap">
                        <SyncBadge record={w} />
                        <StatusBadge status={w.status} />
                      </Group>
                    </Group>
                    <Text fz="sm" c="dimmed" truncate>
                      {w.ticketNumber} · {w.deviceBrand} {w.deviceModel}
                    </Text>
                  </div>
                </Group>
              </Radio.Card>
            ))}
            {shown.length === 0 && (
              <Text c="dimmed" ta="center" py="sm">
                No repair matches this search.
              </Text>
            )}
          </Stack>
        </Radio.Group>
      </ScrollArea.Autosize>
    </Stack>
  );
}
