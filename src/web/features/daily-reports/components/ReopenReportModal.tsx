import { zodResolver } from '@hookform/resolvers/zod';
import { Text, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import {
  REPORT_MESSAGES,
  ZReopenReportInput,
  type ReconciliationEntry,
  type ReopenReportInput,
} from '../../../../shared/daily-reports';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { errorMessage } from '../../../lib/api';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useChangeReport } from '../api';
import { businessDay } from './ReconciliationLine';

type Props = { report: ReconciliationEntry; onClose: () => void };

/** Reopens today's report, with a reason: the store's counter can sign in and file it again. */
export function ReopenReportModal({ report, onClose }: Props) {
  const { reopen } = useChangeReport();
  const form = useForm<ReopenReportInput>({
    resolver: zodResolver(ZReopenReportInput),
    defaultValues: { reason: '' },
  });

  const confirm = async (input: ReopenReportInput) => {
    try {
      await reopen.mutateAsync({ id: report.id, input });
      toastSuccess({
        title: REPORT_MESSAGES.reopenedTitle,
        message: `${report.storeName}'s counter can sign in again and file the day.`,
      });
      onClose();
    } catch (failure) {
      toastError({
        title: 'Error',
        message: errorMessage(failure, 'Could not reopen the report.'),
      });
    }
  };

  return (
    <ConfirmModal
      opened
      title="Reopen the day"
      cancelLabel="Cancel"
      confirmLabel="Reopen Report"
      loading={reopen.isPending}
      onCancel={onClose}
      onConfirm={() => void form.handleSubmit(confirm)()}
    >
      <Text fz="sm">
        {report.storeName}, business day {businessDay(report)}. The counter&apos;s sign-in block
        ends now, and the report waits to be filed again with the figures put right. The reason is
        kept with the report and in the activity log.
      </Text>
      <Textarea
        label="Reason"
        description="What was wrong, for whoever reads the report later"
        required
        size="md"
        autosize
        minRows={2}
        data-autofocus
        error={form.formState.errors.reason?.message}
        {...form.register('reason')}
      />
    </ConfirmModal>
  );
}
