import { Badge, Text } from '@mantine/core';
import type { ReconciledReport } from '../../../../shared/daily-reports';
import { formatDateTime, formatDay, formatMoney } from '../../../../shared/format';

type Line = ReconciledReport['reconciliation']['repairRevenue'];

/** The takings by kind the system checks, in the order a report lists them. */
export const RECONCILED_LINES = [
  { key: 'repairRevenue', label: 'Repair revenue' },
  { key: 'deviceSales', label: 'Device sales' },
  { key: 'buybackPayouts', label: 'Buyback payouts' },
] as const satisfies { key: keyof ReconciledReport['reconciliation']; label: string }[];

/** The money the clerk counts by method, the tax and the refunds, also checked against the ledger. */
export const COUNTED_LINES = [
  { key: 'cashAmount', label: 'Cash' },
  { key: 'cardAmount', label: 'Card' },
  { key: 'financeAmount', label: 'Finance' },
  { key: 'taxes', label: 'Taxes' },
  { key: 'refunds', label: 'Refunds' },
] as const satisfies { key: keyof ReconciledReport['reconciliation']; label: string }[];

/** Highlight colour of a line that differs; the words say which way, so colour is never alone. */
export const DIFFERENCE_COLOR = 'red';

/** Whole cents: the server's difference is dollars, and a cent or more is a difference. */
const differenceCents = (line: Line) => Math.round(line.difference * 100);

export const differs = (line: Line) => differenceCents(line) !== 0;

/** Difference is reported minus recorded: over means the report claims more than was rung up. */
export function DifferenceCue({ line }: { line: Line }) {
  const cents = differenceCents(line);
  if (cents === 0)
    return (
      <Text fz="sm" c="dimmed">
        No difference
      </Text>
    );
  return (
    <Text fz="sm" fw={700} c={`${DIFFERENCE_COLOR}.8`}>
      {cents > 0 ? 'Over' : 'Short'} by {formatMoney(Math.abs(cents) / 100)}
    </Text>
  );
}

/**
 * The drawer at close (issue 38): counted against expected cash. Beyond the store's drawer alert
 * it is marked as a difference; within it, the small gap is still named.
 */
export function DrawerCue({ drawer }: { drawer: ReconciledReport['drawer'] }) {
  if (!drawer)
    return (
      <Text fz="sm" c="dimmed">
        Not counted
      </Text>
    );
  const cents = Math.round(drawer.difference * 100);
  const text =
    cents === 0
      ? 'Balanced'
      : `${cents > 0 ? 'Over' : 'Short'} by ${formatMoney(Math.abs(cents) / 100)}`;
  return (
    <Text
      fz="sm"
      fw={drawer.alert ? 700 : undefined}
      c={drawer.alert ? `${DIFFERENCE_COLOR}.8` : 'dimmed'}
    >
      {text}
    </Text>
  );
}

/** Who counted and how far off, where anyone was: "Tess Quill short $5.00". */
const people = (drawer: NonNullable<ReconciledReport['drawer']>) =>
  drawer.byPerson
    .filter((p) => p.difference !== 0)
    .map(
      (p) =>
        ` · ${p.name} ${p.difference < 0 ? 'short' : 'over'} ${formatMoney(Math.abs(p.difference))}`,
    )
    .join('');

/** Counted and expected, and who was over or short, for the line under the drawer's cue. */
export const drawerDetail = (drawer: ReconciledReport['drawer']) =>
  drawer
    ? `Counted ${formatMoney(drawer.countedCash)} · Expected ${formatMoney(drawer.expectedCash)}${people(drawer)}`
    : 'No count entered at close';

export function MatchBadge({ report }: { report: ReconciledReport }) {
  return report.hasDifferences ? (
    <Badge color={DIFFERENCE_COLOR} variant="filled" size="lg">
      Differences
    </Badge>
  ) : (
    <Badge color="teal" variant="light" size="lg">
      Matches
    </Badge>
  );
}

/** The business day is a plain date: shown at noon so no time zone moves it a day. */
export const businessDay = (report: ReconciledReport) => formatDay(report.businessDate);

export function submittedText(report: ReconciledReport): string {
  const who = report.submittedByName ? ` by ${report.submittedByName}` : '';
  return `Submitted${who}, ${formatDateTime(report.submittedAt)}`;
}
