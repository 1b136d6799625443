import { Alert, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { formatDay } from '../../../../shared/format';
import { errorMessage } from '../../../lib/api';
import { useForecast, useInsights } from '../api';
import { AnomalyAlerts } from './AnomalyAlerts';
import { accuracyText, ForecastChart } from './ForecastChart';
import { RankingTable } from './RankingTable';
import { queryOf, ScopePicker } from './ScopePicker';
import { TrendCards } from './TrendCards';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={4}>{title}</Title>
      {children}
    </Stack>
  );
}

/** Store intelligence: narrative, trends, ranking, anomalies and the revenue forecast. */
export function StoreInsights() {
  const [scope, setScope] = useState('all');
  const query = queryOf(scope);
  const insights = useInsights(query);
  const forecast = useForecast(query);
  const error = insights.error ?? forecast.error;
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Title order={3}>Store intelligence</Title>
          <ScopePicker value={scope} onChange={setScope} />
        </Group>
        {error && (
          <Alert color="red" title="Could not load the figures">
            {errorMessage(error, 'Please try again.')}
          </Alert>
        )}
        {insights.isPending && <Loader aria-label="Loading" />}
        {insights.data && (
          <>
            <Text data-testid="insights-narrative">{insights.data.narrative.text}</Text>
            <Text fz="xs" c="dimmed">
              Complete days up to {formatDay(insights.data.asOf)}
            </Text>
            <TrendCards trends={insights.data.trends} />
          </>
        )}
        <Section title="Revenue forecast">
          {forecast.data ? (
            <>
              <Text fz="sm" data-testid="forecast-accuracy">
                {accuracyText(forecast.data)}
              </Text>
              {forecast.data.forecast.length > 0 && <ForecastChart forecast={forecast.data} />}
            </>
          ) : (
            forecast.isPending && <Loader aria-label="Loading" />
          )}
        </Section>
        {insights.data && (
          <>
            <Section title="Alerts">
              <AnomalyAlerts anomalies={insights.data.anomalies} />
            </Section>
            <Section title="Store ranking · last 28 days">
              <RankingTable rankings={insights.data.rankings} />
            </Section>
          </>
        )}
      </Stack>
    </Paper>
  );
}
