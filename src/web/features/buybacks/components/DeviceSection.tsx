import { Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { CARRIERS, CARRIER_LABELS } from '../../../../shared/devices';
import { imeiProblem, normalizeImei, ZDeviceIdentifier } from '../../../../shared/imei';
import { BoundBrandModelPicker } from '../../../components/BrandModelPicker';
import { ColorSelect, ConditionSelect, StorageSelect } from '../../../components/DeviceSelects';
import { FormSection } from '../../../components/FormSection';
import { bindField } from '../../../lib/bind-field';
import type { BuybackForm } from './buyback-form';
import { ImeiHint } from './ImeiHint';

const CARRIER_OPTIONS = CARRIERS.map((c) => ({ value: c, label: CARRIER_LABELS[c] }));

/**
 * The identifier's problem as it is typed. Digits short of an IMEI get no message yet: the
 * clerk is still typing.
 */
function liveProblem(typed: string): string | undefined {
  const value = normalizeImei(typed.trim());
  if (value === '' || (/^\d+$/.test(value) && value.length < 15)) return undefined;
  return ZDeviceIdentifier.safeParse(value).error?.issues[0]?.message;
}

type Props = {
  form: BuybackForm;
  /** The buyback just recorded from this form: its own stock entry is not a second phone. */
  boughtId?: string;
};

export function DeviceSection({ form, boughtId }: Props) {
  const { register, formState, watch } = form;
  const brand = bindField(form, 'deviceBrand');
  const model = bindField(form, 'deviceModel');
  const storage = bindField(form, 'storage');
  const color = bindField(form, 'color');
  const carrier = bindField(form, 'carrier');
  const condition = bindField(form, 'condition');
  const imei = normalizeImei(watch('imei').trim());
  const checkable = /^\d{15}$/.test(imei) && imeiProblem(imei) === null;

  return (
    <FormSection title="Device">
      <BoundBrandModelPicker brand={brand} model={model} />
      <Stack gap="xs">
        <TextInput
          label="IMEI or serial number"
          description="Dial *#06# for the IMEI; tablets and watches may have a serial only"
          required
          size="md"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={24}
          error={formState.errors.imei?.message ?? liveProblem(watch('imei'))}
          {...register('imei')}
        />
        {checkable && <ImeiHint imei={imei} boughtId={boughtId} />}
      </Stack>
      {/* Optional details are not clearable (a 44 px × would crowd the field): picking the
          chosen option again empties it. */}
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <StorageSelect field={storage} brand={brand.value} model={model.value} />
        <ColorSelect field={color} />
        <Select
          label="Carrier"
          size="md"
          data={CARRIER_OPTIONS}
          value={carrier.value ?? null}
          onChange={(v) => carrier.onChange((v ?? undefined) as typeof carrier.value)}
          error={carrier.error}
        />
      </SimpleGrid>
      {/* Full width: the grade's example under it would push a grid cell's input out of line. */}
      <ConditionSelect field={condition} required explained />
      <Textarea
        label="Description and marks"
        description="Optional: scratches, engravings, stickers, a cracked corner; what tells this device apart"
        size="md"
        autosize
        minRows={2}
        maxLength={500}
        {...register('deviceMarks')}
      />
    </FormSection>
  );
}
