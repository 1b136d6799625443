import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../testing/render';
import { RecordList, type RecordColumn } from './RecordList';

type Sale = { id: string; customer: string; price: string; syncStatus?: string };

const SALES: Sale[] = [
  { id: 'a', customer: 'Rae Jones', price: '$120.00' },
  { id: 'b', customer: 'Sam Lee', price: '$80.00', syncStatus: 'pending' },
];

const COLUMNS: RecordColumn<Sale>[] = [
  { header: 'Customer', cell: (s) => s.customer },
  { header: 'Price', align: 'right', cell: (s) => s.price },
];

function list(phone: boolean, onOpen: (id: string) => void) {
  return (
    <RecordList
      records={SALES}
      phone={phone}
      onOpen={onOpen}
      listLabel="Device sales"
      rowLabel={(s) => `Open sale for ${s.customer}`}
      columns={COLUMNS}
      card={(s) => ({ title: s.customer, amount: s.price, device: 'Apple iPhone 13', meta: 'R-1' })}
    />
  );
}

describe('a list of records', () => {
  it('on a desktop, a named row opens its record by click, Enter or Space', async () => {
    const onOpen = vi.fn();
    const { user } = await renderWithApp(list(false, onOpen));

    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Customer',
      'Price',
    ]);
    await user.click(screen.getByRole('row', { name: 'Open sale for Rae Jones' }));
    screen.getByRole('row', { name: 'Open sale for Sam Lee' }).focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onOpen.mock.calls).toEqual([['a'], ['b'], ['b']]);
  });

  it('on a phone, each record is a card in a named list, with its sync badge', async () => {
    const onOpen = vi.fn();
    const { user } = await renderWithApp(list(true, onOpen));

    const cards = within(screen.getByRole('list', { name: 'Device sales' })).getAllByRole('button');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Rae Jones$120.00Apple iPhone 13R-1');
    expect(cards[1]).toHaveTextContent('Pending sync');
    await user.click(cards[1]!);
    expect(onOpen).toHaveBeenCalledWith('b');
  });
});
