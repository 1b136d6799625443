import { Button, Group, List, Text } from '@mantine/core';
import { useState } from 'react';
import {
  DRAWER_MOVE_LABELS,
  drawerDifferenceText,
  type CashDrawer,
} from '../../../../shared/cash-drawer';
import { formatDateTime, formatMoney } from '../../../../shared/format';
import { DrawerMoveModal } from './DrawerMoveModal';
import { ShiftCountModal } from './ShiftCountModal';

type Props = { drawer: CashDrawer; storeId: string | null };

/**
 * The day's pay-ins and pay-outs with their reasons, and each change of shift with who counted
 * and how far off they were; with the buttons that add them. The buttons are plain buttons: they
 * sit inside the report's form and must not send it.
 */
export function DrawerActivity({ drawer, storeId }: Props) {
  const [open, setOpen] = useState<'move' | 'count' | null>(null);
  return (
    <>
      {drawer.moves.length > 0 && (
        <List size="sm" aria-label="Pay-ins and pay-outs">
          {drawer.moves.map((m) => (
            <List.Item key={m.id}>
              {DRAWER_MOVE_LABELS[m.kind]} {formatMoney(m.amount)}: {m.reason} (
              {m.byName ?? 'staff'}
              {m.approvedByName ? `, approved by ${m.approvedByName}` : ''}, {formatDateTime(m.at)})
            </List.Item>
          ))}
        </List>
      )}
      {drawer.shifts.length > 0 && (
        <List size="sm" aria-label="Counts at a change of shift">
          {drawer.shifts.map((s) => (
            <List.Item key={s.id}>
              {s.countedByName ?? 'Staff'} counted {formatMoney(s.countedCash)} at{' '}
              {formatDateTime(s.countedAt)}: {drawerDifferenceText(Math.round(s.difference * 100))}
            </List.Item>
          ))}
        </List>
      )}
      <Group gap="xs">
        <Button type="button" variant="default" size="md" onClick={() => setOpen('move')}>
          Pay in or out
        </Button>
        <Button type="button" variant="default" size="md" onClick={() => setOpen('count')}>
          Count at shift change
        </Button>
      </Group>
      {open === 'move' && <DrawerMoveModal storeId={storeId} onClose={() => setOpen(null)} />}
      {open === 'count' && <ShiftCountModal storeId={storeId} onClose={() => setOpen(null)} />}
      {drawer.shifts.length > 0 && (
        <Text fz="xs" c="dimmed">
          The count at close is checked against the expected cash moved by the shifts above.
        </Text>
      )}
    </>
  );
}
