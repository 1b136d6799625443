import { Alert, Checkbox, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import {
  REPORT_AMOUNT_FIELDS,
  reportTotalsCents,
  type ReportAmountField,
} from '../../../../shared/daily-reports';
import { formatCents, formatLongDay } from '../../../../shared/format';
import { nextDate } from '../../../../shared/time';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { AMOUNT_LABELS } from './amount-labels';
import { ReportTotalsList } from './ReportTotalsList';

type Props = {
  /** The checked figures (dollars as "120.00"), or null while nothing is being reviewed. */
  values: Record<ReportAmountField, string> | null;
  storeName: string;
  businessDate: string;
  /** The person filing is a counter account: they are signed out too. */
  signsOutFiler: boolean;
  submitting: boolean;
  /** The drawer's count at close and how it compares, when one was typed. */
  drawerNote?: string | null;
  onBack: () => void;
  onSubmit: () => void;
};

const cents = (dollars: string) => Math.round(Number(dollars) * 100);

/**
 * The last look before a day is closed: what will be filed, that the counter is signed out until
 * 8:00 AM, and, for a report of nothing at all, an explicit "yes, nothing was taken".
 */
export function ReportReview({
  values,
  storeName,
  businessDate,
  signsOutFiler,
  submitting,
  drawerNote = null,
  onBack,
  onSubmit,
}: Props) {
  const [zeroConfirmed, setZeroConfirmed] = useState(false);
  const lines = values
    ? REPORT_AMOUNT_FIELDS.map((field) => [field, cents(values[field])] as const).filter(
        ([, amount]) => amount !== 0,
      )
    : [];
  const allZero = values !== null && lines.length === 0;
  const back = () => {
    setZeroConfirmed(false);
    onBack();
  };
  const reopens = `8:00 AM store time on ${formatLongDay(nextDate(businessDate))}`;

  return (
    <ConfirmModal
      opened={values !== null}
      title="Review the day before you submit"
      cancelLabel="Back"
      confirmLabel="Submit Report"
      loading={submitting}
      confirmDisabled={allZero && !zeroConfirmed}
      onCancel={back}
      onConfirm={onSubmit}
    >
      <Text fw={600}>
        {storeName} · business day {formatLongDay(businessDate)}
      </Text>
      {values && <ReportTotalsList label="Totals to submit" totals={reportTotalsCents(values)} />}
      {drawerNote && <Text fz="sm">{drawerNote}</Text>}
      {lines.length > 0 && (
        <Table aria-label="Amounts to submit" verticalSpacing={4}>
          <Table.Tbody>
            {lines.map(([field, amount]) => (
              <Table.Tr key={field}>
                <Table.Td>{AMOUNT_LABELS[field]}</Table.Td>
                <Table.Td ta="right" fw={600}>
                  {formatCents(amount)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {allZero && (
        <Stack gap="xs">
          <Alert color="yellow" title="Every amount is $0.00">
            Check that the day&apos;s takings were entered before closing it.
          </Alert>
          <Checkbox
            size="md"
            checked={zeroConfirmed}
            onChange={(event) => setZeroConfirmed(event.currentTarget.checked)}
            label="Nothing was taken today: submit a report of $0.00"
          />
        </Stack>
      )}
      <Alert color="orange" title="This closes the day">
        <Text fz="sm">
          {signsOutFiler
            ? `You and every other counter account of ${storeName} will be signed out, on every device, and can sign in again at ${reopens}.`
            : `${storeName}'s counter accounts will be signed out and can sign in again at ${reopens}.`}{' '}
          A manager can reopen the day if something was wrong.
        </Text>
      </Alert>
    </ConfirmModal>
  );
}
