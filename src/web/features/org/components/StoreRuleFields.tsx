import { SimpleGrid, Switch } from '@mantine/core';
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
  const age = bindField(form, 'buybackMinAge');
  const secondId = bindField(form, 'buybackSecondId');
  const report = bindField(form, 'policeReportHours');
  const retention = bindField(form, 'buybackRetentionYears');

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
          field={age}
          label="Seller's minimum age"
          description="Younger sellers are refused"
          min={16}
          max={99}
        />
        <WholeNumberInput
          field={{
            value: report.value ?? undefined,
            // Emptied, the store reports nothing: sent as null, not left unchanged.
            onChange: (hours) => report.onChange(hours ?? null),
            error: report.error,
          }}
          label="Police report due within (hours)"
          description="Each day's purchases, reported this soon; empty if the store reports none"
          min={1}
          max={720}
        />
        <WholeNumberInput
          field={retention}
          label="Keep buyback records (years)"
          description="At least as long as the longest rule that applies"
          min={1}
          max={30}
        />
        <Switch
          size="md"
          label="A second ID is required"
          description="Some codes ask for two IDs, one a government photo ID"
          checked={secondId.value ?? false}
          onChange={(e) => secondId.onChange(e.currentTarget.checked)}
        />
      </SimpleGrid>
    </FormSection>
  );
}
