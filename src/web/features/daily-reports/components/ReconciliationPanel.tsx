import { Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { usePhoneLayout } from '../../../lib/use-phone-layout';
import { useMyStores } from '../../org/api';
import {
  RECONCILIATION_LIMIT,
  reconciliationCsvUrl,
  useReconciledReports,
  type ReportFilters,
} from '../api';
import { ReconciliationCards } from './ReconciliationCards';
import { ReconciliationFilters } from './ReconciliationFilters';
import { ReconciliationTable } from './ReconciliationTable';
import { defaultRange } from './reconciliation-dates';
import { queryStatus } from '../../../components/QueryStatus';
import { SectionCard } from '../../../components/SectionCard';

/**
 * Reconciliation for managers: each filed daily report beside what the system recorded that
 * business day in its store, differences marked, filterable and downloadable as CSV. The server
 * limits the list to the stores the user reaches.
 */
export default function ReconciliationPanel() {
  const phone = usePhoneLayout();
  const stores = useMyStores({ enabled: true });
  const [filters, setFilters] = useState<ReportFilters>(() => ({
    storeId: null,
    ...defaultRange(new Date()),
    onlyDifferences: false,
  }));
  const list = useReconciledReports(filters);

  let body;
  if (list.isPending || list.isError)
    body = queryStatus(list, {
      loading: 'Loading reconciled reports',
      failed: 'Could not load the reports',
      py: 'lg',
    });
  else if (list.data.length === 0)
    body = (
      <Paper withBorder radius="lg" p="xl">
        <Text c="dimmed" ta="center">
          No reports for these filters.
        </Text>
      </Paper>
    );
  else
    body = (
      // Earlier results stay on screen, dimmed, while a new filter loads.
      <Box style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }} aria-busy={list.isPlaceholderData}>
        {phone ? (
          <ReconciliationCards reports={list.data} />
        ) : (
          <ReconciliationTable reports={list.data} />
        )}
        {list.data.length === RECONCILIATION_LIMIT && (
          <Text fz="sm" c="dimmed" mt="sm">
            Showing the latest {RECONCILIATION_LIMIT} reports. Narrow the dates or choose a store to
            see older ones.
          </Text>
        )}
      </Box>
    );

  return (
    <SectionCard aria-labelledby="reconciliation-heading">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} maw={640}>
          <Title order={2} size="h4" id="reconciliation-heading">
            Report Reconciliation
          </Title>
          <Text c="dimmed" fz="sm">
            Each daily report beside what the system recorded that business day: repairs picked up,
            device sales and buybacks paid out. Over means the report says more than was recorded;
            short, less.
          </Text>
        </Stack>
        <Button
          component="a"
          href={reconciliationCsvUrl(filters)}
          download
          size="md"
          variant="light"
          fullWidth={phone}
          leftSection={<IconDownload size={18} aria-hidden />}
        >
          Download CSV
        </Button>
      </Group>
      <ReconciliationFilters
        filters={filters}
        onChange={setFilters}
        stores={stores.data}
        storesFailed={stores.isError}
      />
      {body}
    </SectionCard>
  );
}
