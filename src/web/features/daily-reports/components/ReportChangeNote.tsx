import { Badge, Group, Text } from '@mantine/core';
import type { DailyReport } from '../../../../shared/daily-reports';
import { formatDateTime } from '../../../../shared/format';

const WORDS = { reopened: 'Reopened', corrected: 'Corrected', refiled: 'Filed again' } as const;

/**
 * A report changed after it was first filed says so, with who, when and why: a reopened day
 * waiting to be filed again, or figures corrected since.
 */
export function ReportChangeNote({ report }: { report: DailyReport }) {
  const change = report.lastChange;
  if (!change) return null;
  const label =
    report.state === 'reopened'
      ? 'Reopened, not filed again yet'
      : `Corrected (revision ${report.revision})`;
  return (
    <Group gap={6} wrap="wrap" align="baseline">
      <Badge color={report.state === 'reopened' ? 'orange' : 'blue'} variant="light" size="md">
        {label}
      </Badge>
      <Text fz="xs">
        {WORDS[change.kind]} by {change.byName ?? 'someone no longer here'},{' '}
        {formatDateTime(change.at)}
        {change.reason ? `: “${change.reason}”` : ''}
      </Text>
    </Group>
  );
}
