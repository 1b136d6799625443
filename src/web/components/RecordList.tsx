import { Group, Paper, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import type { KeyboardEvent, ReactNode } from 'react';
import classes from './list.module.css';
import { SyncBadge } from './SyncBadge';

/** A table column: its heading and what a record shows in it. */
export type RecordColumn<T> = {
  header: string;
  align?: 'right';
  cell: (record: T) => ReactNode;
};

/**
 * A table row that opens its record: focusable, named, and opened by click, Enter or Space as a
 * button would be.
 */
export function openingRow(label: string, open: () => void) {
  return {
    className: classes.row,
    tabIndex: 0,
    'aria-label': label,
    onClick: open,
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        open();
      }
    },
  };
}

/** What a phone card shows, top to bottom: who and how much, the device, then the small print. */
export type RecordCard = { title: string; amount: string; device: string; meta: ReactNode };

type Props<T> = {
  records: T[];
  phone: boolean;
  onOpen: (id: string) => void;
  /** The phone list's name for a screen reader ("Device sales"). */
  listLabel: string;
  /** A table row's name: the row's cells are read one by one, as a table's are. */
  rowLabel: (record: T) => string;
  columns: RecordColumn<T>[];
  card: (record: T) => RecordCard;
};

/**
 * Records (buybacks, sales) as a table on a desktop and as tappable cards on a phone; a row or a
 * card opens its record, by tap, click, Enter or Space. A card is named by all it shows, not by a
 * summary that hides them; a record this device has not sent yet carries its sync badge.
 */
export function RecordList<T extends { id: string }>({
  records,
  phone,
  onOpen,
  listLabel,
  rowLabel,
  columns,
  card,
}: Props<T>) {
  if (phone) {
    return (
      <Stack gap="sm" component="ul" m={0} p={0} aria-label={listLabel}>
        {records.map((record) => {
          const shown = card(record);
          return (
            <li key={record.id} className={classes.item}>
              <UnstyledButton className={classes.card} onClick={() => onOpen(record.id)}>
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Text fw={700} truncate>
                    {shown.title}
                  </Text>
                  <Text fw={700}>{shown.amount}</Text>
                </Group>
                <Text fz="sm" fw={600}>
                  {shown.device}
                </Text>
                <Group justify="space-between" gap="xs" mt={4}>
                  <Text fz="xs" c="dimmed">
                    {shown.meta}
                  </Text>
                  <SyncBadge record={record} />
                </Group>
              </UnstyledButton>
            </li>
          );
        })}
      </Stack>
    );
  }

  return (
    <Paper withBorder radius="lg" p={0} className={classes.tableFrame}>
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
        <Table.Thead bg="gray.0">
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header} ta={column.align}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((record) => (
            <Table.Tr key={record.id} {...openingRow(rowLabel(record), () => onOpen(record.id))}>
              {columns.map((column) => (
                <Table.Td key={column.header} ta={column.align}>
                  {column.cell(record)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
