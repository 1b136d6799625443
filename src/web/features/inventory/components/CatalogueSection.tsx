import { Alert, Badge, Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { INVENTORY_TOASTS, ITEM_KIND_LABELS, type CatalogItem } from '../../../../shared/inventory';
import { formatMoney } from '../../../../shared/format';
import { EmptyList } from '../../../components/EmptyList';
import { ListBody, SearchInput, useListSearch } from '../../../components/ListParts';
import { errorMessage } from '../../../lib/api';
import { toastSuccess } from '../../../lib/toast';
import { useCatalog, useImportCatalog } from '../api';

const CatalogItemModal = lazy(() => import('./CatalogItemModal'));

/** The largest file a first load may be: the server takes at most 5,000 items per import. */
const MAX_CSV_BYTES = 2_000_000;

/**
 * The chain's parts and accessories (office roles): searched, added, changed, and loaded all at
 * once from a CSV the first time. An import with a bad line stores nothing and names every line.
 */
export default function CatalogueSection() {
  const { search, setSearch, debounced } = useListSearch();
  const catalog = useCatalog(debounced);
  const importCsv = useImportCatalog();
  const [editing, setEditing] = useState<CatalogItem | 'new' | null>(null);
  const [importError, setImportError] = useState<string | null>(null);
  const items = catalog.data ?? [];

  const load = async (file: File | null) => {
    if (!file) return;
    setImportError(null);
    if (file.size > MAX_CSV_BYTES) {
      setImportError('The file is larger than 2 MB: split it into several imports.');
      return;
    }
    try {
      const result = await importCsv.mutateAsync(await file.text());
      toastSuccess({
        title: 'Imported',
        message: INVENTORY_TOASTS.imported(result.created, result.updated),
      });
    } catch (error) {
      setImportError(errorMessage(error, 'The file was not imported.'));
    }
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="catalogue-heading">
      <Title order={2} size="h3" id="catalogue-heading">
        Parts and accessories catalogue
      </Title>
      <Group gap="sm">
        <Button size="md" onClick={() => setEditing('new')}>
          Add an item
        </Button>
        <FileButton onChange={(file) => void load(file)} accept=".csv,text/csv">
          {(props) => (
            <Button size="md" variant="default" loading={importCsv.isPending} {...props}>
              Import a CSV
            </Button>
          )}
        </FileButton>
      </Group>
      <Text c="dimmed" fz="sm">
        A CSV starts with the line <code>sku,name,kind,cost,price,taxed,barcode,fits</code>; kind is
        part or accessory, fits lists models as “Apple iPhone 13; Apple iPhone 13 Pro”. An item
        whose SKU is already here is updated.
      </Text>
      {importError && (
        <Alert color="red" title="Nothing was imported" style={{ whiteSpace: 'pre-line' }}>
          {importError}
        </Alert>
      )}
      <SearchInput
        aria-label="Search the catalogue"
        placeholder="Name, SKU or barcode"
        value={search}
        onChange={setSearch}
      />
      <ListBody
        query={catalog}
        count={items.length}
        loading="Loading the catalogue"
        failed="Could not load the catalogue"
        empty={
          <EmptyList path="/api/catalog-items">
            {debounced
              ? 'No item matches this search.'
              : 'The catalogue is empty: add items or import a CSV.'}
          </EmptyList>
        }
      >
        <Stack gap="sm" role="list" aria-label="Catalogue items">
          {items.map((item) => (
            <Paper key={item.id} withBorder radius="md" p="sm" role="listitem">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600}>{item.name}</Text>
                  <Text fz="sm" c="dimmed">
                    {item.sku} · {ITEM_KIND_LABELS[item.kind]} · cost {formatMoney(item.cost)} ·
                    price {formatMoney(item.price)}
                    {item.barcode ? ` · ${item.barcode}` : ''}
                    {item.fits.length > 0
                      ? ` · fits ${item.fits.length} ${item.fits.length === 1 ? 'model' : 'models'}`
                      : ''}
                  </Text>
                </Stack>
                {!item.active && <Badge color="gray">Not sold</Badge>}
              </Group>
              <Button
                mt="xs"
                size="md"
                variant="light"
                aria-label={`Edit ${item.name}`}
                onClick={() => setEditing(item)}
              >
                Edit
              </Button>
            </Paper>
          ))}
        </Stack>
      </ListBody>
      <Suspense fallback={null}>
        {editing && (
          <CatalogItemModal
            item={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
          />
        )}
      </Suspense>
    </Stack>
  );
}
