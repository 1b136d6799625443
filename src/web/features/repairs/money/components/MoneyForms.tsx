import { Select, SegmentedControl, Input, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { TENDER_LABELS } from '../../../../../shared/balances';
import type { PaymentMethod } from '../../../../../shared/devices';
import { formatCents, formatDateTime, formatMoney } from '../../../../../shared/format';
import { newId } from '../../../../../shared/ids';
import {
  type NO_CHARGE_KINDS,
  REPAIR_MONEY_TOASTS,
  ZNoChargeInput,
  ZRefundInput,
  ZVerbalApprovalInput,
  type RepairMoney,
} from '../../../../../shared/repair-money';
import { MoneyInput } from '../../../../components/MoneyInput';
import { PaymentMethodField } from '../../../../components/PaymentMethodField';
import { useNoCharge, useRecordApproval, useRecordPayment, useRefund } from '../api';
import { RepairPaymentParts } from './RepairPaymentParts';
import {
  checkParts,
  newPart,
  partInput,
  type PartDraft,
  type PartErrors,
} from '../../../../lib/payment-parts';
import { InlineForm } from './InlineForm';

type FormProps = { repairId: string; money: RepairMoney; onDone: () => void };
type PayProps = FormProps & { customerId: string };

/** Field messages of a zod result, by the field's name. */
function fieldErrors(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) out[String(issue.path[0] ?? '')] ??= issue.message;
  return out;
}

/** A payment on account (before pickup): a deposit until the work is done, any split. */
export function TakePaymentForm({ repairId, customerId, money, onDone }: PayProps) {
  const balance = Math.round(money.balance * 100);
  const [parts, setParts] = useState<PartDraft[]>(() => [newPart('card', balance)]);
  const [errors, setErrors] = useState<PartErrors[]>([]);
  const [id] = useState(newId);
  const pay = useRecordPayment();
  const submit = async () => {
    const found = checkParts(parts);
    setErrors(found);
    if (found.some((e) => Object.keys(e).length > 0)) return null;
    const saved = await pay.mutateAsync({
      repairId,
      id,
      kind: 'payment',
      parts: parts.map(partInput),
    });
    return saved.queued ? 'It will be sent when the connection is back.' : 'Balance updated.';
  };
  return (
    <InlineForm
      title="Take a payment"
      submitLabel="Record payment"
      success={REPAIR_MONEY_TOASTS.paymentRecorded}
      onSubmit={submit}
      onCancel={onDone}
    >
      <RepairPaymentParts
        customerId={customerId}
        dueCents={balance}
        parts={parts}
        onChange={setParts}
        errors={errors}
      />
    </InlineForm>
  );
}

/** Money given back: any amount up to what was paid, or one payment voided whole (a manager). */
export function RefundForm({ repairId, money, onDone }: FormProps) {
  // A payment from a gift card or store credit voided goes back onto that balance (the server's).
  const voidable = money.entries.filter(
    (e) =>
      (e.kind === 'payment' || e.kind === 'deposit') &&
      !money.entries.some((other) => other.reversesId === e.id),
  );
  const [voidsEntryId, setVoids] = useState<string | null>(null);
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const [amount, setAmount] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [id] = useState(newId);
  const refund = useRefund(repairId);
  const voided = voidable.find((e) => e.id === voidsEntryId);
  const submit = async () => {
    const input = {
      id,
      method: voided ? voided.method : method,
      amount: voided ? String(voided.amount) : String(amount),
      reason,
      ...(voided ? { voidsEntryId: voided.id } : {}),
    };
    const parsed = ZRefundInput.safeParse(input);
    setErrors(parsed.success ? {} : fieldErrors(parsed.error.issues));
    if (!parsed.success) return null;
    await refund.mutateAsync(input);
    return `${formatMoney(Number(input.amount))} given back.`;
  };
  return (
    <InlineForm
      title="Refund or void"
      submitLabel={voided ? 'Void payment' : 'Record refund'}
      color="red"
      success={REPAIR_MONEY_TOASTS.refundRecorded}
      onSubmit={submit}
      onCancel={onDone}
    >
      <Select
        label="Void a payment"
        description={`Optional: takes one payment back whole. Refunds above ${formatMoney(money.refundLimit)} and voids need a manager.`}
        size="md"
        clearable
        placeholder="No: refund an amount"
        data={voidable.map((e) => ({
          value: e.id,
          label: `${formatMoney(e.amount)} ${TENDER_LABELS[e.method]}${e.reference ? ` ${e.reference}` : ''} · ${formatDateTime(e.takenAt)}`,
        }))}
        value={voidsEntryId}
        onChange={setVoids}
      />
      {!voided && (
        <>
          <PaymentMethodField value={method} onChange={setMethod} error={errors.method} />
          <MoneyInput
            label="Amount to give back"
            description={`Paid so far ${formatMoney(money.paid)}`}
            required
            size="md"
            value={amount}
            onChange={setAmount}
            error={errors.amount}
          />
        </>
      )}
      <ReasonField value={reason} onChange={setReason} error={errors.reason} />
    </InlineForm>
  );
}

