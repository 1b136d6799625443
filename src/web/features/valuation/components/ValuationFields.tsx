import {
  Chip,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { findModel } from '../../../../shared/catalogue';
import { CARRIERS, CARRIER_LABELS, SCREEN_CONDITIONS } from '../../../../shared/devices';
import {
  FUNCTIONAL_ISSUES,
  FUNCTIONAL_ISSUE_LABELS,
  OLDEST_YEAR,
  SCREEN_CONDITION_LABELS,
  type FunctionalIssue,
} from '../../../../shared/valuation';
import { BoundBrandModelPicker } from '../../../components/BrandModelPicker';
import { ColorSelect, ConditionSelect, StorageSelect } from '../../../components/DeviceSelects';
import { FormSection } from '../../../components/FormSection';
import { bindField } from '../../../lib/bind-field';
import classes from './ValuationModal.module.css';
import type { ValuationForm } from './valuation-form';

const CARRIER_OPTIONS = CARRIERS.map((c) => ({ value: c, label: CARRIER_LABELS[c] }));
const SCREEN_OPTIONS = SCREEN_CONDITIONS.map((c) => ({
  value: c,
  label: SCREEN_CONDITION_LABELS[c],
}));

type Props = {
  form: ValuationForm;
  /** The store a store user values for; others choose one of theirs (or none). */
  store: { fixed: string | null; choices: string[] };
  brandLocked: boolean;
};

/** The device the clerk holds, as docs/product.md (Fields) lists it. */
export function ValuationFields({ form, store, brandLocked }: Props) {
  const brand = bindField(form, 'brand');
  const model = bindField(form, 'model');
  const condition = bindField(form, 'condition');
  const year = bindField(form, 'yearReleased');
  const storage = bindField(form, 'storage');
  const color = bindField(form, 'color');
  const carrier = bindField(form, 'carrier');
  const screen = bindField(form, 'screenCondition');
  const battery = bindField(form, 'batteryHealth');
  const issues = bindField(form, 'functionalIssues');
  const box = bindField(form, 'hasOriginalBox');
  const charger = bindField(form, 'hasCharger');
  const storeName = bindField(form, 'storeName');
  const thisYear = new Date().getFullYear();

  const chooseModel = (name: string) => {
    model.onChange(name);
    // The catalogue knows when a listed model came out; the clerk may still correct it.
    const released = findModel(brand.value, name)?.releaseYear;
    if (released) year.onChange(released);
  };

  return (
    <Stack gap="lg">
      <FormSection title="Device">
        {store.fixed !== null ? (
          <TextInput label="Store" size="md" value={store.fixed} readOnly />
        ) : (
          <Select
            label="Store"
            size="md"
            placeholder="Any store"
            data={store.choices}
            value={storeName.value ?? null}
            onChange={(v) => storeName.onChange(v ?? undefined)}
          />
        )}
        <BoundBrandModelPicker
          brand={brand}
          model={model}
          onModelChange={chooseModel}
          brandLocked={brandLocked}
        />
        {/* Full width: the grade's example under it would push a grid cell's input out of line. */}
        <ConditionSelect field={condition} required explained />
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
          <NumberInput
            label="Year released"
            size="md"
            min={OLDEST_YEAR}
            max={thisYear}
            clampBehavior="none"
            allowDecimal={false}
            hideControls
            value={year.value}
            onChange={year.onChange}
            error={year.error}
          />
          <StorageSelect field={storage} brand={brand.value} model={model.value} />
          <ColorSelect field={color} />
          <Select
            label="Carrier"
            size="md"
            allowDeselect={false}
            data={CARRIER_OPTIONS}
            value={carrier.value}
            onChange={(v) => v && carrier.onChange(v as typeof carrier.value)}
          />
          <Select
            label="Screen condition"
            size="md"
            data={SCREEN_OPTIONS}
            value={screen.value ?? null}
            onChange={(v) => screen.onChange((v ?? undefined) as typeof screen.value)}
          />
          <NumberInput
            label="Battery health"
            size="md"
            min={0}
            max={100}
            clampBehavior="none"
            suffix="%"
            allowDecimal={false}
            hideControls
            value={battery.value}
            onChange={battery.onChange}
            error={battery.error}
          />
        </SimpleGrid>
        <Group gap="xl">
          <Switch
            label="Original box"
            size="md"
            classNames={{ body: classes.switchBody }}
            checked={box.value}
            onChange={(e) => box.onChange(e.currentTarget.checked)}
          />
          <Switch
            label="Charger"
            size="md"
            classNames={{ body: classes.switchBody }}
            checked={charger.value}
            onChange={(e) => charger.onChange(e.currentTarget.checked)}
          />
        </Group>
      </FormSection>
      <FormSection title="Functional issues">
        <Text fz="sm" c="dimmed" mt={-8}>
          Tap every fault the device has.
        </Text>
        <Chip.Group
          multiple
          value={issues.value}
          onChange={(v) => issues.onChange(v as FunctionalIssue[])}
        >
          <Group gap="xs">
            {FUNCTIONAL_ISSUES.map((issue) => (
              <Chip key={issue} value={issue} size="md" classNames={{ label: classes.chipLabel }}>
                {FUNCTIONAL_ISSUE_LABELS[issue]}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </FormSection>
    </Stack>
  );
}
