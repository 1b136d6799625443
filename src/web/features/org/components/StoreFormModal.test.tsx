import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BUYBACK_RULE_MESSAGES } from '../../../../shared/buyback-rules';
import type { Region, Store } from '../../../../shared/org';
import { STORE_MONEY_MESSAGES } from '../../../../shared/store-money';
import { fakeApi } from '../../../testing/fake-api';
import { fill, renderWithApp } from '../../../testing/render';
import { sessionUser } from '../../../testing/users';
import { StoreFormModal } from './StoreFormModal';

const ADMIN = sessionUser({ role: 'admin', storeId: null });
const REGIONS: Region[] = [{ id: 'g1', name: 'Atlanta', createdAt: '2026-01-01T00:00:00.000Z' }];
const STORE: Store = {
  id: 's1',
  name: 'Techy Buckhead',
  storeName: 'Buckhead',
  brand: 'Techy',
  companyName: 'TECHY',
  regionId: 'g1',
  timezone: 'America/New_York',
  businessDayEndHour: 5,
  receiptPrinter: 'letter',
  labelPrinter: 'label_2_25x1_25',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  streetAddress: '3035 Peachtree Rd NE',
  city: 'Atlanta',
  state: 'GA',
  zip: '30305',
  phone: '(404) 555-0100',
  email: null,
  website: null,
  openingHours: null,
  licenseNumber: null,
  taxRate: 8.9,
  approvalLimitPercent: 10,
  approvalLimitAmount: 20,
  refundLimit: 50,
  counterLimit: 5000,
  drawerAlert: 5,
  warrantyDays: 90,
  buybackOfferPercent: 90,
  buybackMarginPercent: 25,
  buybackHoldDays: 0,
  buybackMinAge: 18,
  buybackSecondId: false,
  policeReportHours: 24,
  policeReportEmail: null,
  recordRetentionYears: 3,
};

async function renderForm() {
  const api = fakeApi({
    'GET /api/companies': [
      { id: 'c1', name: 'TECHY', archived: false, storeCount: 1, createdAt: STORE.createdAt },
    ],
    'PATCH /api/stores/s1': { ...STORE, taxRate: 8.875, refundLimit: 75 },
  });
  const { user } = await renderWithApp(
    <StoreFormModal store={STORE} regions={REGIONS} onClose={vi.fn()} />,
    { user: ADMIN },
  );
  return { api, user };
}

describe("the store form's money settings", () => {
  it('shows the store’s settings and sends only the ones changed', async () => {
    const { api, user } = await renderForm();
    const tax = await screen.findByLabelText('Sales tax rate (%)');
    expect(tax).toHaveValue('8.9');
    expect(screen.getByLabelText('Warranty (days)')).toHaveValue('90');
    expect(screen.getByLabelText('Approval above estimate (%)')).toHaveValue('10');
    expect(screen.getByLabelText('Approval above estimate ($)')).toHaveValue('$20.00');
    await fill(user, tax, '8.875');
    await fill(user, screen.getByLabelText('Refund limit'), '75');
    await user.click(screen.getByRole('button', { name: 'Save Store' }));
    await vi.waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toMatchObject({
      method: 'PATCH',
      path: '/api/stores/s1',
      body: { taxRate: 8.875, refundLimit: 75, version: '2026-01-01T00:00:00.000Z' },
    });
  });

  it('shows and sends how close buyback offers come to the market and the margin kept', async () => {
    const { api, user } = await renderForm();
    const offer = await screen.findByLabelText('Buyback offer (% of market)');
    expect(offer).toHaveValue('90');
    expect(screen.getByLabelText('Resale margin (%)')).toHaveValue('25');
    await fill(user, offer, '85');
    await user.click(screen.getByRole('button', { name: 'Save Store' }));
    await vi.waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toMatchObject({ body: { buybackOfferPercent: 85 } });
  });

  it('refuses a buyback offer under half the market with its message and sends nothing', async () => {
    const { api, user } = await renderForm();
    await fill(user, await screen.findByLabelText('Buyback offer (% of market)'), '40');
    await user.click(screen.getByRole('button', { name: 'Save Store' }));
    expect(await screen.findByText(STORE_MONEY_MESSAGES.buybackOfferPercent)).toBeVisible();
    expect(api.writes()).toEqual([]);
  });

  it('shows and sends the buyback hold period', async () => {
    const { api, user } = await renderForm();
    const hold = await screen.findByLabelText('Hold period (days)');
    expect(hold).toHaveValue('0');
    await fill(user, hold, '10');
    await user.click(screen.getByRole('button', { name: 'Save Store' }));
    await vi.waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toMatchObject({ body: { buybackHoldDays: 10 } });
  });

  it('refuses a hold longer than 90 days with its message and sends nothing', async () => {
    const { api, user } = await renderForm();
    await fill(user, await screen.findByLabelText('Hold period (days)'), '120');
    await user.click(screen.getByRole('button', { name: 'Save Store' }));
    expect(await screen.findByText(BUYBACK_RULE_MESSAGES.holdDays)).toBeVisible();
    expect(api.writes()).toEqual([]);
  });

  it('shows and sends the seller rules and the police report settings', async () => {
    const { api, user } = await renderForm();
    const age = await screen.findByLabelText('Minimum seller age');
    expect(age).toHaveValue('18');
    expect(screen.getByLabelText('Police report deadline (hours)')).toHaveValue('24');
    expect(screen.getByLabelText('Keep buyback records (years)')).toHaveValue('3');
    const second = screen.getByRole('checkbox', { name: 'Require a second ID from each seller' });
    expect(second).not.toBeChecked();
    await fill(user, age, '21');
    await user.click(second);
    await fill(user, screen.getByLabelText('Police report e-mail'), 'Pawn@Police.example.gov');
    await user.click(screen.getByRole('button', { name: 'Save Store' }));
    await vi.waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toMatchObject({
      body: {
        buybackMinAge: 21,
        buybackSecondId: true,
        policeReportEmail: 'pawn@police.example.gov',
      },
    });
  });

  it('refuses a seller age under 16 and a bad report address, and sends nothing', async () => {
    const { api, user } = await renderForm();
    await fill(user, await screen.findByLabelText('Minimum seller age'), '12');
    await fill(user, screen.getByLabelText('Police report e-mail'), 'not an address');
    await user.click(screen.getByRole('button', { name: 'Save Store' }));
    expect(await screen.findByText(BUYBACK_RULE_MESSAGES.minAge)).toBeVisible();
    expect(screen.getByText(BUYBACK_RULE_MESSAGES.reportEmail)).toBeVisible();
    expect(api.writes()).toEqual([]);
  });

  it('refuses a tax rate above 25 % with its message and sends nothing', async () => {
    const { api, user } = await renderForm();
    await fill(user, await screen.findByLabelText('Sales tax rate (%)'), '30');
    await user.click(screen.getByRole('button', { name: 'Save Store' }));
    expect(await screen.findByText(STORE_MONEY_MESSAGES.taxRate)).toBeVisible();
    expect(api.writes()).toEqual([]);
  });
});
