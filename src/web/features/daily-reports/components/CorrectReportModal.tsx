import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import {
  REPORT_MESSAGES,
  ZCorrectReportInput,
  type ReconciliationEntry,
} from '../../../../shared/daily-reports';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { errorMessage } from '../../../lib/api';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useChangeReport } from '../api';
import { businessDay } from './ReconciliationLine';
import { ReportFields, reportDefaults, type ReportFieldValues } from './ReportFields';

type CorrectionValues = ReportFieldValues & { reason: string };

type Props = { report: ReconciliationEntry; onClose: () => void };

/**
 * A manager puts a filed report's figures right, saying why; the figures before stay on record
 * and the counter's sign-in block is left as it is.
 */
export function CorrectReportModal({ report, onClose }: Props) {
  const { correct } = useChangeReport();
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CorrectionValues, unknown, z.output<typeof ZCorrectReportInput>>({
    resolver: zodResolver(ZCorrectReportInput),
    defaultValues: { ...reportDefaults(report), reason: '' },
    mode: 'onTouched',
  });

  const onSave = handleSubmit(async (input) => {
    try {
      await correct.mutateAsync({ id: report.id, input });
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
          <ReportFields
            // The report's part of this form: a correction only adds its reason to it.
            control={control as unknown as Control<ReportFieldValues>}
            register={register as unknown as UseFormRegister<ReportFieldValues>}
            errors={errors as FieldErrors<ReportFieldValues>}
          />
          <Textarea
            label="Reason for the correction"
            required
            size="md"
            autosize
            minRows={2}
            error={errors.reason?.message}
            {...register('reason')}
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
