import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import type { SessionUser } from '../../../../shared/auth';
import {
  REPORT_MESSAGES,
  reopenDay,
  ZDailyReportInput,
  type DailyReport,
} from '../../../../shared/daily-reports';
import { formatDateTime, formatMoney } from '../../../../shared/format';
import { SubmitButton, useSubmitState } from '../../../components/SubmitButton';
import { errorMessage } from '../../../lib/api';
import { saveLoginBlock } from '../../../lib/login-block';
import { toastError, toastSuccess } from '../../../lib/toast';
import { authKeys } from '../../auth/api';
import { useSubmitReport } from '../api';
import { useRecordedDay } from '../cash-drawer-api';
import { countNote, DrawerCount } from './DrawerCount';
import { ReportFields, reportDefaults, type ReportFieldValues } from './ReportFields';
import { ReportReview } from './ReportReview';

/** A store user is sent to the sign-in screen 2 s after the report (docs/product.md, Constants). */
export const REDIRECT_AFTER_REPORT_MS = 2000;

type FormOutput = z.output<typeof ZDailyReportInput>;

type Props = {
  user: SessionUser;
  /** The store chosen by someone who reaches several; null for a store's own accounts. */
  storeId: string | null;
  storeName: string;
  businessDate: string;
  /** What was filed before a manager reopened the day, to start from. */
  reopened: DailyReport | null;
};

/** What a manager said when reopening the day, above the form the counter files again. */
function ReopenedNotice({ report }: { report: DailyReport }) {
  const change = report.lastChange;
  return (
    <Alert color="blue" title="Reopened: file the day again">
      <Text fz="sm">
        {change?.byName ?? 'A manager'} reopened this report
        {change ? ` on ${formatDateTime(change.at)}` : ''}
        {change?.reason ? `: “${change.reason}”` : '.'} The form holds what was filed before.
      </Text>
    </Alert>
  );
}

/**
 * The day's takings and payouts. Submitting shows a review first (the day closes for the counter
 * until 8:00 AM); a store user is then signed out (docs/product.md, Daily report and the sign-in
 * block).
 */
export function DailyReportForm({ user, storeId, storeName, businessDate, reopened }: Props) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const submitReport = useSubmitReport();
  const day = useRecordedDay(storeId);
  const submit = useSubmitState();
  const [review, setReview] = useState<FormOutput | null>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);
  // Set once a store user's report is in: the form stays until the sign-out, refusing resubmits.
  const leaving = useRef(false);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReportFieldValues, unknown, FormOutput>({
    resolver: zodResolver(ZDailyReportInput),
    defaultValues: reportDefaults(reopened),
    mode: 'onTouched',
  });

  const onReview = handleSubmit((values) => {
    if (leaving.current || submit.state === 'submitting' || submit.state === 'success') return;
    setReview(values);
  });

  const file = async (values: FormOutput) => {
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
      setReview(null);
      if (result.nextLoginTime && user.role === 'store') {
        const day = reopenDay(new Date(result.nextLoginTime), new Date(), result.timeZone);
        toastSuccess({
          title: REPORT_MESSAGES.submittedTitle,
          message: `You will be logged out in a moment. Sign-in reopens at 8:00 AM ${day}, store time.`,
        });
        saveLoginBlock(result.nextLoginTime, {
          storeId: result.report.storeId,
          storeName: result.report.storeName,
          timeZone: result.timeZone,
          username: user.username,
        });
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
      setReview(null);
      toastError({
        title: REPORT_MESSAGES.errorTitle,
        message: errorMessage(error, REPORT_MESSAGES.errorFallback),
      });
    }
  };

  return (
    <form onSubmit={onReview} noValidate aria-label="Daily sales report">
      <Stack gap="md">
        {reopened && <ReopenedNotice report={reopened} />}
        <ReportFields
          control={control}
          register={register}
          errors={errors}
          recorded={day.data?.recorded}
        />
        {day.data && (
          <DrawerCount
            drawer={day.data.cashDrawer}
            storeId={storeId}
            control={control}
            errors={errors}
          />
        )}
        <SubmitButton state={submit.state} idleLabel="Review Report" successLabel="Submitted" />
      </Stack>
      <ReportReview
        values={review}
        storeName={storeName}
        businessDate={businessDate}
        signsOutFiler={user.role === 'store'}
        submitting={submit.state === 'submitting'}
        drawerNote={
          review?.countedCash !== undefined && day.data
            ? `Drawer count at close ${formatMoney(review.countedCash)}: ${countNote(day.data.cashDrawer, review.countedCash) ?? ''}`
            : null
        }
        onBack={() => setReview(null)}
        onSubmit={() => review && void file(review)}
      />
    </form>
  );
}
