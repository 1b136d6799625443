import {
  Alert,
  Badge,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { formatDay, formatMoney } from '../../../../shared/format';
import { MARKET_STALE_DAYS } from '../../../../shared/market-limits';
import {
  confidenceLabel,
  maxOffer,
  potentialProfit,
  type Valuation,
} from '../../../../shared/valuation';
import { LabelledFigure } from '../../../components/LabelledFigure';
import { priceDates, pricesCount } from './market-text';

const LABEL_COLORS = { High: 'teal', Medium: 'yellow', Low: 'red' } as const;

const signed = (n: number) =>
  n > 0 ? `+${formatMoney(n)}` : n < 0 ? `−${formatMoney(-n)}` : formatMoney(0);

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div>
      <LabelledFigure label={label} value={value} />
      {hint && (
        <Text fz="sm" c="dimmed">
          {hint}
        </Text>
      )}
    </div>
  );
}

/**
 * What the prices are anchored to: what trade-in programs offer and used ones resell for, the
 * repairs taken off the offer, and how old and how close to this model the prices are, so a clerk
 * can tell the seller where the offer comes from. Only the office, who can import a newer table,
 * is warned that it has aged.
 */
function MarketBasis({ market, warnStale }: { market: Valuation['market']; warnStale: boolean }) {
  const pace = `brought to today at about ${Math.round(market.yearlyLoss * 100)}% a year`;
  const basis =
    market.figures > 0 && market.modelFrom && market.modelTo
      ? `Prices of this model from ${formatDay(market.modelFrom)} to ${formatDay(market.modelTo)} (${pricesCount(market.figures)}), ${pace}.`
      : `Not in the market table: priced from similar phones (prices of ${priceDates(market)}), ${pace}.`;
  return (
    <Stack gap="xs">
      <Paper withBorder radius="md" p="md">
        <Text fz="sm">
          Market: trade-in offers for a working one are about {formatMoney(market.tradeIn)}; used
          ones resell for about {formatMoney(market.resale)}.
          {market.repairs > 0 &&
            ` The repairs it needs, ${formatMoney(market.repairs)}, come off the offer.`}
        </Text>
        <Text fz="sm" c="dimmed">
          {basis}
        </Text>
      </Paper>
      {warnStale && market.stale && (
        <Alert color="orange" title="Market prices are out of date">
          Most market prices are more than {MARKET_STALE_DAYS} days old (newest{' '}
          {formatDay(market.newestObserved)}). Import a newer table in Admin → Market prices.
        </Alert>
      )}
    </Stack>
  );
}

type Props = {
  valuation: Valuation;
  /** Whether the viewer may import a newer market table, and so is told when it has aged. */
  warnStale: boolean;
};

/**
 * The result panel (docs/product.md, Smart Valuation): prices, their market basis, the offer
 * limit, factors and the advice.
 */
export function ValuationResult({ valuation: v, warnStale }: Props) {
  const label = confidenceLabel(v.confidence);
  return (
    <Stack gap="md" aria-label="Valuation result" role="region">
      <Group justify="space-between" wrap="wrap">
        <Title order={3} size="h4">
          {v.brand} {v.model}
        </Title>
        <Badge size="lg" color={LABEL_COLORS[label]} variant="light">
          {label} confidence ({Math.round(v.confidence * 100)}%)
        </Badge>
      </Group>

      <Paper withBorder radius="md" p="md">
        <Text fw={700} mb="xs">
          Buyback price
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          <Figure
            label="Range"
            value={`${formatMoney(v.buybackPrice.min)} – ${formatMoney(v.buybackPrice.max)}`}
          />
          <Figure
            label="Recommended"
            value={formatMoney(v.buybackPrice.recommended)}
            hint="Yours to offer"
          />
          <Figure
            label="AI-suggested"
            value={formatMoney(v.buybackPrice.aiSuggested)}
            hint="Confirm with Area Manager"
          />
          <Figure label="Maximum offer" value={formatMoney(maxOffer(v))} hint="Without approval" />
        </SimpleGrid>
      </Paper>

      <Paper withBorder radius="md" p="md">
        <Text fw={700} mb="xs">
          Sale price
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
          <Figure
            label="Range"
            value={`${formatMoney(v.salePrice.min)} – ${formatMoney(v.salePrice.max)}`}
          />
          <Figure label="Target" value={formatMoney(v.salePrice.recommended)} />
          <Figure
            label="Potential profit"
            value={formatMoney(potentialProfit(v))}
            hint={
              v.market.repairs > 0
                ? `Before ${formatMoney(v.market.repairs)} of repairs`
                : undefined
            }
          />
        </SimpleGrid>
      </Paper>
      <MarketBasis market={v.market} warnStale={warnStale} />

      <div>
        <Title order={4} size="h5" mb="xs">
          Factors
        </Title>
        <Table striped withTableBorder aria-label="Valuation factors">
          <Table.Tbody>
            {v.factors.map((f) => (
              <Table.Tr key={f.label}>
                <Table.Td>
                  <Text fz="sm" fw={600}>
                    {f.label}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {f.detail}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  <Text fz="sm" fw={600} c={f.effect < 0 ? 'red.8' : undefined}>
                    {signed(f.effect)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>

      <div>
        <Title order={4} size="h5" mb={4}>
          Market trends
        </Title>
        <Text fz="sm">{v.marketTrends}</Text>
      </div>
      <div>
        <Title order={4} size="h5" mb={4}>
          Sales tips
        </Title>
        <List fz="sm" spacing={4}>
          {v.salesTips.map((tip) => (
            <List.Item key={tip}>{tip}</List.Item>
          ))}
        </List>
      </div>
      <Alert color="indigo" title="Recommendation">
        {v.recommendation}
      </Alert>
      {v.narrativeNote && (
        <Text fz="xs" c="dimmed">
          {v.narrativeNote}
        </Text>
      )}
    </Stack>
  );
}
