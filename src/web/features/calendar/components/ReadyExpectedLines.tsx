import { List, Text } from '@mantine/core';
import type { ReadyExpected } from '../../../../shared/ready-expected';
import { dayLabel } from '../week';

type Day = ReadyExpected['days'][number];

const repairs = (n: number) => `${n} repair${n === 1 ? '' : 's'}`;

/**
 * A day's open repairs expected ready: one store's by ticket, customer and device; a chain's as
 * a count per store, busiest first, since its repairs are found in the Repairs list.
 */
export function ReadyExpectedLines({
  day,
  storeNames,
}: {
  day: Day;
  storeNames: ReadonlyMap<string, string>;
}) {
  if (day.repairs.length > 0)
    return (
      <>
        {day.repairs.map((r) => (
          <Text key={r.id} fz="sm">
            Ready expected: {r.ticketNumber} · {r.customerName} · {r.deviceModel}
          </Text>
        ))}
      </>
    );
  const total = day.stores.reduce((sum, store) => sum + store.count, 0);
  return (
    <>
      <Text fz="sm" fw={600}>
        Ready expected: {repairs(total)}
      </Text>
      <List
        listStyleType="none"
        spacing={2}
        fz="sm"
        aria-label={`Repairs expected ready per store, ${dayLabel(day.date)}`}
      >
        {day.stores.map((store) => (
          <List.Item key={store.storeId}>
            {storeNames.get(store.storeId) ?? 'Another store'}: {store.count}
          </List.Item>
        ))}
      </List>
    </>
  );
}
