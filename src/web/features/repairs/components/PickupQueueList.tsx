import { Group, Radio, ScrollArea, Stack, Text } from '@mantine/core';
import { phoneDigits } from '../../../../shared/customers';
import type { RepairWaiver } from '../../../../shared/repairs';
import { ChoiceCard } from '../../../components/ChoiceCard';
import { SearchInput } from '../../../components/ListParts';
import { RepairCardBadges } from './StatusBadge';
import { deviceName } from '../../../../shared/device-name';

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
      <SearchInput
        aria-label="Search pickups"
        placeholder="Search name, phone or ticket"
        value={search}
        onChange={onSearch}
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
              <ChoiceCard key={w.id} value={w.id}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fw={700} truncate>
                    {w.customerName}
                  </Text>
                  <RepairCardBadges repair={w} />
                </Group>
                <Text fz="sm" c="dimmed" truncate>
                  {w.ticketNumber} · {deviceName(w.deviceBrand, w.deviceModel)}
                </Text>
              </ChoiceCard>
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
