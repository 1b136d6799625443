import { BarChart } from '@mantine/charts';
import { Card, Container, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { AdminAnalytics as Analytics } from '../../../../shared/analytics';
import { formatDateTime, formatDay, formatZone } from '../../../../shared/format';
import { chartDayTick, dayTooltipProps } from '../../../components/chart-format';
import { ChartFigure } from '../../../components/ChartFigure';
import { queryStatus } from '../../../components/QueryStatus';
import { useAdminAnalytics } from '../api';
import { LabelledFigure } from '../../../components/LabelledFigure';

/**
 * How the app is used across the chain: the office's view. The router lets only the roles with
 * activity.read open it (app/screens.ts).
 */
export default function AdminAnalytics() {
  const analytics = useAdminAnalytics();
  return (
    <Container size="xl" px={{ base: 'sm', sm: 'lg' }} py="lg">
      <Stack gap="md">
        <Title order={1}>Admin Analytics</Title>
        {analytics.isPending || analytics.isError ? (
          queryStatus(analytics, {
            loading: 'Loading analytics',
            failed: 'Analytics could not be loaded',
          })
        ) : (
          <Figures data={analytics.data} />
        )}
      </Stack>
    </Container>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <Card withBorder radius="md" padding="sm">
      <LabelledFigure label={label} value={value} />
    </Card>
  );
}

function Figures({ data }: { data: Analytics }) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Stat label="Active users, 7 days" value={data.activeUsers.last7Days} />
        <Stat label="Active users, 30 days" value={data.activeUsers.last30Days} />
        <Stat label="Failed sign-ins, 7 days" value={data.failedSignIns.last7Days} />
        <Stat label="Failed sign-ins, 30 days" value={data.failedSignIns.last30Days} />
      </SimpleGrid>

      <Card withBorder radius="md" padding="sm">
        <Title order={2} fz="lg">
          Sign-ins per day
        </Title>
        <Text fz="sm" c="dimmed" mb="sm">
          Days in {formatZone(data.timeZone)}
        </Text>
        <ChartFigure
          label="Sign-ins per day"
          rows={data.signInsPerDay}
          columns={[
            { label: 'Day', value: (d) => formatDay(d.date) },
            { label: 'Sign-ins', value: (d) => d.signIns },
            { label: 'Failed', value: (d) => d.failed },
          ]}
        >
          <BarChart
            h={220}
            data={data.signInsPerDay.map((d) => ({
              date: d.date,
              'Sign-ins': d.signIns,
              Failed: d.failed,
            }))}
            dataKey="date"
            series={[
              { name: 'Sign-ins', color: 'blue.6' },
              { name: 'Failed', color: 'red.6' },
            ]}
            xAxisProps={{ minTickGap: 16, tickFormatter: chartDayTick }}
            tooltipProps={dayTooltipProps}
            yAxisProps={{ width: 32, allowDecimals: false }}
            gridAxis="y"
          />
        </ChartFigure>
      </Card>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card withBorder radius="md" padding="sm">
          <Title order={2} fz="lg" mb="sm">
            Mail outbox
          </Title>
          {data.outbox.length === 0 ? (
            <Text c="dimmed">No messages yet.</Text>
          ) : (
            <Stack gap={4} aria-label="Outbox by state">
              {data.outbox.map((o) => (
                <Group key={`${o.state}-${o.channel}`} justify="space-between">
                  <Text>
                    {o.channel === 'sms' ? 'SMS' : 'E-mail'} {o.state}
                  </Text>
                  <Text fw={700}>{o.count}</Text>
                </Group>
              ))}
            </Stack>
          )}
        </Card>

        <Card withBorder radius="md" padding="sm">
          <Title order={2} fz="lg" mb="sm">
            Devices with unsent changes
          </Title>
          {data.devices.length === 0 ? (
            <Text c="dimmed">Every device has sent its changes.</Text>
          ) : (
            <Stack gap="xs">
              {data.devices.map((d) => (
                <div key={`${d.userId}-${d.deviceId}`}>
                  <Text fw={600}>{d.userName}</Text>
                  <Text fz="sm">
                    {d.pending} waiting · {d.refused} refused · reported{' '}
                    {formatDateTime(d.reportedAt)}
                  </Text>
                </div>
              ))}
            </Stack>
          )}
        </Card>
      </SimpleGrid>

      <Card withBorder radius="md" padding="sm">
        <Title order={2} fz="lg" mb="sm">
          Activity by store, 30 days
        </Title>
        {data.activityByStore.length === 0 ? (
          <Text c="dimmed">No store activity yet.</Text>
        ) : (
          <Table.ScrollContainer minWidth={0}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Store</Table.Th>
                  <Table.Th>Actions</Table.Th>
                  <Table.Th>By kind</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.activityByStore.map((s) => (
                  <Table.Tr key={s.storeId}>
                    <Table.Td>{s.storeName}</Table.Td>
                    <Table.Td>{s.total}</Table.Td>
                    <Table.Td>
                      {Object.entries(s.families)
                        .map(([family, n]) => `${family} ${n}`)
                        .join(', ')}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
    </Stack>
  );
}
