import {
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { ITEM_KIND_LABELS, type StockLine } from '../../../../shared/inventory';
import { formatCents } from '../../../../shared/format';
import { EmptyList } from '../../../components/EmptyList';
import { ListBody, SearchInput, useListSearch } from '../../../components/ListParts';
import { useInventory } from '../api';
import type { StockPanelProps } from './StockScreen';

const ItemDetailModal = lazy(() => import('./ItemDetailModal'));

const PAGE = 50;
/** The most one list shows: past it, a search finds an item faster than scrolling. */
const MAX_SHOWN = 200;
const money = (dollars: number) => formatCents(Math.round(dollars * 100));

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <div>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}

/** The store's parts and accessories: what is on hand, held for repairs, available and low. */
export default function ItemsPanel({ storeId, manages }: StockPanelProps) {
  const { search, setSearch, debounced } = useListSearch();
  const [show, setShow] = useState<'stocked' | 'low' | 'all'>('stocked');
  const [limit, setLimit] = useState(PAGE);
  const [open, setOpen] = useState<StockLine | null>(null);
  const query = useInventory({
    storeId,
    search: debounced,
    stocked: show === 'all' ? undefined : 'true',
    low: show === 'low' ? 'true' : undefined,
    limit,
  });
  const page = query.data;
  const lines = page?.lines ?? [];

  return (
    <Stack gap="md">
      {page && (
        <SimpleGrid cols={3} spacing="sm">
          <Figure label="Items stocked" value={page.totals.items} />
          <Figure label="Low" value={page.totals.low} />
          <Figure label="Value at cost" value={money(page.totals.value)} />
        </SimpleGrid>
      )}
      <SearchInput
        aria-label="Search parts and accessories"
        placeholder="Name, SKU or barcode"
        value={search}
        onChange={setSearch}
      />
      <SegmentedControl
        aria-label="Which items"
        size="md"
        value={show}
        onChange={(v) => setShow(v as typeof show)}
        data={[
          { value: 'stocked', label: 'Stocked' },
          { value: 'low', label: 'Low' },
          { value: 'all', label: 'Catalogue' },
        ]}
      />
      <ListBody
        query={query}
        count={lines.length}
        loading="Loading stock"
        failed="Could not load the stock"
        empty={
          <EmptyList path="/api/inventory">
            {debounced
              ? 'No item matches this search.'
              : show === 'low'
                ? 'Nothing is below its minimum.'
                : 'No parts or accessories here yet: receive an order or a transfer to stock the shelf.'}
          </EmptyList>
        }
      >
        <Stack gap="sm" role="list" aria-label="Parts and accessories">
          {lines.map((line) => (
            <Paper key={line.item.id} withBorder radius="md" p="sm" role="listitem">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600}>{line.item.name}</Text>
                  <Text fz="sm" c="dimmed">
                    {line.item.sku} · {ITEM_KIND_LABELS[line.item.kind]} · {money(line.item.price)}
                  </Text>
                </Stack>
                {line.low && (
                  <Badge color="red" variant="light">
                    Low
                  </Badge>
                )}
              </Group>
              <SimpleGrid cols={{ base: 4, sm: 6 }} spacing="xs" mt="xs">
                <Figure label="On hand" value={line.onHand} />
                <Figure label="Held" value={line.reserved} />
                <Figure label="Available" value={line.available} />
                <Figure label="Minimum" value={line.minimum} />
                <Figure label="On order" value={line.onOrder} />
                <Figure label="Value" value={money(line.value)} />
              </SimpleGrid>
              <Button
                mt="xs"
                size="md"
                variant="light"
                aria-label={`${manages ? 'History and minimum' : 'History'} of ${line.item.name}`}
                onClick={() => setOpen(line)}
              >
                {manages ? 'History and minimum' : 'History'}
              </Button>
            </Paper>
          ))}
        </Stack>
        {page?.hasMore &&
          (limit < MAX_SHOWN ? (
            <Button size="md" variant="default" onClick={() => setLimit((n) => n + PAGE)}>
              Show more
            </Button>
          ) : (
            <Text c="dimmed">Search by name, SKU or barcode to find the rest.</Text>
          ))}
      </ListBody>
      <Suspense fallback={null}>
        {open && (
          <ItemDetailModal
            line={open}
            storeId={storeId}
            manages={manages}
            onClose={() => setOpen(null)}
          />
        )}
      </Suspense>
    </Stack>
  );
}
