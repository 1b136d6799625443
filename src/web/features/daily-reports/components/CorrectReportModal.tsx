import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  REPORT_MESSAGES,
  ZChangeReason,
  ZDailyReportFields,
  type ReconciliationEntry,
} from '../../../../shared/daily-reports';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { errorMessage } from '../../../lib/api';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useChangeReport } from '../api';
import { businessDay } from './ReconciliationLine';
import { ReportFields, reportDefaults, type ReportFieldValues } from './ReportFields';

type Props = { report: ReconciliationEntry; onClose: () => void };

/**
 * A manager puts a filed report's figures right, saying why; the figures before stay on record
 * and the counter's sign-in block is left as it is.
 */
export function CorrectReportModal({ report, onClose }: Props) {
  const { correct } = useChangeReport();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReportFieldValues, unknown, z.output<typeof ZDailyReportFields>>({
    resolver: zodResolver(ZDailyReportFields),
    defaultValues: reportDefaults(report),
    mode: 'onTouched',
  });

  const onSave = handleSubmit(async (values) => {
    const checked = ZChangeReason.safeParse(reason);
    if (!checked.success) {
      setReasonError(checked.error.issues[0]?.message);
      return;
    }
    try {
      await correct.mutateAsync({ id: report.id, input: { ...values, reason: checked.data } });
      toastSuccess({
        title: REPORT_MESSAGES.correctedTitle,
        message: `${report.storeName}, ${businessDay(report)}: the figures before are kept.`,
      });
      onClose();
    } catch (failure) {
      toastError({ title: 'Error', message: errorMessage(failure, 'Could not save the change.') });
    }
  });

  return (
    <ResponsiveModal title="Correct the report" onClose={onClose}>
      <form onSubmit={(event) => void onSave(event)} noValidate aria-label="Correct the report">
        <Stack gap="md">
          <Text fz="sm">
            {report.storeName}, business day {businessDay(report)}. Change what was wrong; the
            report as filed stays on record beside the correction.
          </Text>
          <ReportFields control={control} register={register} errors={errors} />
          <Textarea
            label="Reason for the correction"
            required
            size="md"
            autosize
            minRows={2}
            value={reason}
            error={reasonError}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setReasonError(undefined);
            }}
          />
          <Group grow gap="sm">
            <Button size="md" variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button size="md" type="submit" loading={correct.isPending}>
              Save Correction
            </Button>
          </Group>
        </Stack>
      </form>
    </ResponsiveModal>
  );
}
