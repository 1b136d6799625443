import { zodResolver } from '@hookform/resolvers/zod';
import {
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Group,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import type { SessionUser } from '../../../../shared/auth';
import {
  REPORT_AMOUNT_FIELDS,
  REPORT_MESSAGES,
  reportTotalsCents,
  ZDailyReportInput,
  type ReportAmountField,
} from '../../../../shared/daily-reports';
import { formatCents } from '../../../../shared/format';
import { MoneyInput } from '../../../components/MoneyInput';
import { SubmitButton, useSubmitState } from '../../../components/SubmitButton';
import { errorMessage } from '../../../lib/api';
import { toastError, toastSuccess } from '../../../lib/toast';
import { authKeys } from '../../auth/api';
import { useSubmitReport } from '../api';
import { saveLoginBlock } from '../../../lib/login-block';

/** Spec section 9: a store user is sent to the sign-in screen 2 s after the report. */
export const REDIRECT_AFTER_REPORT_MS = 2000;

export const AMOUNT_LABELS: Record<ReportAmountField, string> = {
  cardAmount: 'Card',
  cashAmount: 'Cash',
  financeAmount: 'Finance',
  repairRevenue: 'Repair revenue',
  deviceSales: 'Device sales',
  accessories: 'Accessories',
  waiverBuyback: 'Waiver buyback',
  purchasesPayouts: 'Purchases / payouts',
  devicesCost: 'Devices cost',
  taxes: 'Taxes',
  tips: 'Tips',
  refunds: 'Refunds',
};

type FormInput = z.input<typeof ZDailyReportInput>;
type FormOutput = z.output<typeof ZDailyReportInput>;

function emptyReport(): FormInput {
  return {
    ...(Object.fromEntries(REPORT_AMOUNT_FIELDS.map((f) => [f, 0])) as Record<
      ReportAmountField,
      number
    >),
    staffOnShift: '',
    googleReviews: 0,
    socialFollowers: 0,
    notes: '',
  };
}

/** Payment total, gross and net, worked out as the amounts are typed (cents). */
function LiveTotals({ control }: { control: Control<FormInput, unknown, FormOutput> }) {
  const values = useWatch({ control });
  const totals = reportTotalsCents(values);
  return <ReportTotalsList totals={totals} label="Live totals" />;
}

export function ReportTotalsList({
  totals,
  label,
}: {
  totals: { paymentTotal: number; grossTotal: number; netSales: number };
  label: string;
}) {
  const rows = [
    ['Payment total', totals.paymentTotal],
    ['Gross total', totals.grossTotal],
    ['Net sales', totals.netSales],
  ] as const;
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0" aria-label={label} role="group">
      <Stack gap={6} component="dl" m={0}>
        {rows.map(([name, cents]) => (
          <Group key={name} justify="space-between" wrap="nowrap" gap="sm">
            <Text component="dt" fw={name === 'Net sales' ? 700 : 500}>
              {name}
            </Text>
            <Text component="dd" m={0} fw={700} fz={name === 'Net sales' ? 'lg' : undefined}>
              {formatCents(cents)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

type Props = { user: SessionUser; storeId: string | null };

/** The day's takings and payouts; a store user is signed out once it is in (spec section 4). */
export function DailyReportForm({ user, storeId }: Props) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const submitReport = useSubmitReport();
  const submit = useSubmitState();
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);
  // Set once a store user's report is in: the form stays until the sign-out, refusing resubmits.
  const leaving = useRef(false);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ZDailyReportInput),
    defaultValues: emptyReport(),
  });

  const onSubmit = handleSubmit(async (values) => {
    if (leaving.current || submit.state === 'submitting' || submit.state === 'success') return;
    submit.start();
    const now = new Date();
    try {
      const result = await submitReport.mutateAsync({
        ...values,
        storeId: storeId ?? undefined,
        reportDate: now.toLocaleDateString('en-US'),
        reportTime: now.toLocaleTimeString('en-US'),
      });
      submit.succeed();
      if (result.nextLoginTime && user.role === 'store') {
        toastSuccess({
          title: REPORT_MESSAGES.submittedTitle,
          message:
            'You will be logged out in a moment. Sign-in reopens at 8:00 AM tomorrow, store time.',
        });
        saveLoginBlock(result.nextLoginTime);
        leaving.current = true;
        redirectTimer.current = setTimeout(() => {
          // The server has ended this session: drop everything cached for it.
          queryClient.removeQueries({
            predicate: (query) => query.queryKey[0] !== authKeys.user[0],
          });
          queryClient.setQueryData(authKeys.user, null);
          void navigate('/auth', { replace: true });
        }, REDIRECT_AFTER_REPORT_MS);
      } else {
        toastSuccess({ title: REPORT_MESSAGES.successTitle, message: REPORT_MESSAGES.success });
        submitReport.showSubmitted(storeId, result.report);
      }
    } catch (error) {
      submit.fail();
      toastError({
        title: REPORT_MESSAGES.errorTitle,
        message: errorMessage(error, REPORT_MESSAGES.errorFallback),
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Daily sales report">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm" verticalSpacing="sm">
          {REPORT_AMOUNT_FIELDS.map((field) => (
            <Controller
              key={field}
              control={control}
              name={field}
              render={({ field: { value, onChange, onBlur, name, ref } }) => (
                <MoneyInput
                  label={AMOUNT_LABELS[field]}
                  size="md"
                  name={name}
                  ref={ref}
                  value={value ?? ''}
                  onChange={onChange}
                  onBlur={onBlur}
                  step={0.01}
                  error={errors[field]?.message}
                />
              )}
            />
          ))}
        </SimpleGrid>
        <LiveTotals control={control} />
        <TextInput
          label="Staff on shift"
          size="md"
          placeholder="Who worked today"
          error={errors.staffOnShift?.message}
          {...register('staffOnShift')}
        />
        <SimpleGrid cols={2} spacing="sm">
          {(['googleReviews', 'socialFollowers'] as const).map((field) => (
            <Controller
              key={field}
              control={control}
              name={field}
              render={({ field: { value, onChange, onBlur, name, ref } }) => (
                <NumberInput
                  label={field === 'googleReviews' ? 'Google reviews' : 'Social followers'}
                  size="md"
                  name={name}
                  ref={ref}
                  value={value ?? ''}
                  onChange={onChange}
                  onBlur={onBlur}
                  min={0}
                  allowDecimal={false}
                  allowNegative={false}
                  hideControls
                  inputMode="numeric"
                  error={errors[field]?.message}
                />
              )}
            />
          ))}
        </SimpleGrid>
        <Textarea
          label="Notes"
          size="md"
          autosize
          minRows={2}
          maxRows={6}
          error={errors.notes?.message}
          {...register('notes')}
        />
        <SubmitButton state={submit.state} idleLabel="Submit Report" successLabel="Submitted" />
      </Stack>
    </form>
  );
}
