import { Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { lastChars } from '../../../../shared/device-labels';
import { CONDITION_LABELS, type Condition } from '../../../../shared/devices';
import { formatDateTime, formatMoney } from '../../../../shared/format';
import { STOCK_STATUS_LABELS, type StockItem, type StockStatus } from '../../../../shared/stock';
import classes from '../../../components/list.module.css';
import { ageLabel, holdLabel, isHeld } from './StockPicker';
import { deviceName } from '../../../../shared/device-name';

type Props = {
  items: StockItem[];
  phone: boolean;
  onSell: (item: StockItem) => void;
  /** Managers may record a return; absent for everyone else. */
  onReturn?: (item: StockItem) => void;
  /** The office may end a buyback hold early; absent for everyone else. */
  onRelease?: (item: StockItem) => void;
  /** Managers record a police hold or seizure; absent for the counter. */
  onPolice?: (item: StockItem, step: 'police-hold' | 'seize') => void;
  /** The office lifts a police hold; absent for everyone else. */
  onLiftPolice?: (item: StockItem) => void;
};

const STATUS_COLORS: Record<StockStatus, string> = {
  in_stock: 'orange',
  sold: 'teal',
  returned: 'gray',
  seized: 'blue',
};

/** The police's record on a held or seized device: who asked, and who recorded it when. */
const policeLine = (item: StockItem) =>
  item.police && (item.policeHeld || item.status === 'seized')
    ? [
        `${item.police.agency}, ${item.police.officer}`,
        `recorded ${formatDateTime(item.police.at)}${item.police.by ? ` by ${item.police.by}` : ''}`,
        item.police.note,
      ]
        .filter(Boolean)
        .join(' · ')
    : null;

const conditionLabel = (c: string) => CONDITION_LABELS[c as Condition] ?? c;
const details = (item: StockItem) =>
  [item.storage, item.color, conditionLabel(item.condition)].filter(Boolean).join(' · ');

/**
 * Bought-back devices with what they cost and how long they have waited: old stock is money
 * standing still. Devices in stock can be sold from here.
 */
export function StockList({
  items,
  phone,
  onSell,
  onReturn,
  onRelease,
  onPolice,
  onLiftPolice,
}: Props) {
  const name = (item: StockItem) =>
    `${deviceName(item.deviceBrand, item.deviceModel)} ${lastChars(item.imei)}`;
  // A held device offers only what ends its hold: the police's first, the buyback's once that is gone.
  const release = (item: StockItem) =>
    item.policeHeld ? (
      onLiftPolice && (
        <Button
          size="md"
          variant="default"
          onClick={() => onLiftPolice(item)}
          aria-label={`Lift police hold of ${name(item)}`}
        >
          Lift police hold
        </Button>
      )
    ) : onRelease ? (
      <Button
        size="md"
        variant="default"
        onClick={() => onRelease(item)}
        aria-label={`End hold of ${name(item)}`}
      >
        End hold
      </Button>
    ) : null;
  // The police's buttons: a hold (unless one is in force) and a seizure, for managers only.
  const police = (item: StockItem) =>
    onPolice && (
      <>
        {!item.policeHeld && (
          <Button
            size="md"
            variant="default"
            onClick={() => onPolice(item, 'police-hold')}
            aria-label={`Police hold: ${name(item)}`}
          >
            Police hold
          </Button>
        )}
        <Button
          size="md"
          variant="default"
          onClick={() => onPolice(item, 'seize')}
          aria-label={`Seized: ${name(item)}`}
        >
          Seized
        </Button>
      </>
    );
  const actions = (item: StockItem) => {
    if (item.status !== 'in_stock') return null;
    const held = isHeld(item);
    const ends = held ? release(item) : null;
    if (held && !ends && !onPolice) return null;
    return (
      <Group gap="xs" justify="flex-end">
        {ends}
        {police(item)}
        {!held && onReturn && (
          <Button size="md" variant="default" onClick={() => onReturn(item)}>
            Return
          </Button>
        )}
        {!held && (
          <Button size="md" onClick={() => onSell(item)} aria-label={`Sell ${name(item)}`}>
            Sell
          </Button>
        )}
      </Group>
    );
  };
  const status = (item: StockItem) => (
    <Badge color={isHeld(item) ? 'red' : STATUS_COLORS[item.status]} variant="light">
      {holdLabel(item) ?? STOCK_STATUS_LABELS[item.status]}
    </Badge>
  );

  if (phone) {
    return (
      <Stack gap="sm" component="ul" m={0} p={0} aria-label="Stock">
        {items.map((item) => (
          <li key={item.id} className={`${classes.item} ${classes.card}`}>
            <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
              <Text fw={700}>{deviceName(item.deviceBrand, item.deviceModel)}</Text>
              {status(item)}
            </Group>
            <Text fz="sm">{details(item)}</Text>
            <Text fz="sm" c="dimmed">
              IMEI {lastChars(item.imei)} · Cost {formatMoney(item.cost)} · {ageLabel(item.ageDays)}
            </Text>
            {policeLine(item) && <Text fz="sm">{policeLine(item)}</Text>}
            {actions(item) && <div style={{ marginTop: 8 }}>{actions(item)}</div>}
          </li>
        ))}
      </Stack>
    );
  }

  return (
    <Paper withBorder radius="lg" p={0} className={classes.tableFrame}>
      <Table verticalSpacing="sm" horizontalSpacing="md" aria-label="Stock">
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th>Device</Table.Th>
            <Table.Th>IMEI</Table.Th>
            <Table.Th ta="right">Cost</Table.Th>
            <Table.Th ta="right">Age</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>
                <Text fz="sm" fw={600}>
                  {deviceName(item.deviceBrand, item.deviceModel)}
                </Text>
                <Text fz="xs" c="dimmed">
                  {details(item)}
                </Text>
                {policeLine(item) && <Text fz="xs">{policeLine(item)}</Text>}
              </Table.Td>
              <Table.Td>
                <Text fz="sm" ff="monospace">
                  {lastChars(item.imei)}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <Text fz="sm">{formatMoney(item.cost)}</Text>
              </Table.Td>
              <Table.Td ta="right">
                <Text fz="sm">{ageLabel(item.ageDays)}</Text>
              </Table.Td>
              <Table.Td>{status(item)}</Table.Td>
              <Table.Td>{actions(item)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
