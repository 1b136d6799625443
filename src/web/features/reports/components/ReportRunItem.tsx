import { Badge, Button, Group, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { formatDay } from '../../../../shared/format';
import { REPORT_KIND_LABELS, type ReportRun, type RunStatus } from '../../../../shared/reports';
import { DividedItem } from '../../../components/DividedItem';

const STATUS_BADGES: Record<RunStatus, { label: string; color: string }> = {
  running: { label: 'Sending', color: 'blue' },
  sent: { label: 'Sent', color: 'teal' },
  failed: { label: 'Failed', color: 'red' },
  none: { label: 'No recipients', color: 'gray' },
};

// Addresses have no spaces; without this they would push the card past a phone's width.
const WRAP_ANYWHERE = { overflowWrap: 'anywhere' } as const;

type Props = {
  run: ReportRun;
  divided: boolean;
  resending: boolean;
  onResend: (run: ReportRun) => void;
};

/** One report run: which day, for whom, to whom, how it went, and a resend. */
export function ReportRunItem({ run, divided, resending, onResend }: Props) {
  const status = STATUS_BADGES[run.status];
  const subject = run.kind === 'store_daily' ? run.storeName : run.managerName;
  return (
    <DividedItem divided={divided}>
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Badge variant="light" color={run.kind === 'store_daily' ? 'indigo' : 'grape'}>
            {REPORT_KIND_LABELS[run.kind]}
          </Badge>
          <Badge variant="light" color={status.color}>
            {status.label}
          </Badge>
        </Group>
        <Text component="time" dateTime={run.businessDate} fz="sm" fw={600}>
          {formatDay(run.businessDate)}
        </Text>
      </Group>
      <Text fz="sm" fw={600} mt={6}>
        {subject ?? 'Removed'}
      </Text>
      <Text fz="sm" c="dimmed" style={WRAP_ANYWHERE}>
        {run.recipients.length ? run.recipients.join(', ') : 'Nobody with an e-mail address'}
      </Text>
      {run.error && (
        <Text fz="xs" c="red.8" mt={4} style={WRAP_ANYWHERE}>
          {run.error}
        </Text>
      )}
      <Button
        variant="light"
        size="md"
        mt="xs"
        leftSection={<IconSend size={16} aria-hidden />}
        loading={resending}
        disabled={run.status === 'running'}
        onClick={() => onResend(run)}
        aria-label={`Resend ${REPORT_KIND_LABELS[run.kind]} for ${subject ?? 'removed'}, ${formatDay(run.businessDate)}`}
      >
        Resend
      </Button>
    </DividedItem>
  );
}
