import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { POLICE_MESSAGES } from '../../../../shared/police';
import { fakeApi } from '../../../testing/fake-api';
import { fill, renderWithApp } from '../../../testing/render';
import { stockItem } from '../../../testing/stock';
import { StockSection } from './StockSection';

const ITEM = stockItem();
const RECORD = {
  officer: 'Det. Ruiz',
  agency: 'Enid PD',
  caseNumber: '26-4411',
  note: null,
  at: '2026-11-27T15:00:00.000Z',
  by: 'Mia Manager',
};
const HELD = stockItem({ id: 'st2', policeHeld: true, police: RECORD });

const render = (role: 'manager' | 'office' | 'counter') =>
  renderWithApp(
    <StockSection
      phone={false}
      canReturn={role !== 'counter'}
      canRelease={role === 'office'}
      canPolice={role !== 'counter'}
      canLiftPolice={role === 'office'}
      onSell={vi.fn()}
    />,
  );

describe('police holds on the stock list', () => {
  it('show the case instead of Sell and Return, and nothing police-related to the counter', async () => {
    fakeApi({ 'GET /api/stock': [ITEM, HELD] });
    await render('counter');
    const rows = await screen.findAllByRole('row');
    const held = rows.find((r) => within(r).queryByText('Police hold — case 26-4411'))!;
    expect(within(held).queryByRole('button')).not.toBeInTheDocument();
    expect(
      within(held).getByText(/Enid PD, Det. Ruiz · recorded .+ by Mia Manager/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Police hold|Seized)/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Sell Apple iPhone 12/ })).toHaveLength(1);
  });

  it('show a seized device with its case and record, and nothing to do with it', async () => {
    fakeApi({ 'GET /api/stock': [stockItem({ status: 'seized', police: RECORD })] });
    await render('office');
    const row = (await screen.findAllByRole('row')).find((r) =>
      within(r).queryByText('Seized — case 26-4411'),
    )!;
    expect(within(row).getByText(/Enid PD, Det. Ruiz/)).toBeInTheDocument();
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
  });

  it('let a manager place one with the officer, agency and case, refusing an empty form', async () => {
    const api = fakeApi({
      'GET /api/stock': [ITEM],
      'POST /api/stock/st1/police-hold': { ...ITEM, policeHeld: true, police: RECORD },
    });
    const { user } = await render('manager');
    await user.click(await screen.findByRole('button', { name: /Police hold: Apple iPhone 12/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Put a device on police hold' });
    await user.click(within(dialog).getByRole('button', { name: 'Place police hold' }));
    expect(await within(dialog).findByText(POLICE_MESSAGES.officer)).toBeInTheDocument();
    expect(within(dialog).getByText(POLICE_MESSAGES.caseNumber)).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
    await fill(user, within(dialog).getByLabelText(/Officer's name/), 'Det. Ruiz');
    await fill(user, within(dialog).getByLabelText(/Agency/), 'Enid PD');
    await fill(user, within(dialog).getByLabelText(/Case number/), '26-4411');
    await user.click(within(dialog).getByRole('button', { name: 'Place police hold' }));
    await vi.waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toMatchObject({
      method: 'POST',
      path: '/api/stock/st1/police-hold',
      body: { officer: 'Det. Ruiz', agency: 'Enid PD', caseNumber: '26-4411' },
    });
  });

  it('let a manager record a seizure of a held device', async () => {
    const api = fakeApi({
      'GET /api/stock': [HELD],
      'POST /api/stock/st2/seize': { ...HELD, status: 'seized', policeHeld: false },
    });
    const { user } = await render('manager');
    await screen.findByRole('button', { name: /Seized: Apple iPhone 12/ });
    expect(screen.queryByRole('button', { name: /Police hold:/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Seized: Apple iPhone 12/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a police seizure' });
    await fill(user, within(dialog).getByLabelText(/Officer's name/), 'Det. Ruiz');
    await fill(user, within(dialog).getByLabelText(/Agency/), 'Enid PD');
    await fill(user, within(dialog).getByLabelText(/Case number/), '26-4411');
    await fill(user, within(dialog).getByLabelText(/Note/), 'Evidence bag 7');
    await user.click(within(dialog).getByRole('button', { name: 'Record seizure' }));
    await vi.waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toMatchObject({
      path: '/api/stock/st2/seize',
      body: { caseNumber: '26-4411', note: 'Evidence bag 7' },
    });
  });

  it('let the office lift one with a reason, and refuse one without', async () => {
    const api = fakeApi({
      'GET /api/stock': [HELD],
      'POST /api/stock/st2/police-hold/release': { ...HELD, policeHeld: false },
    });
    const { user } = await render('office');
    await user.click(await screen.findByRole('button', { name: /Lift police hold of Apple/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Lift a police hold' });
    expect(within(dialog).getByText(/held for case 26-4411/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Lift hold' }));
    expect(await within(dialog).findByText(POLICE_MESSAGES.releaseReason)).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
    await fill(
      user,
      within(dialog).getByLabelText(/Why the police hold ends/),
      'Released by Det. Ruiz',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Lift hold' }));
    await vi.waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toMatchObject({
      path: '/api/stock/st2/police-hold/release',
      body: { reason: 'Released by Det. Ruiz' },
    });
  });
});
