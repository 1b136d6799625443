import { Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import {
  REPORT_MESSAGES,
  ZChangeReason,
  type ReconciliationEntry,
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
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();

  const confirm = async () => {
    const checked = ZChangeReason.safeParse(reason);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    try {
      await reopen.mutateAsync({ id: report.id, input: { reason: checked.data } });
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
      onConfirm={() => void confirm()}
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
        value={reason}
        error={error}
        onChange={(event) => {
          setReason(event.currentTarget.value);
          setError(undefined);
        }}
      />
    </ConfirmModal>
  );
}
