import { NumberInput, SimpleGrid } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import type { CreateStoreInput } from '../../../../shared/org';
import { warrantyMismatch } from '../../../../shared/warranty-terms';
import { FormSection } from '../../../components/FormSection';
import { MoneyInput } from '../../../components/MoneyInput';
import { bindField } from '../../../lib/bind-field';
import { useCurrentTerms } from '../../terms/api';
import type { StoreFormValues } from './StoreFormModal';
import { numberOrNothing, WholeNumberInput } from './WholeNumberInput';

type Props = {
  form: UseFormReturn<StoreFormValues, unknown, CreateStoreInput>;
  /** The store being edited: its repair terms are checked against the warranty typed. */
  store?: { id: string; name: string } | undefined;
};

/**
 * The store's money settings (issue 18): the tax its repairs are charged, how far a final price
 * may pass the estimate before the customer approves, the refund a clerk may give and the price
 * a clerk may set on their own,
 * how long its repairs are under warranty, and how its buyback offers follow the market.
 */
export function StoreMoneyFields({ form, store }: Props) {
  const terms = useCurrentTerms('repair', store?.id);
  const taxRate = bindField(form, 'taxRate');
  const percent = bindField(form, 'approvalLimitPercent');
  const amount = bindField(form, 'approvalLimitAmount');
  const refund = bindField(form, 'refundLimit');
  const counterLimit = bindField(form, 'counterLimit');
  const drawerAlert = bindField(form, 'drawerAlert');
  const warranty = bindField(form, 'warrantyDays');
  const offer = bindField(form, 'buybackOfferPercent');
  const margin = bindField(form, 'buybackMarginPercent');

  return (
    <FormSection title="Money">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NumberInput
          label="Sales tax rate (%)"
          description="Charged on taxed repair lines, e.g. 8.875; 0 where none is due"
          size="md"
          min={0}
          max={25}
          decimalScale={4}
          clampBehavior="none"
          hideControls
          inputMode="decimal"
          value={taxRate.value ?? ''}
          onChange={(v) => taxRate.onChange(numberOrNothing(v))}
          error={taxRate.error}
        />
        <WholeNumberInput
          field={warranty}
          label="Warranty (days)"
          description={
            warrantyNote(terms.data?.body, store?.name, warranty.value) ??
            'How long a repair is covered after pickup'
          }
          min={0}
          max={730}
        />
        <WholeNumberInput
          field={percent}
          label="Approval above estimate (%)"
          description="A final price this far over the estimate waits for the customer's approval"
          min={0}
          max={100}
        />
        <MoneyInput
          label="Approval above estimate ($)"
          description="Or this many dollars over, whichever is larger"
          size="md"
          value={amount.value as number | string}
          onChange={amount.onChange}
          error={amount.error}
        />
        <MoneyInput
          label="Refund limit"
          description="Refunds above it need a manager"
          size="md"
          value={refund.value as number | string}
          onChange={refund.onChange}
          error={refund.error}
        />
        <MoneyInput
          label="Counter price limit"
          description="A repair price above it needs a manager"
          size="md"
          value={counterLimit.value as number | string}
          onChange={counterLimit.onChange}
          error={counterLimit.error}
        />
        <MoneyInput
          label="Drawer alert"
          description="Over or short at close by more alerts the managers"
          size="md"
          value={drawerAlert.value as number | string}
          onChange={drawerAlert.onChange}
          error={drawerAlert.error}
        />
        <WholeNumberInput
          field={offer}
          label="Buyback offer (% of market)"
          description="How close offers come to the market's trade-in offer, e.g. 90"
          min={50}
          max={100}
        />
        <WholeNumberInput
          field={margin}
          label="Resale margin (%)"
          description="Kept on resale after repairs: offers never leave less"
          min={0}
          max={60}
        />
      </SimpleGrid>
    </FormSection>
  );
}

/** Where the store's repair terms name another warranty than the days typed, says so. */
function warrantyNote(body: string | undefined, name: string | undefined, typed: unknown) {
  const days = typeof typed === 'number' ? typed : Number(typed);
  if (!body || !name || typed === '' || !Number.isInteger(days)) return null;
  return warrantyMismatch(
    body,
    [{ name, warrantyDays: days }],
    "Make them agree: change the days here, or the store's repair terms in Admin → Terms.",
  );
}
