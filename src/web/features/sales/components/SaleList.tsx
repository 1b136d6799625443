import { Text } from '@mantine/core';
import { formatDate, formatMoney } from '../../../../shared/format';
import type { DeviceSale } from '../../../../shared/sales';
import { RecordList, type RecordColumn } from '../../../components/RecordList';
import { SyncBadge } from '../../../components/SyncBadge';
import { deviceName } from '../../../../shared/device-name';

type Props = { sales: DeviceSale[]; phone: boolean; onOpen: (id: string) => void };

const device = (s: DeviceSale) => deviceName(s.deviceBrand, s.deviceModel);
/** The price's tax and what was paid, when the store charges sales tax. */
const withTax = (s: DeviceSale) =>
  `+ ${formatMoney(s.tax ?? 0)} tax = ${formatMoney(s.total ?? s.salePrice)}`;

const COLUMNS: RecordColumn<DeviceSale>[] = [
  {
    header: 'Receipt',
    cell: (s) => (
      <Text fz="sm" fw={600}>
        {s.receiptNumber}
      </Text>
    ),
  },
  { header: 'Customer', cell: (s) => <Text fz="sm">{s.customerName}</Text> },
  { header: 'Device', cell: (s) => <Text fz="sm">{device(s)}</Text> },
  {
    header: 'Price',
    align: 'right',
    cell: (s) => (
      <>
        <Text fz="sm" fw={600}>
          {formatMoney(s.salePrice)}
        </Text>
        {!!s.tax && (
          <Text fz="xs" c="dimmed">
            {withTax(s)}
          </Text>
        )}
      </>
    ),
  },
  {
    header: 'Profit',
    align: 'right',
    cell: (s) => (
      <Text fz="sm" c={s.profit !== null && s.profit < 0 ? 'red.7' : undefined}>
        {s.profit !== null ? formatMoney(s.profit) : '—'}
      </Text>
    ),
  },
  {
    header: 'Date',
    cell: (s) => (
      <>
        <Text fz="sm">{formatDate(s.createdAt)}</Text>
        <SyncBadge record={s} />
      </>
    ),
  },
];

/** Device sales as a table on a desktop and as tappable cards on a phone; each opens its receipt. */
export function SaleList({ sales, phone, onOpen }: Props) {
  return (
    <RecordList
      records={sales}
      phone={phone}
      onOpen={onOpen}
      listLabel="Device sales"
      rowLabel={(s) => `Open receipt ${s.receiptNumber} for ${s.customerName}`}
      columns={COLUMNS}
      card={(s) => ({
        title: s.customerName,
        amount: formatMoney(s.salePrice),
        device: device(s),
        meta: `${s.receiptNumber} · ${formatDate(s.createdAt)}${s.tax ? ` · ${withTax(s)}` : ''}${
          s.profit !== null ? ` · Profit ${formatMoney(s.profit)}` : ''
        }`,
      })}
    />
  );
}
