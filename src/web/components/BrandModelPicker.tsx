import {
  Select,
  SimpleGrid,
  TextInput,
  type ComboboxItem,
  type OptionsFilter,
} from '@mantine/core';
import { useMemo, useRef, useState } from 'react';
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
  // What the clerk typed into the model search: "Other" starts the model name from it.
  const typed = useRef('');
  const typing = brand !== '' && !listed && (otherChosen || model !== '');

  const brandFilter: OptionsFilter = ({ options, search }) => {
    const found = new Set<string>(searchBrands(search));
    return flatten(options).filter((o) => found.has(o.value));
  };
  // In the search's order: the model the words name whole first, so Enter picks what was typed.
  const modelFilter: OptionsFilter = ({ options, search }) => {
    const byValue = new Map(flatten(options).map((o) => [o.value, o]));
    // 'Other' ends every list once, whether or not the search matched the catalogue's entry.
    const names = new Set([...searchModels(brand, search).map((m) => m.name), OTHER]);
    return [...names].flatMap((name) => byValue.get(name) ?? []);
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
          typed.current = '';
          onBrandChange(value ?? '');
          onModelChange('');
        }}
        selectFirstOptionOnChange
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
        value={listed ? model : typing ? OTHER : null}
        onSearchChange={(search) => {
          if (search !== OTHER && !models.includes(search)) typed.current = search.trim();
        }}
        onChange={(value) => {
          setOtherChosen(value === OTHER);
          if (value !== OTHER) typed.current = '';
          onModelChange(value === OTHER ? typed.current : (value ?? ''));
        }}
        selectFirstOptionOnChange
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