/** The customer said yes (or no) to the new price in person or on the phone. */
export function ApprovalForm({ repairId, onDone }: Omit<FormProps, 'money'>) {
  const [decision, setDecision] = useState<'approved' | 'declined'>('approved');
  const [takenFrom, setTakenFrom] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const record = useRecordApproval(repairId);
  const submit = async () => {
    const parsed = ZVerbalApprovalInput.safeParse({ decision, takenFrom });
    setErrors(parsed.success ? {} : fieldErrors(parsed.error.issues));
    if (!parsed.success) return null;
    await record.mutateAsync(parsed.data);
    return decision === 'approved' ? 'Work can go on.' : 'The customer declined the new price.';
  };
  return (
    <InlineForm
      title="Record the customer's answer"
      submitLabel="Record answer"
      success={REPAIR_MONEY_TOASTS.approvalRecorded}
      onSubmit={submit}
      onCancel={onDone}
    >
      <ChoiceField
        label="The customer"
        options={{ approved: 'Approved', declined: 'Declined' }}
        value={decision}
        onChange={setDecision}
      />
      <TextInput
        label="Who approved, and how"
        description="For example: Jane Doe, by phone"
        required
        size="md"
        maxLength={120}
        value={takenFrom}
        onChange={(e) => setTakenFrom(e.currentTarget.value)}
        error={errors.takenFrom}
      />
    </InlineForm>
  );
}

/** A manager waives what is owed: a warranty return or goodwill, with why. */
export function NoChargeForm({ repairId, money, onDone }: FormProps) {
  const [kind, setKind] = useState<(typeof NO_CHARGE_KINDS)[number]>(
    money.warranty.returnOf ? 'warranty' : 'goodwill',
  );
  const [reason, setReason] = useState(
    money.warranty.returnOf ? `Warranty of ${money.warranty.returnOf.ticketNumber}` : '',
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mark = useNoCharge(repairId);
  const submit = async () => {
    const parsed = ZNoChargeInput.safeParse({ kind, reason });
    setErrors(parsed.success ? {} : fieldErrors(parsed.error.issues));
    if (!parsed.success) return null;
    await mark.mutateAsync(parsed.data);
    return `Nothing more is owed (was ${formatCents(Math.round(money.balance * 100))}).`;
  };
  return (
    <InlineForm
      title="No charge"
      submitLabel="Mark no charge"
      success={REPAIR_MONEY_TOASTS.noChargeRecorded}
      onSubmit={submit}
      onCancel={onDone}
    >
      <ChoiceField
        label="Why"
        options={{ warranty: 'Warranty', goodwill: 'Goodwill' }}
        value={kind}
        onChange={setKind}
      />
      <ReasonField value={reason} onChange={setReason} error={errors.reason} />
    </InlineForm>
  );
}

/** One of a few answers, side by side: a finger picks one. */
function ChoiceField<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: Record<T, string>;
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <Input.Wrapper label={label} size="md" labelElement="div">
      <SegmentedControl
        fullWidth
        size="md"
        mt={4}
        aria-label={label}
        data={(Object.keys(options) as T[]).map((v) => ({ value: v, label: options[v] }))}
        value={value}
        onChange={(v) => onChange(v as T)}
      />
    </Input.Wrapper>
  );
}

/** Why money is given back or waived: required, kept with the row in the ledger. */
function ReasonField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <Textarea
      label="Reason"
      required
      size="md"
      autosize
      minRows={2}
      maxLength={500}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
    />
  );
}
