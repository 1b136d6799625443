import { PaymentFields } from '../../../components/PaymentFields';
import { bindField } from '../../../lib/bind-field';
import type { BuybackForm } from './buyback-form';

/** What the seller is paid and how. */
export function PaymentSection({ form }: { form: BuybackForm }) {
  return (
    <PaymentFields
      amountLabel="Agreed amount"
      amount={bindField(form, 'finalAmount')}
      method={bindField(form, 'paymentMethod')}
      notes={{
        field: form.register('notes'),
        error: form.formState.errors.notes?.message,
        description: 'Optional: accessories included, defects, anything agreed',
      }}
    />
  );
}
