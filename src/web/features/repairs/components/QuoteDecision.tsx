import { Alert, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatMoney } from '../../../../shared/format';
import type { PublicQuote } from '../../../../shared/status-page';
import { errorMessage } from '../../../lib/api';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useQuoteDecision } from '../api';

/**
 * The new price on the customer's status page: its lines and total, with Approve and Decline
 * while the shop waits for an answer, and the answer once given.
 */
export function QuoteDecision({ token, quote }: { token: string; quote: PublicQuote }) {
  const decide = useQuoteDecision(token);
  const answer = async (decision: 'approved' | 'declined') => {
    try {
      await decide.mutateAsync(decision);
      toastSuccess({
        title: 'Thank you',
        message:
          decision === 'approved'
            ? 'The shop will go on with the repair.'
            : 'The shop will contact you about your device.',
      });
    } catch (error) {
      toastError({ title: 'Error', message: errorMessage(error, 'Please try again.') });
    }
  };
  const state = quote.approvalState;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="new-price">
      <Stack gap="sm">
        <Title order={2} size="h4" id="new-price">
          {state === 'awaiting' ? 'Your approval is needed' : 'The price of your repair'}
        </Title>
        {state === 'awaiting' && (
          <Text>
            The repair costs more than the estimate of {formatMoney(quote.estimate)} you were given.
            The shop waits for your answer before going on.
          </Text>
        )}
        <Table>
          <Table.Caption>Price lines</Table.Caption>
          <Table.Tbody>
            {quote.lines.map((l, i) => (
              <Table.Tr key={i}>
                <Table.Td>
                  {l.description}
                  {l.quantity > 1 ? ` × ${l.quantity}` : ''}
                </Table.Td>
                <Table.Td ta="right">{formatMoney(l.amount)}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Td>Tax</Table.Td>
              <Table.Td ta="right">{formatMoney(quote.tax)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Text fw={800} fz="lg">
          Total {formatMoney(quote.total)}
        </Text>
        {state === 'awaiting' ? (
          <Group grow>
            <Button
              size="lg"
              color="teal"
              loading={decide.isPending}
              onClick={() => void answer('approved')}
            >
              Approve
            </Button>
            <Button
              size="lg"
              variant="default"
              disabled={decide.isPending}
              onClick={() => void answer('declined')}
            >
              Decline
            </Button>
          </Group>
        ) : (
          (state === 'approved' || state === 'declined') && (
            <Alert color={state === 'approved' ? 'teal' : 'gray'}>
              {state === 'approved' ? 'You approved this price.' : 'You declined this price.'}
            </Alert>
          )
        )}
      </Stack>
    </Paper>
  );
}
