import { Autocomplete, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { formatCents } from '../../../../shared/format';
import { taxOn } from '../../../../shared/money-rules';
import { REPAIR_TYPES } from '../../../../shared/repairs';
import { percentToPpm } from '../../../../shared/store-money';
import { MoneyInput } from '../../../components/MoneyInput';
import { FormSection } from '../../../components/FormSection';
import { DepositFields } from './DepositFields';
import { bind, type WaiverForm } from './waiver-form';

/**
 * What the customer is told the estimate comes to: the store's sales tax is added to it (decision
 * 048), so the counter says so before the customer signs. Nothing when the store charges no tax.
 */
export function estimateTaxNote(cost: unknown, taxRate: number | null): string | undefined {
  if (!taxRate) return undefined;
  const typed = typeof cost === 'number' ? cost : Number(cost);
  if (cost === '' || !Number.isFinite(typed) || typed <= 0) return `Plus ${taxRate} % sales tax`;
  const cents = Math.round(typed * 100);
  const tax = taxOn(cents, percentToPpm(taxRate));
  return `Plus ${taxRate} % sales tax (${formatCents(tax)}): ${formatCents(cents + tax)} in all`;
}

type Props = {
  form: WaiverForm;
  /** The store's tax rate in percent; null while it loads or offline. */
  taxRate: number | null;
};

export function RepairSection({ form, taxRate }: Props) {
  const { register, formState } = form;
  const { errors } = formState;
  const repairType = bind(form, 'repairType');
  const cost = bind(form, 'estimatedCost');
  const company = form.watch('companyName');

  return (
    <FormSection title="Repair">
      <Textarea
        label="Problem description"
        description="What is wrong, in the customer's words"
        required
        size="md"
        autosize
        minRows={2}
        maxRows={6}
        error={errors.problemDescription?.message}
        {...register('problemDescription')}
      />
      <Textarea
        label="Issue found"
        description="Optional: what the technician sees at the counter (cracks, swelling, water marks)"
        size="md"
        autosize
        minRows={2}
        maxRows={6}
        error={errors.issueDescription?.message}
        {...register('issueDescription')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Autocomplete
          label="Repair type"
          required
          size="md"
          placeholder="e.g. Screen replacement"
          data={REPAIR_TYPES as readonly string[]}
          value={repairType.value}
          onChange={repairType.onChange}
          error={repairType.error}
        />
        <MoneyInput
          label="Estimated cost"
          description={estimateTaxNote(cost.value, taxRate)}
          required
          size="md"
          placeholder="$0.00"
          value={cost.value}
          onChange={cost.onChange}
          error={cost.error}
        />
      </SimpleGrid>
      <DepositFields form={form} />
      <TextInput
        label="Company"
        description="The store's company, printed on the ticket"
        size="md"
        readOnly
        value={company}
        error={errors.companyName?.message}
      />
      <Textarea
        label="Notes"
        description="Optional: accessories left with the device, existing damage, promises made"
        size="md"
        autosize
        minRows={2}
        maxRows={6}
        error={errors.additionalNotes?.message}
        {...register('additionalNotes')}
      />
    </FormSection>
  );
}
