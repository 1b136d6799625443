import {
  ActionIcon,
  Alert,
  Card,
  Center,
  Divider,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { formatDay } from '../../../../shared/format';
import type { ReportRun } from '../../../../shared/reports';
import { REPORT_KIND_LABELS } from '../../../../shared/reports';
import touch from '../../../components/touch.module.css';
import { errorMessage } from '../../../lib/api';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useReportRuns, useResendRun } from '../api';
import { ReportPreview } from './ReportPreview';
import { ReportRunItem } from './ReportRunItem';

/**
 * Smart Reports for the office (reports.manage): the daily performance e-mails and nightly
 * area-manager briefs the scheduler sent, a preview of any of them, and a resend.
 */
export default function SmartReportsPanel() {
  const runs = useReportRuns();
  const resend = useResendRun();

  const onResend = (run: ReportRun) =>
    resend.mutate(run.id, {
      onSuccess: (result) =>
        result.status === 'failed'
          ? toastError({
              title: 'Not delivered',
              message: result.error ?? 'The mail server refused it.',
            })
          : toastSuccess({
              title: 'Report sent again',
              message: `${REPORT_KIND_LABELS[run.kind]} for ${formatDay(run.businessDate)} went to ${result.sentCount} recipient(s).`,
            }),
      onError: (error) =>
        toastError({ title: 'Error', message: errorMessage(error, 'Failed to resend the report') }),
    });

  const list = runs.data?.runs ?? [];
  return (
    <Card
      component="section"
      aria-labelledby="smart-reports-heading"
      className={touch.touch}
      withBorder
      radius="lg"
      padding="lg"
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <div style={{ minWidth: 0 }}>
            <Title order={2} size="h4" id="smart-reports-heading">
              Smart Reports
            </Title>
            <Text fz="sm" c="dimmed">
              Each store&apos;s daily performance e-mail after 9 PM store time, and each area
              manager&apos;s nightly brief after 10 PM.
            </Text>
          </div>
          <ActionIcon
            variant="subtle"
            size={44}
            aria-label="Refresh sent reports"
            loading={runs.isRefetching}
            onClick={() => void runs.refetch()}
          >
            <IconRefresh size={18} aria-hidden />
          </ActionIcon>
        </Group>

        <Title order={3} size="h5">
          Preview
        </Title>
        <ReportPreview />

        <Divider />
        <Title order={3} size="h5">
          Sent
        </Title>
        {runs.isPending ? (
          <Center py="lg">
            <Loader aria-label="Loading sent reports" />
          </Center>
        ) : runs.isError ? (
          <Alert color="red" title="Could not load sent reports">
            {errorMessage(runs.error, 'Please try again.')}
          </Alert>
        ) : list.length === 0 ? (
          <Text c="dimmed" ta="center" py="md">
            No reports sent yet.
          </Text>
        ) : (
          <Stack component="ul" gap={0} m={0} p={0} aria-label="Sent reports">
            {list.map((run, index) => (
              <ReportRunItem
                key={run.id}
                run={run}
                divided={index > 0}
                resending={resend.isPending && resend.variables === run.id}
                onResend={onResend}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
