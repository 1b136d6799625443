import { Text, Timeline } from '@mantine/core';
import { formatDateTime } from '../../../../shared/format';
import { REPAIR_STATUS_LABELS, type StatusHistoryEntry } from '../../../../shared/repairs';
import { STATUS_COLORS } from './StatusBadge';

/** Every status the repair went through, newest last, with who moved it and their notes. */
export function StatusTimeline({ history }: { history: StatusHistoryEntry[] }) {
  return (
    <Timeline active={history.length - 1} bulletSize={18} lineWidth={2}>
      {history.map((entry) => (
        <Timeline.Item
          key={entry.id}
          color={STATUS_COLORS[entry.toStatus]}
          title={REPAIR_STATUS_LABELS[entry.toStatus]}
        >
          <Text fz="sm" c="dimmed">
            {formatDateTime(entry.changedAt)}
            {entry.changedByName ? ` · ${entry.changedByName}` : ''}
          </Text>
          {entry.notes && <Text fz="sm">{entry.notes}</Text>}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
