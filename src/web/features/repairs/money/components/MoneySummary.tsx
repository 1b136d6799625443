import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { TENDER_LABELS } from '../../../../../shared/balances';
import { formatDateTime, formatEstimate, formatMoney } from '../../../../../shared/format';
import { APPROVAL_STATE_LABELS, type RepairMoney } from '../../../../../shared/repair-money';

const ENTRY_LABELS = { deposit: 'Deposit', payment: 'Payment', refund: 'Refund', void: 'Void' };
const APPROVAL_COLORS = {
  not_needed: 'gray',
  awaiting: 'orange',
  approved: 'teal',
  declined: 'red',
};

/** The final price's lines and totals, then every payment and refund, oldest first. */
export function MoneySummary({ money }: { money: RepairMoney }) {
  const quote = money.quote;
  return (
    <Stack gap="sm">
      <Text>Estimate at check-in {formatEstimate(money.estimate, money.estimateTax)}</Text>
      {quote && (
        <>
          <Group gap="xs">
            <Text fw={600}>Final price</Text>
            <Badge color={APPROVAL_COLORS[quote.approval.state]} variant="light">
              {APPROVAL_STATE_LABELS[quote.approval.state]}
            </Badge>
          </Group>
          {quote.approval.decidedAt && (
            <Text fz="sm" c="dimmed">
              {quote.approval.via === 'verbal'
                ? `Told to ${quote.approval.recordedByName ?? 'staff'}: ${quote.approval.takenFrom ?? ''}`
                : 'On the status page'}{' '}
              · {formatDateTime(quote.approval.decidedAt)}
            </Text>
          )}
          <Table.ScrollContainer minWidth={320}>
            <Table>
              <Table.Caption>Final price lines</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Line</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                  <Table.Th ta="right">Tax</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {quote.lines.map((l, i) => (
                  <Table.Tr key={i}>
                    <Table.Td>
                      {l.description}
                      {l.quantity > 1 ? ` × ${l.quantity}` : ''}
                    </Table.Td>
                    <Table.Td ta="right">{formatMoney(l.amount)}</Table.Td>
                    <Table.Td ta="right">{l.tax ? formatMoney(l.tax) : ''}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Text>
            Subtotal {formatMoney(quote.subtotal)} · Tax {formatMoney(quote.tax)}
            {quote.discount ? ` · Discount −${formatMoney(quote.discount)}` : ''}
          </Text>
        </>
      )}
      {money.entries.length > 0 && (
        <Table.ScrollContainer minWidth={320}>
          <Table>
            <Table.Caption>Payments and refunds</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>What</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {money.entries.map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td>{formatDateTime(e.takenAt)}</Table.Td>
                  <Table.Td>
                    {ENTRY_LABELS[e.kind]} · {TENDER_LABELS[e.method]}
                    {e.reference ? ` ${e.reference}` : ''}
                    {e.change ? ` · change ${formatMoney(e.change)}` : ''}
                    {e.reason ? ` · ${e.reason}` : ''}
                    {e.takenByName ? ` · ${e.takenByName}` : ''}
                  </Table.Td>
                  <Table.Td ta="right">
                    {e.kind === 'refund' || e.kind === 'void' ? '−' : ''}
                    {formatMoney(e.amount)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group gap="lg">
        <Text fw={700}>Total {formatMoney(money.total)}</Text>
        <Text fw={700}>Paid {formatMoney(money.paid)}</Text>
        <Text fw={700} c={money.balance > 0 ? undefined : 'teal.9'}>
          {money.noCharge ? 'No charge' : `Balance ${formatMoney(money.balance)}`}
        </Text>
      </Group>
      {money.noCharge && (
        <Text fz="sm">
          No charge ({money.noCharge.kind}) by {money.noCharge.byName ?? 'a manager'}:{' '}
          {money.noCharge.reason}
        </Text>
      )}
    </Stack>
  );
}
