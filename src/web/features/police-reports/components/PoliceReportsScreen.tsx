import { Badge, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime, formatDay } from '../../../../shared/format';
import type { PoliceReportDay } from '../../../../shared/police-reports';
import { queryStatus } from '../../../components/QueryStatus';
import { errorMessage } from '../../../lib/api';
import { toastError } from '../../../lib/toast';
import { useMyStores } from '../../org/api';
import { useExportPoliceReport, usePoliceReports } from '../api';
import { StoreFilterSelect } from '../../../components/StoreFilterSelect';

/** Where a report stands: sent, exported, overdue, or still waiting. */
function StateBadge({ day, today }: { day: PoliceReportDay; today: boolean }) {
  if (day.sentAt) return <Badge color="teal">Sent</Badge>;
  if (day.exportedPurchases !== null && day.exportedPurchases < day.purchases)
    return <Badge color="orange">Export again</Badge>;
  if (day.exportedAt) return <Badge color="teal">Exported</Badge>;
  if (day.overdue) return <Badge color="red">Overdue</Badge>;
  if (today) return <Badge color="gray">Today so far</Badge>;
  return day.purchases ? <Badge color="orange">Not sent yet</Badge> : null;
}

function DayCard({ day, today }: { day: PoliceReportDay; today: boolean }) {
  const exportCsv = useExportPoliceReport();
  const label = `${day.storeName} ${formatDay(day.date)}`;
  const download = () =>
    exportCsv.mutate(day, {
      onError: (err) =>
        toastError({ title: 'Error', message: errorMessage(err, 'The report was not exported.') }),
    });
  return (
    <Paper withBorder radius="lg" p="md" component="li" style={{ listStyle: 'none' }}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <div>
          <Text fw={700}>{formatDay(day.date)}</Text>
          <Text fz="sm" c="dimmed">
            {day.storeName}
          </Text>
        </div>
        <StateBadge day={day} today={today} />
      </Group>
      <Text fz="sm" mt={4}>
        {day.purchases === 1 ? '1 purchase' : `${day.purchases} purchases`} · due{' '}
        {formatDateTime(day.dueAt, day.timezone)}
      </Text>
      {day.sentAt && (
        <Text fz="sm">
          Sent to {day.sentTo} on {formatDateTime(day.sentAt, day.timezone)}
        </Text>
      )}
      {day.exportedAt && (
        <Text fz="sm">
          Exported by {day.exportedBy ?? 'a former user'} on{' '}
          {formatDateTime(day.exportedAt, day.timezone)}
          {day.exportedPurchases !== null && day.exportedPurchases < day.purchases
            ? `, with ${day.exportedPurchases} of its ${day.purchases} purchases`
            : ''}
        </Text>
      )}
      {day.error && (
        <Text fz="sm" c="red">
          Not sent: {day.error}
        </Text>
      )}
      {day.purchases > 0 && (
        <Group gap="sm" mt="sm">
          <Button
            size="md"
            variant="light"
            leftSection={<IconDownload size={18} aria-hidden />}
            loading={exportCsv.isPending}
            onClick={download}
            aria-label={`Download CSV: ${label}`}
          >
            Download CSV
          </Button>
          <Button
            size="md"
            variant="default"
            component={Link}
            to={`/police-reports/${day.storeId}/${day.date}/print`}
            leftSection={<IconPrinter size={18} aria-hidden />}
            aria-label={`Print: ${label}`}
          >
            Print
          </Button>
        </Group>
      )}
    </Paper>
  );
}

/**
 * Each store's police reports by day (issue 26): how many purchases, whether the report was
 * exported or sent, and which are overdue against the store's deadline; a report is downloaded
 * as CSV (that is its export) or printed for the officer who calls.
 */
export default function PoliceReportsScreen() {
  const [storeId, setStoreId] = useState<string | null>(null);
  const stores = useMyStores({ enabled: true });
  const reports = usePoliceReports(storeId);
  const days = reports.data ?? [];
  // The list is newest first: each store's first day is its today, still running.
  const todays = new Map<string, string>();
  for (const d of days) if (!todays.has(d.storeId)) todays.set(d.storeId, d.date);

  return (
    <Container size="xl" px={{ base: 'sm', sm: 'lg' }} py="lg">
      <Stack gap="md">
        <div>
          <Title order={1}>Police reports</Title>
          <Text c="dimmed">
            Every device each store bought, one report per store-local day, for the police.
          </Text>
        </div>
        <StoreFilterSelect
          stores={stores.data}
          value={storeId}
          onChange={setStoreId}
          failed={stores.isError}
          maw={{ sm: 320 }}
        />
        {queryStatus(reports, {
          loading: 'Loading the police reports',
          failed: 'Could not load the police reports',
        }) ?? (
          <Stack gap="sm" component="ul" m={0} p={0} aria-label="Police reports by day">
            {days.map((d) => (
              <DayCard
                key={`${d.storeId}:${d.date}`}
                day={d}
                today={todays.get(d.storeId) === d.date}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
