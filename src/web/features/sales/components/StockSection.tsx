import { Flex, Select, Stack, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import {
  STOCK_STATUSES,
  STOCK_STATUS_LABELS,
  type StockItem,
  type StockStatus,
} from '../../../../shared/stock';
import { EmptyList } from '../../../components/EmptyList';
import { ListBody, SearchInput, useListSearch } from '../../../components/ListParts';
import { useStock } from '../api';
import { StockList } from './StockList';

const ReturnStockModal = lazy(() => import('./ReturnStockModal'));
const ReleaseHoldModal = lazy(() => import('./ReleaseHoldModal'));
const PoliceRecordModal = lazy(() => import('./PoliceRecordModal'));
const LiftPoliceHoldModal = lazy(() => import('./LiftPoliceHoldModal'));

const ALL = 'all';
const STATUS_FILTERS = [
  ...STOCK_STATUSES.map((s) => ({ value: s, label: STOCK_STATUS_LABELS[s] })),
  { value: ALL, label: 'All statuses' },
];

type Props = {
  phone: boolean;
  canReturn: boolean;
  /** The office may end a buyback hold early. */
  canRelease: boolean;
  /** Managers record police holds and seizures; the office lifts a police hold. */
  canPolice: boolean;
  canLiftPolice: boolean;
  onSell: (item: StockItem) => void;
  /** The one store to list (the stock screen's choice); left out, every store in reach. */
  storeId?: string;
};

/** The Stock list: in stock by default, searchable, filtered by status. */
export function StockSection({
  phone,
  canReturn,
  canRelease,
  canPolice,
  canLiftPolice,
  onSell,
  storeId,
}: Props) {
  const { search, setSearch, debounced } = useListSearch();
  const [status, setStatus] = useState<StockStatus | null>('in_stock');
  const stock = useStock({ status, search: debounced, storeId });
  const items = stock.data ?? [];
  const [returning, setReturning] = useState<StockItem | null>(null);
  const [releasing, setReleasing] = useState<StockItem | null>(null);
  const [police, setPolice] = useState<{ item: StockItem; step: 'police-hold' | 'seize' } | null>(
    null,
  );
  const [lifting, setLifting] = useState<StockItem | null>(null);

  return (
    <Stack gap="sm" component="section" aria-labelledby="stock-heading">
      <Title order={2} size="h4" id="stock-heading">
        Stock
      </Title>
      <Flex direction={{ base: 'column', sm: 'row' }} gap="sm">
        <SearchInput
          aria-label="Search stock"
          placeholder="Search model or IMEI"
          value={search}
          onChange={setSearch}
          style={{ flex: 1 }}
        />
        <Select
          aria-label="Filter stock by status"
          size="md"
          data={STATUS_FILTERS}
          value={status ?? ALL}
          allowDeselect={false}
          onChange={(value) => setStatus(value && value !== ALL ? (value as StockStatus) : null)}
          w={{ base: '100%', sm: 200 }}
        />
      </Flex>
      <ListBody
        query={stock}
        count={items.length}
        loading="Loading stock"
        failed="Could not load the stock"
        empty={
          <EmptyList path="/api/stock">
            {debounced || status !== 'in_stock'
              ? 'No device matches this search.'
              : 'No devices in stock. Bought-back devices show here until they are sold.'}
          </EmptyList>
        }
      >
        <StockList
          items={items}
          phone={phone}
          onSell={onSell}
          onReturn={canReturn ? setReturning : undefined}
          onRelease={canRelease ? setReleasing : undefined}
          onPolice={canPolice ? (item, step) => setPolice({ item, step }) : undefined}
          onLiftPolice={canLiftPolice ? setLifting : undefined}
        />
      </ListBody>
      <Suspense fallback={null}>
        {returning && <ReturnStockModal item={returning} onClose={() => setReturning(null)} />}
        {releasing && <ReleaseHoldModal item={releasing} onClose={() => setReleasing(null)} />}
        {police && <PoliceRecordModal {...police} onClose={() => setPolice(null)} />}
        {lifting && <LiftPoliceHoldModal item={lifting} onClose={() => setLifting(null)} />}
      </Suspense>
    </Stack>
  );
}
