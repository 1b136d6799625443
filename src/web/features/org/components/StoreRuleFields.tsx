import { Checkbox, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import type { CreateStoreInput } from '../../../../shared/org';
import { FormSection } from '../../../components/FormSection';
import { bindField, registerField } from '../../../lib/bind-field';
import type { StoreFormValues } from './StoreFormModal';
import { WholeNumberInput } from './WholeNumberInput';

type Props = { form: UseFormReturn<StoreFormValues, unknown, CreateStoreInput> };

/**
 * The store's buyback rules (issue 26): what its city's or state's secondhand-dealer code asks
 * for. A change applies to purchases made after it.
 */
export function StoreRuleFields({ form }: Props) {
  const hold = bindField(form, 'buybackHoldDays');
  const minAge = bindField(form, 'buybackMinAge');
  const secondId = bindField(form, 'buybackSecondId');
  const reportHours = bindField(form, 'policeReportHours');
  const retention = bindField(form, 'recordRetentionYears');
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
        <WholeNumberInput
          field={minAge}
          label="Minimum seller age"
          description="Sellers younger than this are refused"
          min={16}
          max={25}
        />
        <WholeNumberInput
          field={reportHours}
          label="Police report deadline (hours)"
          description="Hours after midnight (store time) ends the day of the purchases; the report covers the calendar day, as the codes count it"
          min={1}
          max={168}
        />
        <WholeNumberInput
          field={retention}
          label="Keep buyback records (years)"
          description="At least as long as the longest rule that applies to the store"
          min={1}
          max={10}
        />
        <TextInput
          label="Police report e-mail"
          description="The day's buyback report is sent here; leave blank to export it by hand"
          type="email"
          size="md"
          {...registerField(form, 'policeReportEmail')}
        />
        <Checkbox
          mt={{ sm: 'xl' }}
          size="md"
          label="Require a second ID from each seller"
          description="For example New Jersey's two IDs, one a government photo ID"
          checked={!!secondId.value}
          onChange={(e) => secondId.onChange(e.currentTarget.checked)}
        />
      </SimpleGrid>
    </FormSection>
  );
}
