import {
  Alert,
  Button,
  Checkbox,
  CloseButton,
  Group,
  Select,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { BRANDS, modelsOf } from '../../../../shared/catalogue';
import {
  INVENTORY_TOASTS,
  ITEM_KIND_LABELS,
  ITEM_KINDS,
  ZCatalogItemInput,
  type CatalogItem,
  type CatalogItemInput,
  type Fit,
  type ItemKind,
} from '../../../../shared/inventory';
import { MoneyInput } from '../../../components/MoneyInput';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { errorMessage } from '../../../lib/api';
import { fieldErrors } from '../../../lib/field-errors';
import { staleRecord } from '../../../lib/server-errors';
import { toastSuccess } from '../../../lib/toast';
import { useSaveItem } from '../api';

type Errors = Partial<Record<keyof CatalogItemInput, string>>;

/** Which device models a part fits, picked brand then model from the device catalogue. */
function FitsField({ fits, onChange }: { fits: Fit[]; onChange: (fits: Fit[]) => void }) {
  const [brand, setBrand] = useState<string | null>(null);
  const models = brand ? modelsOf(brand).filter((m) => m.name !== 'Other') : [];
  const add = (model: string | null) => {
    if (!brand || !model || fits.some((f) => f.brand === brand && f.model === model)) return;
    onChange([...fits, { brand, model }]);
  };
  return (
    <Stack gap="xs" role="group" aria-label="Fits these models">
      <Text fw={600}>Fits these models</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <Select
          label="Brand"
          size="md"
          searchable
          data={[...BRANDS]}
          value={brand}
          onChange={setBrand}
        />
        <Select
          label="Add a model"
          size="md"
          searchable
          disabled={!brand}
          data={models.map((m) => m.name)}
          value={null}
          onChange={add}
          nothingFoundMessage="No model by that name"
        />
      </SimpleGrid>
      {fits.length === 0 ? (
        <Text c="dimmed" fz="sm">
          Accessories may fit any device; a part should name the models it fits.
        </Text>
      ) : (
        <Group gap={6}>
          {fits.map((f) => (
            <Group key={`${f.brand} ${f.model}`} gap={0} wrap="nowrap">
              <Text fz="sm">
                {f.brand} {f.model}
              </Text>
              <CloseButton
                size="xl"
                aria-label={`Remove ${f.brand} ${f.model}`}
                onClick={() => onChange(fits.filter((x) => x !== f))}
              />
            </Group>
          ))}
        </Group>
      )}
    </Stack>
  );
}

/** Adding or changing a catalogue item (the office's): what it is, costs, sells for and fits. */
export default function CatalogItemModal({
  item,
  onClose,
}: {
  item: CatalogItem | null;
  onClose: () => void;
}) {
  const save = useSaveItem(item?.id ?? null);
  const [sku, setSku] = useState(item?.sku ?? '');
  const [name, setName] = useState(item?.name ?? '');
  const [kind, setKind] = useState<ItemKind>(item?.kind ?? 'part');
  const [cost, setCost] = useState<number | string>(item?.cost ?? '');
  const [price, setPrice] = useState<number | string>(item?.price ?? '');
  const [taxed, setTaxed] = useState(item?.taxed ?? true);
  const [barcode, setBarcode] = useState(item?.barcode ?? '');
  const [fits, setFits] = useState<Fit[]>(item?.fits ?? []);
  const [active, setActive] = useState(item?.active ?? true);
  // The item as the form shows it: a save refused as stale shows the newer one (issue 37).
  const [version, setVersion] = useState(item?.updatedAt);
  const show = (current: CatalogItem) => {
    setSku(current.sku);
    setName(current.name);
    setKind(current.kind);
    setCost(current.cost);
    setPrice(current.price);
    setTaxed(current.taxed);
    setBarcode(current.barcode ?? '');
    setFits(current.fits);
    setActive(current.active);
    setVersion(current.updatedAt);
  };
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async () => {
    const input: CatalogItemInput = {
      sku,
      name,
      kind,
      cost: String(cost),
      price: String(price),
      taxed,
      barcode,
      fits,
      active,
      ...(version ? { version } : {}),
    };
    const parsed = ZCatalogItemInput.safeParse(input);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        found[issue.path[0] as keyof Errors] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setFormError(null);
    try {
      await save.mutateAsync(input);
      toastSuccess({ title: 'Saved', message: INVENTORY_TOASTS.itemSaved });
      onClose();
    } catch (error) {
      const current = staleRecord<CatalogItem>(error);
      if (current) show(current);
      const fields = fieldErrors(error);
      if (Object.keys(fields).length > 0) setErrors(fields as Errors);
      else setFormError(errorMessage(error, 'The item was not saved.'));
    }
  };

  return (
    <ResponsiveModal title={item ? `Edit ${item.name}` : 'New catalogue item'} onClose={onClose}>
      <Stack gap="md">
        <SegmentedControl
          aria-label="Kind"
          size="md"
          value={kind}
          onChange={(v) => setKind(v as ItemKind)}
          data={ITEM_KINDS.map((k) => ({ value: k, label: ITEM_KIND_LABELS[k] }))}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="SKU"
            required
            size="md"
            value={sku}
            onChange={(e) => setSku(e.currentTarget.value)}
            error={errors.sku}
          />
          <TextInput
            label="Barcode"
            size="md"
            value={barcode}
            onChange={(e) => setBarcode(e.currentTarget.value)}
            error={errors.barcode}
          />
        </SimpleGrid>
        <TextInput
          label="Name"
          required
          size="md"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
        />
        <SimpleGrid cols={2} spacing="sm">
          <MoneyInput
            label="Cost"
            required
            size="md"
            value={cost}
            onChange={setCost}
            error={errors.cost}
          />
          <MoneyInput
            label="Price"
            required
            size="md"
            value={price}
            onChange={setPrice}
            error={errors.price}
          />
        </SimpleGrid>
        <Checkbox
          label="Taxed at the store's rate"
          checked={taxed}
          onChange={(e) => setTaxed(e.currentTarget.checked)}
        />
        <FitsField fits={fits} onChange={setFits} />
        {item && (
          <Checkbox
            label="Still sold (untick to keep its history but stop offering it)"
            checked={active}
            onChange={(e) => setActive(e.currentTarget.checked)}
          />
        )}
        {formError && (
          <Alert color="red" title="Not saved">
            {formError}
          </Alert>
        )}
        <Group grow gap="sm">
          <Button size="md" variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button size="md" loading={save.isPending} onClick={() => void submit()}>
            Save item
          </Button>
        </Group>
      </Stack>
    </ResponsiveModal>
  );
}
