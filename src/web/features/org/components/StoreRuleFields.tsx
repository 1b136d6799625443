import { SimpleGrid } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import type { CreateStoreInput } from '../../../../shared/org';
import { FormSection } from '../../../components/FormSection';
import { bindField } from '../../../lib/bind-field';
import type { StoreFormValues } from './StoreFormModal';
import { WholeNumberInput } from './WholeNumberInput';

type Props = { form: UseFormReturn<StoreFormValues, unknown, CreateStoreInput> };

/**
 * The store's buyback rules (issue 26): what its city's or state's secondhand-dealer code asks
 * for. A change applies to purchases made after it.
 */
export function StoreRuleFields({ form }: Props) {
  const hold = bindField(form, 'buybackHoldDays');
  return (
    <FormSection title="Buyback rules">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <WholeNumberInput
          field={hold}
          label="Hold period (days)"
          description="A device bought back waits this long before it may be sold; 0 for none"
          min={0}
          max={90}
        />
      </SimpleGrid>
    </FormSection>
  );
}
