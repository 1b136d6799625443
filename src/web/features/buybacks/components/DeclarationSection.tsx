import { Blockquote, Checkbox, Select } from '@mantine/core';
import { OWNED_FOR, OWNED_FOR_LABELS, sellerDeclaration } from '../../../../shared/buyback-seller';
import { FormSection } from '../../../components/FormSection';
import { bindField } from '../../../lib/bind-field';
import type { BuybackForm } from './buyback-form';

const OWNED_OPTIONS = OWNED_FOR.map((value) => ({ value, label: OWNED_FOR_LABELS[value] }));

type Props = { form: BuybackForm; minAge: number };

/**
 * The seller's declaration, as the bill of sale prints it: lawful owner, of age, the information
 * true, and how long they have owned the device. The seller reads it and ticks the box themselves.
 */
export function DeclarationSection({ form, minAge }: Props) {
  const ownedFor = bindField(form, 'ownedFor');
  const declared = bindField(form, 'declaration');
  return (
    <FormSection title="Seller's declaration">
      <Select
        label="Owned the device for"
        required
        size="md"
        allowDeselect={false}
        data={OWNED_OPTIONS}
        value={ownedFor.value ?? null}
        onChange={(value) => ownedFor.onChange((value ?? undefined) as typeof ownedFor.value)}
        error={ownedFor.error}
      />
      <Blockquote p="sm" id="seller-declaration">
        {sellerDeclaration({ minAge, ownedFor: ownedFor.value ?? null })}
      </Blockquote>
      <Checkbox
        size="md"
        label="The seller has read and makes this declaration"
        aria-describedby="seller-declaration"
        checked={declared.value}
        onChange={(e) => declared.onChange(e.currentTarget.checked)}
        error={declared.error}
      />
    </FormSection>
  );
}
