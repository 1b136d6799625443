import { Paper, SimpleGrid, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import { useState } from 'react';
import type { Figures } from '../../../../shared/ceo-dashboard';
import { usePhoneLayout } from '../../../lib/use-phone-layout';
import { hoursText, moneyText, pctText } from './figure-text';

export type FiguresRow = Figures & { id: string; name: string; detail?: string };

type Column = {
  key: 'name' | keyof Figures;
  label: string;
  text: (r: FiguresRow) => string;
};

const COLUMNS: Column[] = [
  { key: 'revenue', label: 'Revenue', text: (r) => moneyText(r.revenue) },
  { key: 'deviceMarginPct', label: 'Device margin', text: (r) => pctText(r.deviceMarginPct) },
  { key: 'repairsCompleted', label: 'Repairs', text: (r) => String(r.repairsCompleted) },
  { key: 'avgTurnaroundHours', label: 'Turnaround', text: (r) => hoursText(r.avgTurnaroundHours) },
  { key: 'buybackSpend', label: 'Buybacks', text: (r) => moneyText(r.buybackSpend) },
];

type Sort = { key: Column['key']; desc: boolean };

/** Missing figures (no sale, no repair) sort last whichever way the column is ordered. */
function sorted(rows: FiguresRow[], sort: Sort): FiguresRow[] {
  const value = (r: FiguresRow) => (sort.key === 'name' ? r.name : r[sort.key]);
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    const order = typeof x === 'string' ? x.localeCompare(String(y)) : x - (y as number);
    return sort.desc ? -order : order;
  });
}

function SortHeader({
  label,
  column,
  sort,
  onSort,
  align,
}: {
  label: string;
  column: Column['key'];
  sort: Sort;
  onSort: (s: Sort) => void;
  align?: 'right';
}) {
  const active = sort.key === column;
  const Icon = !active ? IconSelector : sort.desc ? IconArrowDown : IconArrowUp;
  return (
    <Table.Th ta={align} aria-sort={active ? (sort.desc ? 'descending' : 'ascending') : 'none'}>
      <UnstyledButton
        fw={700}
        fz="sm"
        onClick={() => onSort({ key: column, desc: active ? !sort.desc : column !== 'name' })}
      >
        {label} <Icon size={14} aria-hidden style={{ verticalAlign: 'middle' }} />
      </UnstyledButton>
    </Table.Th>
  );
}

/** Regions or stores, sortable by any figure on a desktop; cards by revenue on a phone. */
export function FiguresTable({ rows, nameLabel }: { rows: FiguresRow[]; nameLabel: string }) {
  const phone = usePhoneLayout();
  const [sort, setSort] = useState<Sort>({ key: 'revenue', desc: true });
  if (rows.length === 0) return <Text c="dimmed">Nothing in your reach yet.</Text>;
  const list = sorted(rows, sort);
  if (phone)
    return (
      <Stack gap="sm">
        {list.map((r) => (
          <Paper key={r.id} withBorder radius="md" p="sm" aria-label={r.name}>
            <Text fw={700}>{r.name}</Text>
            {r.detail && (
              <Text fz="xs" c="dimmed">
                {r.detail}
              </Text>
            )}
            <SimpleGrid cols={2} spacing={4} mt={6}>
              {COLUMNS.map((c) => (
                <Text key={c.key} fz="sm">
                  <Text span c="dimmed" fz="sm">
                    {c.label}:
                  </Text>{' '}
                  {c.text(r)}
                </Text>
              ))}
            </SimpleGrid>
          </Paper>
        ))}
      </Stack>
    );
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped fz="sm" aria-label={`${nameLabel} figures`} verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <SortHeader label={nameLabel} column="name" sort={sort} onSort={setSort} />
            {COLUMNS.map((c) => (
              <SortHeader
                key={c.key}
                label={c.label}
                column={c.key}
                sort={sort}
                onSort={setSort}
                align="right"
              />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>
                {r.name}
                {r.detail && (
                  <Text span c="dimmed" fz="xs">
                    {' '}
                    · {r.detail}
                  </Text>
                )}
              </Table.Td>
              {COLUMNS.map((c) => (
                <Table.Td key={c.key} ta="right">
                  {c.text(r)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
