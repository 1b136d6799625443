import { Anchor, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CustomerRecord } from '../../../../shared/customer-record';
import { deviceName } from '../../../../shared/device-name';
import { formatDate, formatMoney } from '../../../../shared/format';
import { REPAIR_STATUS_LABELS, type RepairStatus } from '../../../../shared/repairs';
import { SectionCard } from '../../../components/SectionCard';

type Row = { id: string; title: string; detail: string; amount: string; open: ReactNode };

const rowStyle = {
  border: '1px solid var(--mantine-color-gray-3)',
  borderRadius: 8,
  minHeight: 44,
  display: 'block',
} as const;

function RowText({ title, detail, amount }: Omit<Row, 'id' | 'open'>) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <div style={{ minWidth: 0 }}>
        <Text fw={600} size="sm" truncate>
          {title}
        </Text>
        <Text c="dimmed" size="xs" truncate>
          {detail}
        </Text>
      </div>
      <Text fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
        {amount}
      </Text>
    </Group>
  );
}

function Section({ title, empty, rows }: { title: string; empty: string; rows: Row[] }) {
  const id = `customer-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <SectionCard aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {title} ({rows.length})
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      ) : (
        <Stack gap="xs">
          {rows.map((row) => (
            <div key={row.id}>{row.open}</div>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

function linkRow(id: string, to: string, text: Omit<Row, 'id' | 'open'>): Row {
  return {
    id,
    ...text,
    open: (
      <Anchor component={Link} to={to} underline="never" c="inherit" p="sm" style={rowStyle}>
        <RowText {...text} />
      </Anchor>
    ),
  };
}

/** Everything of one person's the store holds, newest first, each opening its own record. */
export function CustomerHistoryList({
  customer,
  onOpenRepair,
}: {
  customer: CustomerRecord;
  onOpenRepair: (id: string) => void;
}) {
  const repairs: Row[] = customer.repairs.map((r) => {
    const text = {
      title: `${r.ticketNumber} · ${deviceName(r.deviceBrand, r.deviceModel)}`,
      detail: `${formatDate(r.createdAt)} · ${REPAIR_STATUS_LABELS[r.status as RepairStatus] ?? r.status} · ${r.problemDescription}`,
      amount: formatMoney(r.estimatedCost),
    };
    return {
      id: r.id,
      ...text,
      open: (
        <UnstyledButton onClick={() => onOpenRepair(r.id)} p="sm" style={rowStyle} w="100%">
          <RowText {...text} />
        </UnstyledButton>
      ),
    };
  });
  const purchases = customer.deviceSales.map((s) =>
    linkRow(s.id, `/sales/${s.id}/receipt`, {
      title: `${s.receiptNumber} · ${deviceName(s.deviceBrand, s.deviceModel)}`,
      detail: `${formatDate(s.createdAt)}${s.imei ? ` · IMEI ${s.imei}` : ''}`,
      amount: formatMoney(s.total),
    }),
  );
  const counter = customer.counterSales.map((c) =>
    linkRow(c.id, `/counter-sales/${c.id}/receipt`, {
      title: `${c.receiptNumber} · ${c.lineCount} ${c.lineCount === 1 ? 'item' : 'items'}`,
      detail: formatDate(c.createdAt),
      amount: formatMoney(c.total),
    }),
  );
  const buybacks = customer.buybacks.map((b) =>
    linkRow(b.id, `/buybacks/${b.id}/print`, {
      title: deviceName(b.deviceBrand, b.deviceModel),
      detail: `${formatDate(b.createdAt)} · IMEI ${b.imei}`,
      amount: formatMoney(b.amount),
    }),
  );
  return (
    <>
      <Section title="Repairs" empty="No repairs." rows={repairs} />
      <Section title="Devices bought" empty="No devices bought." rows={purchases} />
      <Section title="Counter sales" empty="No counter sales." rows={counter} />
      <Section title="Devices sold to the store" empty="No buybacks." rows={buybacks} />
    </>
  );
}
