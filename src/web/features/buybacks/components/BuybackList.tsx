import { Text } from '@mantine/core';
import type { DevicePurchase } from '../../../../shared/buybacks';
import { lastChars } from '../../../../shared/device-labels';
import { formatDate, formatMoney } from '../../../../shared/format';
import { RecordList, type RecordColumn } from '../../../components/RecordList';
import { SyncBadge } from '../../../components/SyncBadge';
import { deviceName } from '../../../../shared/device-name';

type Props = { purchases: DevicePurchase[]; phone: boolean; onOpen: (id: string) => void };

const device = (p: DevicePurchase) => deviceName(p.deviceBrand, p.deviceModel);

const COLUMNS: RecordColumn<DevicePurchase>[] = [
  {
    header: 'Customer',
    cell: (p) => (
      <>
        <Text fw={600} fz="sm">
          {p.customerName}
        </Text>
        <Text fz="xs" c="dimmed">
          {p.customerPhone}
        </Text>
      </>
    ),
  },
  {
    header: 'Device',
    cell: (p) => (
      <>
        <Text fz="sm">{device(p)}</Text>
        <Text fz="xs" c="dimmed">
          IMEI {lastChars(p.imei)}
        </Text>
      </>
    ),
  },
  {
    header: 'Amount',
    align: 'right',
    cell: (p) => (
      <Text fz="sm" fw={600}>
        {formatMoney(p.finalAmount)}
      </Text>
    ),
  },
  {
    header: 'Date',
    cell: (p) => (
      <>
        <Text fz="sm">{formatDate(p.createdAt)}</Text>
        <SyncBadge record={p} />
      </>
    ),
  },
];

/** Buyback transactions as a table on a desktop and as tappable cards on a phone. */
export function BuybackList({ purchases, phone, onOpen }: Props) {
  return (
    <RecordList
      records={purchases}
      phone={phone}
      onOpen={onOpen}
      listLabel="Buyback transactions"
      rowLabel={(p) => `Open buyback from ${p.customerName}: ${device(p)}`}
      columns={COLUMNS}
      card={(p) => ({
        title: p.customerName,
        amount: formatMoney(p.finalAmount),
        device: device(p),
        meta: `IMEI ${lastChars(p.imei)} · ${formatDate(p.createdAt)}`,
      })}
    />
  );
}
