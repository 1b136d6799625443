import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { ID_TYPES, ID_TYPE_LABELS } from '../../../../shared/buybacks';
import { EmailInput, PersonNameInput } from '../../../components/ContactFields';
import { FormSection } from '../../../components/FormSection';
import { PhoneInput } from '../../../components/PhoneInput';
import { PhotoPicker } from '../../../components/PhotoPicker';
import { bindField, registerField } from '../../../lib/bind-field';
import type { BuybackForm } from './buyback-form';

const ID_TYPE_OPTIONS = ID_TYPES.map((value) => ({ value, label: ID_TYPE_LABELS[value] }));

type Props = { form: BuybackForm; idPhoto: string; onIdPhoto: (dataUrl: string) => void };

/** Who sells the device, and the ID they showed: the record police ask for if it was stolen. */
export function SellerSection({ form, idPhoto, onIdPhoto }: Props) {
  const idType = bindField(form, 'idType');

  return (
    <FormSection title="Seller">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <PersonNameInput label="Seller name" required {...registerField(form, 'customerName')} />
        <PhoneInput label="Phone number" required {...registerField(form, 'customerPhone')} />
      </SimpleGrid>
      <EmailInput description="Optional" {...registerField(form, 'customerEmail')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Select
          label="ID type"
          required
          size="md"
          allowDeselect={false}
          data={ID_TYPE_OPTIONS}
          value={idType.value ?? null}
          onChange={(value) => idType.onChange((value ?? undefined) as typeof idType.value)}
          error={idType.error}
        />
        <TextInput
          label="ID number"
          required
          size="md"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          {...registerField(form, 'idNumber')}
        />
      </SimpleGrid>
      <PhotoPicker
        label="ID photo"
        description="Optional: the front of the seller's ID"
        value={idPhoto}
        onChange={onIdPhoto}
      />
    </FormSection>
  );
}
