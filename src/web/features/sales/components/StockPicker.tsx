import { Input, Radio, ScrollArea, Stack, Text } from '@mantine/core';
import { lastChars } from '../../../../shared/device-labels';
import { formatDay } from '../../../../shared/format';
import type { StockItem } from '../../../../shared/stock';
import { ChoiceCard } from '../../../components/ChoiceCard';
import { SearchInput, useListSearch } from '../../../components/ListParts';
import { errorMessage } from '../../../lib/api';
import { useStock } from '../api';
import { CenteredLoader } from '../../../components/CenteredLoader';
import { deviceName } from '../../../../shared/device-name';

type Props = {
  selected: StockItem | null;
  onSelect: (item: StockItem) => void;
  error?: string;
};

export const ageLabel = (days: number) => (days === 1 ? '1 day' : `${days} days`);

/**
 * Why a device is not for sale: "Police hold — case 26-4411" (until the office lifts it), "Seized —
 * case …" (the police took it), or "On hold until 11/29/2026" (the buyback hold the law sets).
 */
export const holdLabel = (item: StockItem) =>
  item.policeHeld && item.police
    ? `Police hold — case ${item.police.caseNumber}`
    : item.status === 'seized' && item.police
      ? `Seized — case ${item.police.caseNumber}`
      : item.onHold && item.holdUntil
        ? `On hold until ${formatDay(item.holdUntil)}`
        : null;

/** Held by the police or by the buyback rules: not for sale now. */
export const isHeld = (item: StockItem) => item.onHold || item.policeHeld;

/** The devices in stock, searchable by model or IMEI, to pick the one being sold. */
export function StockPicker({ selected, onSelect, error }: Props) {
  const { search, setSearch, debounced } = useListSearch();
  const stock = useStock({ status: 'in_stock', search: debounced });
  const items = stock.data ?? [];
  // The preselected device stays listed even when a search would hide it.
  const listed =
    selected && !items.some((i) => i.id === selected.id) ? [selected, ...items] : items;
  // A device on a police or buyback hold cannot be sold now: it is listed below the others, unchosen.
  const shown = listed.filter((i) => !isHeld(i) || i.id === selected?.id);
  const held = listed.filter((i) => isHeld(i) && i.id !== selected?.id);

  return (
    <Input.Wrapper label="Device from stock" required size="md" error={error} labelElement="div">
      <Stack gap="sm" mt={4} data-error={!!error || undefined}>
        <SearchInput
          aria-label="Search stock"
          placeholder="Search model or IMEI"
          value={search}
          onChange={setSearch}
        />
        {stock.isPending ? (
          <CenteredLoader label="Loading stock" py="sm" size="sm" />
        ) : stock.isError ? (
          <Text c="red" fz="sm">
            {errorMessage(stock.error, 'Could not load the stock.')}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={280} type="auto" offsetScrollbars>
            <Radio.Group
              value={selected?.id ?? null}
              onChange={(id) => {
                const item = shown.find((i) => i.id === id);
                if (item) onSelect(item);
              }}
              aria-label="Device to sell"
              name="stock-item"
            >
              <Stack gap="xs">
                {shown.map((item) => (
                  <ChoiceCard key={item.id} value={item.id}>
                    {/* No cost here: the customer signs on this form (issue 38). */}
                    <Text fw={700} truncate>
                      {deviceName(item.deviceBrand, item.deviceModel)}
                    </Text>
                    <Text fz="sm" c="dimmed" truncate>
                      {[
                        `IMEI ${lastChars(item.imei)}`,
                        item.storage,
                        `${ageLabel(item.ageDays)} in stock`,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  </ChoiceCard>
                ))}
                {shown.length === 0 && held.length === 0 && (
                  <Text c="dimmed" ta="center" py="sm">
                    {debounced ? 'No device in stock matches this search.' : 'No devices in stock.'}
                  </Text>
                )}
                {held.length > 0 && (
                  <Stack gap={4} component="ul" m={0} p={0} aria-label="On hold, not for sale yet">
                    {held.map((item) => (
                      <Text
                        key={item.id}
                        component="li"
                        fz="sm"
                        c="dimmed"
                        style={{ listStyle: 'none' }}
                      >
                        {deviceName(item.deviceBrand, item.deviceModel)} · IMEI{' '}
                        {lastChars(item.imei)} · {holdLabel(item)}
                      </Text>
                    ))}
                  </Stack>
                )}
              </Stack>
            </Radio.Group>
          </ScrollArea.Autosize>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
