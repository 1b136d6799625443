import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicQuote } from '../../../../shared/status-page';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render';
import { QuoteDecision } from './QuoteDecision';

const QUOTE: PublicQuote = {
  lines: [
    {
      kind: 'labour',
      description: 'Screen replacement',
      quantity: 1,
      unitPrice: 180,
      taxed: true,
      amount: 180,
      tax: 14.4,
    },
  ],
  subtotal: 180,
  tax: 14.4,
  discount: 0,
  total: 194.4,
  estimate: 120,
  approvalState: 'awaiting',
};

describe('the new price on the customer’s status page', () => {
  it('shows the lines against the estimate and sends the customer’s approval', async () => {
    const api = fakeApi({
      'POST /api/public/repairs/tok123/quote': { quote: { ...QUOTE, approvalState: 'approved' } },
    });
    const { user } = await renderWithApp(<QuoteDecision token="tok123" quote={QUOTE} />);
    expect(screen.getByRole('heading', { name: 'Your approval is needed' })).toBeInTheDocument();
    expect(screen.getByText(/estimate of \$120\.00/)).toBeInTheDocument();
    expect(screen.getByText('Total $194.40')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('The shop will go on with the repair.')).toBeInTheDocument();
    expect(api.writes()).toEqual([
      { method: 'POST', path: '/api/public/repairs/tok123/quote', body: { decision: 'approved' } },
    ]);
  });

  it('says the answer once given, without the buttons', async () => {
    fakeApi();
    await renderWithApp(
      <QuoteDecision token="tok123" quote={{ ...QUOTE, approvalState: 'declined' }} />,
    );
    expect(screen.getByText('You declined this price.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });
});
