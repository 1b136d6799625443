import { Alert, Stack, Text } from '@mantine/core';
import type { Anomaly } from '../../../../shared/insights';

const TITLES: Record<Anomaly['kind'], string> = {
  revenue_outlier: 'Unusual day',
  refunds_rise: 'Refunds rising',
  buyback_rise: 'Buyback spend rising',
  backlog: 'Repairs waiting',
};

/** Each anomaly with the figures behind it. */
export function AnomalyAlerts({ anomalies }: { anomalies: Anomaly[] }) {
  if (anomalies.length === 0) return <Text c="dimmed">Nothing unusual in the last week.</Text>;
  return (
    <Stack gap="xs">
      {anomalies.map((a, i) => (
        <Alert
          key={`${a.storeId}-${a.kind}-${a.date ?? i}`}
          color={a.kind === 'backlog' ? 'orange' : 'yellow'}
          title={`${TITLES[a.kind]} · ${a.storeName}`}
          data-testid="anomaly"
        >
          {a.message}
        </Alert>
      ))}
    </Stack>
  );
}
