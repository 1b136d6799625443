import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { ID_TYPES, ID_TYPE_LABELS } from '../../../../shared/buybacks';
import { EmailInput, PersonNameInput } from '../../../components/ContactFields';
import { FormSection } from '../../../components/FormSection';
import { PhoneInput } from '../../../components/PhoneInput';
import { PhotoPicker } from '../../../components/PhotoPicker';
import { bindField, registerField } from '../../../lib/bind-field';
import type { BuybackForm } from './buyback-form';
import { SecondIdFields } from './SecondIdFields';

const ID_TYPE_OPTIONS = ID_TYPES.map((value) => ({ value, label: ID_TYPE_LABELS[value] }));

type Props = {
  form: BuybackForm;
  idPhoto: string;
  onIdPhoto: (dataUrl: string) => void;
  /** The store's rules ask for a second ID. */
  secondIdRequired: boolean;
};

/**
 * Who sells the device, and the IDs they showed: the record police ask for if it was stolen
 * (seller's address, birth date, the ID's issuer and expiry).
 */
export function SellerSection({ form, idPhoto, onIdPhoto, secondIdRequired }: Props) {
  const idType = bindField(form, 'idType');

  return (
    <FormSection title="Seller">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <PersonNameInput label="Seller name" required {...registerField(form, 'customerName')} />
        <PhoneInput label="Phone number" required {...registerField(form, 'customerPhone')} />
      </SimpleGrid>
      <EmailInput description="Optional" {...registerField(form, 'customerEmail')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label="Date of birth"
          required
          type="date"
          size="md"
          autoComplete="off"
          {...registerField(form, 'sellerBirthDate')}
        />
        <TextInput
          label="Address"
          description="Street, city, state and ZIP"
          required
          size="md"
          autoComplete="off"
          {...registerField(form, 'sellerAddress')}
        />
      </SimpleGrid>
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
        <TextInput
          label="ID issued by"
          description="State or country"
          required
          size="md"
          autoComplete="off"
          {...registerField(form, 'idIssuer')}
        />
        <TextInput
          label="ID expires"
          required
          type="date"
          size="md"
          {...registerField(form, 'idExpiry')}
        />
      </SimpleGrid>
      <SecondIdFields form={form} required={secondIdRequired} />
      <PhotoPicker
        label="ID photo"
        description="Optional: the front of the seller's ID"
        value={idPhoto}
        onChange={onIdPhoto}
      />
    </FormSection>
  );
}
