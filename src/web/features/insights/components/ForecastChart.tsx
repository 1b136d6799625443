import { AreaChart } from '@mantine/charts';
import { Paper, Text } from '@mantine/core';
import { formatCents, formatDay } from '../../../../shared/format';
import type { Forecast } from '../../../../shared/insights';
import { chartDayTick, chartMoneyTick } from '../../../components/chart-format';
import { ChartFigure } from '../../../components/ChartFigure';
import { usePhoneLayout } from '../../../lib/use-phone-layout';

type Row = {
  date: string;
  Recorded?: number;
  Forecast?: number;
  /** Lower and upper bound of the 80% interval: recharts draws a two-value area as a band. */
  Range?: [number, number];
};

const dollars = (cents: number) => Math.round(cents) / 100;
/** A table cell's amount; a day without that figure is an empty cell. */
const money = (value: number | undefined) => (value === undefined ? '' : formatCents(value * 100));

/** History days drawn on a phone: two weeks of it beside the two forecast weeks stay legible. */
const PHONE_HISTORY_DAYS = 21;

function rows(forecast: Forecast, historyDays: number): Row[] {
  const history: Row[] = forecast.history.slice(-historyDays).map((h) => ({
    date: h.date,
    Recorded: dollars(h.revenue),
  }));
  // The forecast line starts from the last recorded day, so the two lines join.
  const last = history[history.length - 1];
  if (last?.Recorded !== undefined) {
    last.Forecast = last.Recorded;
    last.Range = [last.Recorded, last.Recorded];
  }
  return [
    ...history,
    ...forecast.forecast.map((f) => ({
      date: f.date,
      Forecast: dollars(f.revenue),
      Range: [dollars(f.lower), dollars(f.upper)] as [number, number],
    })),
  ];
}

function TooltipBody({ row }: { row: Row | undefined }) {
  if (!row) return null;
  return (
    <Paper withBorder shadow="sm" p="xs" radius="md" fz="sm">
      <Text fw={700} fz="sm">
        {formatDay(row.date)}
      </Text>
      {row.Recorded !== undefined && (
        <Text fz="sm">Recorded {formatCents(row.Recorded * 100)}</Text>
      )}
      {row.Forecast !== undefined && row.Recorded === undefined && (
        <>
          <Text fz="sm">Forecast {formatCents(row.Forecast * 100)}</Text>
          {row.Range && (
            <Text fz="xs" c="dimmed">
              80% range {formatCents(row.Range[0] * 100)} – {formatCents(row.Range[1] * 100)}
            </Text>
          )}
        </>
      )}
    </Paper>
  );
}

/** The model's error beside the baseline's, in words, so anyone can see whether it helps. */
export function accuracyText(f: Forecast): string {
  if (f.mape === null || f.baselineMape === null) return f.note;
  return `Forecast error ${Math.round(f.mape)}% (seasonal-naive ${Math.round(f.baselineMape)}%)`;
}

/** Daily revenue: recorded history, then 14 days of forecast inside its 80% band. */
export function ForecastChart({ forecast }: { forecast: Forecast }) {
  const phone = usePhoneLayout();
  const data = rows(forecast, phone ? PHONE_HISTORY_DAYS : forecast.history.length);
  return (
    <ChartFigure
      label="Revenue forecast"
      rows={data}
      columns={[
        { label: 'Day', value: (r) => formatDay(r.date) },
        { label: 'Recorded', value: (r) => money(r.Recorded) },
        { label: 'Forecast', value: (r) => (r.Recorded === undefined ? money(r.Forecast) : '') },
        {
          label: '80% range',
          value: (r) =>
            r.Range && r.Recorded === undefined
              ? `${money(r.Range[0])} to ${money(r.Range[1])}`
              : '',
        },
      ]}
    >
      <AreaChart
        h={240}
        data={data}
        dataKey="date"
        series={[
          { name: 'Range', label: '80% range', color: 'blue.2' },
          { name: 'Recorded', color: 'gray.7' },
          { name: 'Forecast', color: 'blue.6', strokeDasharray: '5 4' },
        ]}
        curveType="linear"
        withDots={false}
        withLegend
        legendProps={{ verticalAlign: 'bottom', height: 40 }}
        // Mantine fills every area through one gradient of this opacity; only the band keeps it.
        fillOpacity={0.6}
        areaProps={(s) => (s.name === 'Range' ? { strokeWidth: 0 } : { fillOpacity: 0 })}
        xAxisProps={{ tickFormatter: chartDayTick, minTickGap: 24 }}
        yAxisProps={{ width: 52, tickFormatter: chartMoneyTick }}
        tooltipProps={{
          content: ({ label }) => <TooltipBody row={data.find((r) => r.date === label)} />,
        }}
        gridAxis="x"
      />
    </ChartFigure>
  );
}
