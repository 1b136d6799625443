import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import type { ReconciliationEntry } from '../../../../shared/daily-reports';
import { CorrectReportModal } from './CorrectReportModal';
import { businessDay } from './ReconciliationLine';
import { ReopenReportModal } from './ReopenReportModal';

/** What a manager may do with a filed report: reopen today's, or correct any day's. */
export function ReportActions({ report }: { report: ReconciliationEntry }) {
  const [open, setOpen] = useState<'reopen' | 'correct' | null>(null);
  const day = `${report.storeName}, ${businessDay(report)}`;
  return (
    <Group gap="xs" wrap="wrap">
      {report.reopenable && (
        <Button
          size="sm"
          variant="light"
          color="orange"
          mih={44}
          aria-label={`Reopen the report of ${day}`}
          onClick={() => setOpen('reopen')}
        >
          Reopen
        </Button>
      )}
      <Button
        size="sm"
        variant="default"
        mih={44}
        aria-label={`Correct the report of ${day}`}
        onClick={() => setOpen('correct')}
      >
        Correct
      </Button>
      {open === 'reopen' && <ReopenReportModal report={report} onClose={() => setOpen(null)} />}
      {open === 'correct' && <CorrectReportModal report={report} onClose={() => setOpen(null)} />}
    </Group>
  );
}
