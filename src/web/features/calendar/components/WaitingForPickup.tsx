import { Button, Card, Text } from '@mantine/core';
import { useState } from 'react';
import type { RepairWaiver } from '../../../../shared/repairs';

/** A chain can have a hundred repairs waiting; the week below should not start a page down. */
const SHOWN_FIRST = 6;

/**
 * The finished repairs waiting for their customers. A viewer of several stores sees each one's
 * store: ticket numbers are counted per store, so T-1003 alone names no one repair in a chain.
 */
export function WaitingForPickup({
  waiting,
  showStore,
}: {
  waiting: RepairWaiver[];
  showStore: boolean;
}) {
  const [all, setAll] = useState(false);
  const shown = all ? waiting : waiting.slice(0, SHOWN_FIRST);
  return (
    <Card withBorder radius="md" padding="sm" aria-label="Waiting for pickup">
      <Text fw={700} mb={4}>
        Waiting for pickup ({waiting.length})
      </Text>
      {shown.map((r) => (
        <Text key={r.id} fz="sm">
          {r.ticketNumber} · {showStore && `${r.storeName} · `}
          {r.customerName} · {r.deviceModel}
        </Text>
      ))}
      {waiting.length > SHOWN_FIRST && (
        <Button variant="subtle" size="md" mt={4} onClick={() => setAll((v) => !v)}>
          {all ? 'Show fewer' : `Show all ${waiting.length}`}
        </Button>
      )}
    </Card>
  );
}
