import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HOLD_MESSAGES } from '../../../../shared/buyback-rules';
import { fakeApi } from '../../../testing/fake-api';
import { fill, renderWithApp } from '../../../testing/render';
import { stockItem } from '../../../testing/stock';
import { StockSection } from './StockSection';

const ITEM = stockItem({ ageDays: 1, holdUntil: '2026-11-29', onHold: true });

const render = (canRelease: boolean, onSell = vi.fn()) =>
  renderWithApp(
    <StockSection
      phone={false}
      canReturn
      canRelease={canRelease}
      canPolice={false}
      canLiftPolice={false}
      onSell={onSell}
    />,
  );

describe('a device on its buyback hold', () => {
  it('shows the hold instead of Sell and Return, to the counter', async () => {
    fakeApi({ 'GET /api/stock': [ITEM, { ...ITEM, id: 'st2', holdUntil: null, onHold: false }] });
    await render(false);
    const rows = await screen.findAllByRole('row');
    const held = rows.find((r) => within(r).queryByText('On hold until 11/29/2026'))!;
    expect(within(held).queryByRole('button', { name: /Sell/ })).not.toBeInTheDocument();
    expect(within(held).queryByRole('button', { name: 'Return' })).not.toBeInTheDocument();
    expect(within(held).queryByRole('button', { name: /End hold/ })).not.toBeInTheDocument();
    // The device bought without a hold is for sale as before.
    expect(screen.getAllByRole('button', { name: /^Sell Apple iPhone 12/ })).toHaveLength(1);
  });

  it('lets the office end it early with a reason, and refuses one without', async () => {
    const api = fakeApi({
      'GET /api/stock': [ITEM],
      'POST /api/stock/st1/release-hold': { ...ITEM, onHold: false },
    });
    const { user } = await render(true);
    await user.click(await screen.findByRole('button', { name: /End hold of Apple iPhone 12/ }));
    const dialog = await screen.findByRole('dialog', { name: 'End a buyback hold early' });
    await user.click(within(dialog).getByRole('button', { name: 'End hold' }));
    expect(await within(dialog).findByText(HOLD_MESSAGES.releaseReason)).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
    await fill(
      user,
      within(dialog).getByLabelText(/Why the hold ends early/),
      'Police cleared it, case 1187',
    );
    await user.click(within(dialog).getByRole('button', { name: 'End hold' }));
    await vi.waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toMatchObject({
      method: 'POST',
      path: '/api/stock/st1/release-hold',
      body: { reason: 'Police cleared it, case 1187' },
    });
  });
});
