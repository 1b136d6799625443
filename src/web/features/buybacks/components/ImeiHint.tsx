import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconFlag } from '@tabler/icons-react';
import { IMEI_EVENT_LABELS, IMEI_FLAG_KIND_LABELS } from '../../../../shared/device-labels';
import { formatDate } from '../../../../shared/format';
import { errorMessage } from '../../../lib/api';
import { activeFlags, newestFirst, useImeiReport } from '../../imei/api';

/** How many past events fit under the IMEI field without burying the rest of the form. */
const EVENTS_SHOWN = 3;

/**
 * What the chain knows about the IMEI being bought, shown as soon as it is valid: flags in
 * red, a device already in stock in orange, otherwise its last events or a clean slate.
 */
export function ImeiHint({ imei, boughtId }: { imei: string; boughtId?: string }) {
  const report = useImeiReport(imei);
  return (
    <div role="status" aria-live="polite" aria-label="IMEI check">
      {report.isPending ? (
        <Group gap="xs">
          <Loader size="xs" aria-hidden />
          <Text fz="sm" c="dimmed">
            Checking the chain...
          </Text>
        </Group>
      ) : report.isError ? (
        <Text fz="sm" c="dimmed">
          Could not check this IMEI: {errorMessage(report.error, 'try again')}
        </Text>
      ) : (
        <Summary report={report.data} boughtId={boughtId} />
      )}
    </div>
  );
}

type SummaryProps = {
  report: NonNullable<ReturnType<typeof useImeiReport>['data']>;
  boughtId: string | undefined;
};

function Summary({ report, boughtId }: SummaryProps) {
  const flags = activeFlags(report);
  // Once this form's buyback is recorded the device is in stock because of it: no warning then.
  const justBought =
    boughtId !== undefined &&
    report.history.some((event) => event.type === 'buyback' && event.id === boughtId);
  const stockStore = justBought ? null : report.inStockAt;
  const events = newestFirst(report).slice(0, EVENTS_SHOWN);
  return (
    <Stack gap="xs">
      {flags.map((flag) => (
        <Alert
          key={flag.id}
          color="red"
          variant="light"
          p="xs"
          icon={<IconFlag size={18} aria-hidden />}
          title={`Flagged ${IMEI_FLAG_KIND_LABELS[flag.kind].toLowerCase()}`}
        >
          {flag.reason}
        </Alert>
      ))}
      {stockStore && (
        <Alert
          color="orange"
          variant="light"
          p="xs"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title={`Already in stock at ${stockStore}`}
        >
          The chain already holds this device; check it is not the same phone twice.
        </Alert>
      )}
      {justBought && (
        <Group gap={6} c="teal.8">
          <IconCircleCheck size={18} aria-hidden />
          <Text fz="sm">Bought just now: in stock at {report.inStockAt}</Text>
        </Group>
      )}
      {events.length === 0 ? (
        <Group gap={6} c="teal.8">
          <IconCircleCheck size={18} aria-hidden />
          <Text fz="sm">No history in the chain</Text>
        </Group>
      ) : (
        <Stack gap={2}>
          <Text fz="xs" c="dimmed" fw={600} tt="uppercase">
            Last seen
          </Text>
          {events.map((event, index) => (
            <Text key={`${event.type}-${index}`} fz="sm">
              {IMEI_EVENT_LABELS[event.type]} · {event.storeName} · {formatDate(event.at)}
              <Text span c="dimmed" fz="sm">
                {' '}
                {event.summary}
              </Text>
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
