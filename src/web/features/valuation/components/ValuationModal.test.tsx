import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../../shared/auth';
import type { Valuation } from '../../../../shared/valuation';
import { fakeApi } from '../../../testing/fake-api';
import { CLERK, pick, renderWithApp } from '../../../testing/render';
import { sessionUser } from '../../../testing/users';
import ValuationModal from './ValuationModal';

/** Opens the dialog and waits for it to move focus in, as a clerk waits for it to appear. */
async function open() {
  const rendered = await renderWithApp(<ValuationModal opened onClose={() => undefined} />);
  const dialog = screen.getByRole('dialog');
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  return rendered;
}

function storageInput(): HTMLElement {
  return screen.getByLabelText('Storage', { selector: 'input' });
}

describe('the Smart Valuation storage', () => {
  it('offers the sizes the chosen model shipped with, and empties one it never had', async () => {
    fakeApi();
    const { user } = await open();
    await pick(user, 'Brand', 'Apple');
    await pick(user, 'Model', 'iPhone 15');
    await pick(user, 'Storage', '128GB');

    // The clerk types over the model shown to search for another.
    await user.clear(screen.getByLabelText(/^Model/, { selector: 'input' }));
    await pick(user, 'Model', 'iPhone 15 Pro Max');
    await waitFor(() => expect(storageInput()).toHaveValue(''));
    await user.click(storageInput());
    const list = document.getElementById(storageInput().getAttribute('aria-controls')!)!;
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['256GB', '512GB', '1TB']);
  });

  it("shows the server's refusal of the storage beside the Storage field", async () => {
    const refused = 'The iPhone 15 Pro Max was not sold with 1TB: choose 256GB or 512GB';
    const api = fakeApi({
      'POST /api/device-valuation': {
        status: 400,
        body: { error: refused, code: 'validation', fields: { storage: refused } },
      },
    });
    const { user } = await open();
    await pick(user, 'Brand', 'Apple');
    await pick(user, 'Model', 'iPhone 15 Pro Max');
    await pick(user, 'Condition', 'Good');
    await pick(user, 'Storage', '1TB');
    await user.click(screen.getByRole('button', { name: 'Get valuation' }));

    await waitFor(() => expect(storageInput()).toHaveAccessibleDescription(refused));
    expect(api.writes()).toMatchObject([
      { path: '/api/device-valuation', body: { model: 'iPhone 15 Pro Max', storage: '1TB' } },
    ]);
  });
});

const VALUATION: Valuation = {
  storeName: 'Westbrook',
  brand: 'Apple',
  model: 'iPhone 15',
  confidence: 0.85,
  buybackPrice: { min: 300, max: 360, recommended: 330, aiSuggested: 345 },
  salePrice: { min: 450, max: 520, recommended: 490 },
  factors: [{ label: 'Condition: Good', effect: 0, detail: 'The market’s own grade.' }],
  marketTrends: 'Steady.',
  salesTips: ['Clean it.'],
  recommendation: 'Offer $330.',
  comparables: {
    count: 0,
    buybacks: 0,
    sales: 0,
    windowDays: 90,
    averageBuyback: null,
    averageSale: null,
  },
  market: {
    tradeIn: 380,
    resale: 505,
    repairs: 0,
    figures: 12,
    modelFrom: '2025-11-06',
    modelTo: '2026-03-02',
    yearlyLoss: 0.24,
    oldestObserved: '2025-11-06',
    newestObserved: '2026-03-02',
    source: 'shipped',
    stale: true,
  },
  narrativeSource: 'local',
  narrativeNote: null,
};

const STALE_WARNING =
  'Most market prices are more than 60 days old (newest 3/2/2026). Import a newer table in Admin → Market prices.';

/** Values a good iPhone 15 and waits for the result. */
async function valueAs(user: SessionUser, valuation: Valuation = VALUATION) {
  fakeApi({
    'GET /api/me/stores': [],
    'POST /api/device-valuation': { success: true, valuation, error: null },
  });
  const rendered = await renderWithApp(<ValuationModal opened onClose={() => undefined} />, {
    user,
  });
  await waitFor(() =>
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement),
  );
  await pick(rendered.user, 'Brand', 'Apple');
  await pick(rendered.user, 'Model', 'iPhone 15');
  await pick(rendered.user, 'Condition', 'Good');
  await rendered.user.click(screen.getByRole('button', { name: 'Get valuation' }));
  return screen.findByRole('region', { name: 'Valuation result' });
}

describe('the market basis of a valuation', () => {
  it('shows what trade-in programs offer, what used ones resell for, and how old and close the prices are', async () => {
    const result = await valueAs(CLERK);
    expect(
      within(result).getByText(
        'Market: trade-in offers for a working one are about $380.00; used ones resell for about $505.00.',
      ),
    ).toBeInTheDocument();
    expect(
      within(result).getByText(
        'Prices of this model from 11/6/2025 to 3/2/2026 (12 prices), brought to today at about 24% a year.',
      ),
    ).toBeInTheDocument();
  });

  it('says what the repairs take off the offer, and that the profit is before them', async () => {
    const result = await valueAs(CLERK, {
      ...VALUATION,
      market: { ...VALUATION.market, repairs: 299 },
    });
    expect(
      within(result).getByText(
        'Market: trade-in offers for a working one are about $380.00; used ones resell for about $505.00. The repairs it needs, $299.00, come off the offer.',
      ),
    ).toBeInTheDocument();
    expect(within(result).getByText('Before $299.00 of repairs')).toBeInTheDocument();
  });

  it('says when the model is not in the table and was priced from similar phones', async () => {
    const result = await valueAs(CLERK, {
      ...VALUATION,
      market: { ...VALUATION.market, figures: 0, modelFrom: null, modelTo: null },
    });
    expect(
      within(result).getByText(
        'Not in the market table: priced from similar phones (prices of 11/6/2025 to 3/2/2026), brought to today at about 24% a year.',
      ),
    ).toBeInTheDocument();
  });

  it('never warns store staff that the table is old: they cannot import one', async () => {
    const result = await valueAs(CLERK);
    expect(within(result).queryByText(/more than 60 days old/)).not.toBeInTheDocument();
  });

  it('warns the office when the table is old, and only then', async () => {
    const admin = sessionUser({ role: 'admin', storeId: null, storeName: null, storeBrand: null });
    expect(within(await valueAs(admin)).getByText(STALE_WARNING)).toBeInTheDocument();
  });

  it('does not warn the office about a fresh table', async () => {
    const ceo = sessionUser({ role: 'ceo', storeId: null, storeName: null, storeBrand: null });
    const fresh = { ...VALUATION, market: { ...VALUATION.market, stale: false } };
    expect(within(await valueAs(ceo, fresh)).queryByText(/more than 60 days old/)).toBeNull();
  });
});

describe('the Smart Valuation condition', () => {
  it('explains the chosen grade with an example, as the field’s description', async () => {
    fakeApi();
    const { user } = await open();
    const condition = () => screen.getByLabelText(/^Condition/, { selector: 'input' });
    expect(condition()).toHaveAccessibleDescription(
      'Pick the closest grade: its example shows here',
    );
    await pick(user, 'Condition', 'Fair');
    expect(condition()).toHaveAccessibleDescription(
      'Visible wear: scratches or scuffs, small dents; everything works',
    );
  });

  it('offers the cracked back glass among the functional issues', async () => {
    fakeApi();
    await open();
    expect(screen.getByRole('checkbox', { name: 'Back glass cracked' })).toBeInTheDocument();
  });
});
