import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import type { KpiQuery } from '../../../../shared/kpi';
import { PeriodPicker } from '../../../components/PeriodPicker';
import { initialPeriod, periodReady } from '../../../components/period';
import { useMyStores } from '../../org/api';
import { kpiCsvUrl, useKpiReport } from '../api';
import { KpiCards } from './KpiCards';
import { KpiTable } from './KpiTable';
import { queryStatus } from '../../../components/QueryStatus';
import { StoreFilterSelect } from '../../../components/StoreFilterSelect';

/** The Select's value for "every store": Mantine options need a non-empty value. */
/** Defined KPIs per store and period, for managers within their reach and the office. */
export default function KpiReports() {
  const [period, setPeriod] = useState(initialPeriod);
  const [storeId, setStoreId] = useState<string | null>(null);
  const stores = useMyStores({ enabled: true });
  const ready = periodReady(period);
  const query: KpiQuery = {
    from: period.from,
    to: period.to,
    ...(storeId ? { storeId } : {}),
  };
  const report = useKpiReport(query, ready);

  let body;
  if (!ready) body = <Text c="dimmed">Choose a start and an end date.</Text>;
  else if (report.isPending || report.isError)
    body = queryStatus(report, { loading: 'Loading the KPIs', failed: 'Could not load the KPIs' });
  else
    body = (
      <Stack gap="md">
        <KpiCards row={report.data.total} />
        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
          <Title order={2} size="h4" mb="sm">
            By store
          </Title>
          <KpiTable rows={report.data.stores} />
        </Paper>
      </Stack>
    );

  return (
    <Container size="xl" px={{ base: 'sm', sm: 'lg' }} py="lg">
      <Stack gap="md">
        <div>
          <Title order={1}>KPI Reports</Title>
          <Text c="dimmed">
            Each store counted on its own calendar; every KPI says what it measures.
          </Text>
        </div>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <StoreFilterSelect
            stores={stores.data}
            value={storeId}
            onChange={setStoreId}
            failed={stores.isError}
          />
          <PeriodPicker value={period} onChange={setPeriod} />
          <Button
            component="a"
            href={ready ? kpiCsvUrl(query) : undefined}
            download
            size="md"
            variant="light"
            disabled={!ready}
            leftSection={<IconDownload size={18} aria-hidden />}
          >
            Download CSV
          </Button>
        </Group>
        {/* The last period's figures stay, dimmed, until the new period's arrive. */}
        <div
          aria-busy={report.isPlaceholderData}
          style={{ opacity: report.isPlaceholderData ? 0.5 : 1, transition: 'opacity 150ms' }}
        >
          {body}
        </div>
      </Stack>
    </Container>
  );
}
