import { Autocomplete, SimpleGrid, TextInput } from '@mantine/core';
import { BoundBrandModelPicker } from '../../../components/BrandModelPicker';
import { FormSection } from '../../../components/FormSection';
import { bind, COLOR_SUGGESTIONS, type WaiverForm } from './waiver-form';

export function DeviceSection({ form }: { form: WaiverForm }) {
  const { register, formState } = form;
  const { errors } = formState;
  const brand = bind(form, 'deviceBrand');
  const model = bind(form, 'deviceModel');
  const color = bind(form, 'deviceColor');

  return (
    <FormSection title="Device">
      <BoundBrandModelPicker brand={brand} model={model} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Autocomplete
          label="Color"
          size="md"
          data={COLOR_SUGGESTIONS}
          value={color.value ?? ''}
          onChange={color.onChange}
          error={color.error}
        />
        <TextInput
          label="IMEI or serial number"
          description="Dial *#06# or see Settings › About"
          size="md"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={errors.imeiSerial?.message}
          {...register('imeiSerial')}
        />
      </SimpleGrid>
      <TextInput
        label="Passcode / unlock code"
        description="So the technician can test the repair. Never printed on the ticket."
        size="md"
        autoComplete="off"
        spellCheck={false}
        error={errors.devicePassword?.message}
        {...register('devicePassword')}
      />
    </FormSection>
  );
}
