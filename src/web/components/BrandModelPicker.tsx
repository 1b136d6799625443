import {
  Select,
  SimpleGrid,
  TextInput,
  type ComboboxItem,
  type OptionsFilter,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { BRANDS, modelsOf, searchBrands, searchModels } from '../../shared/catalogue';

/** The catch-all entry that ends every brand's list: the clerk types the model instead. */
const OTHER = 'Other';

type Props = {
  brand: string;
  model: string;
  onBrandChange: (brand: string) => void;
  onModelChange: (model: string) => void;
  brandError?: string;
  modelError?: string;
  /** The brand comes from the account (a brand-only store) and cannot be changed here. */
  brandLocked?: boolean;
};

function flatten(options: Parameters<OptionsFilter>[0]['options']): ComboboxItem[] {
  return options.flatMap((o) => ('items' in o ? o.items : [o]));
}

/**
 * Brand, then model, from the offline device catalogue. Searching tolerates the way people
 * abbreviate ("s24u", "16 pm"); a device missing from the list is checked in as 'Other' with
 * its model typed by hand.
 */
export function BrandModelPicker({
  brand,
  model,
  onBrandChange,
  onModelChange,
  brandError,
  modelError,
  brandLocked = false,
}: Props) {
  const models = useMemo(() => modelsOf(brand).map((m) => m.name), [brand]);
  const listed = model !== '' && models.includes(model) && model !== OTHER;
  // 'Other' chosen with nothing typed yet still shows the free-text field.
  const [otherChosen, setOtherChosen] = useState(false);
  const typing = brand !== '' && !listed && (otherChosen || model !== '');

  const brandFilter: OptionsFilter = ({ options, search }) => {
    const found = new Set<string>(searchBrands(search));
    return flatten(options).filter((o) => found.has(o.value));
  };
  const modelFilter: OptionsFilter = ({ options, search, limit }) => {
    const found = new Set(searchModels(brand, search, limit).map((m) => m.name));
    found.add(OTHER);
    return flatten(options).filter((o) => found.has(o.value));
  };

  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <Select
        label="Brand"
        placeholder="Search brands"
        required
        searchable
        size="md"
        data={BRANDS as readonly string[]}
        readOnly={brandLocked}
        value={brand || null}
        onChange={(value) => {
          setOtherChosen(false);
          onBrandChange(value ?? '');
          onModelChange('');
        }}
        filter={brandFilter}
        nothingFoundMessage="No brand by that name"
        error={brandError}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label="Model"
        placeholder={brand ? 'Search models' : 'Choose a brand first'}
        required
        searchable
        size="md"
        disabled={!brand}
        data={models}
        limit={50}
        value={listed ? model : typing ? OTHER : null}
        onChange={(value) => {
          setOtherChosen(value === OTHER);
          onModelChange(value && value !== OTHER ? value : '');
        }}
        filter={modelFilter}
        nothingFoundMessage="Not listed: choose Other"
        error={typing ? undefined : modelError}
      />
      {typing && (
        <TextInput
          label="Model name"
          description="Type the model as written on the device or its box"
          required
          size="md"
          autoFocus
          value={model}
          onChange={(e) => onModelChange(e.currentTarget.value)}
          error={modelError}
          style={{ gridColumn: '1 / -1' }}
        />
      )}
    </SimpleGrid>
  );
}

/** A form field as bindField gives it: its value, its change handler and its message. */
type BoundText = { value: string; onChange: (value: string) => void; error?: string };

/** The picker on two form fields (bindField), as the forms that check a device in use it. */
export function BoundBrandModelPicker({
  brand,
  model,
  ...rest
}: { brand: BoundText; model: BoundText } & Partial<Pick<Props, 'onModelChange' | 'brandLocked'>>) {
  return (
    <BrandModelPicker
      brand={brand.value}
      model={model.value}
      onBrandChange={brand.onChange}
      onModelChange={model.onChange}
      brandError={brand.error}
      modelError={model.error}
      {...rest}
    />
  );
}
