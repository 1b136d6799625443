// Issue 38: a drawer "Over by $200" at close showed on the area dashboard as a green "Report in".
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ManagerStoreRow } from '../../../../shared/manager-dashboard';
import { renderWithApp } from '../../../testing/render';
import { StoreComparison } from './StoreComparison';

const row = (drawerToday: ManagerStoreRow['drawerToday']): ManagerStoreRow => ({
  storeId: 's1',
  storeName: 'Plano',
  regionName: 'North Texas',
  today: '2026-12-07',
  revenueToday: 431.9,
  revenueWeek: 431.9,
  weekTarget: null,
  targetPct: null,
  repairsOpen: 1,
  completedWeek: 0,
  pickupsWaiting: 0,
  buybackSpendWeek: 0,
  reportSubmittedToday: true,
  drawerToday,
  rank: 1,
  weekByDay: [],
});

describe("the stores' report badge", () => {
  it('says the drawer was over beyond the alert instead of a green "Report in"', async () => {
    await renderWithApp(
      <StoreComparison
        rows={[
          row({ expectedCash: 150, countedCash: 350, difference: 200, alert: true, byPerson: [] }),
        ]}
      />,
    );
    expect(screen.getAllByText('Drawer over $200.00').length).toBeGreaterThan(0);
    expect(screen.queryByText('Report in')).toBeNull();
  });

  it('keeps "Report in" for a drawer within the alert', async () => {
    await renderWithApp(
      <StoreComparison
        rows={[
          row({ expectedCash: 150, countedCash: 152, difference: 2, alert: false, byPerson: [] }),
        ]}
      />,
    );
    expect(screen.getAllByText('Report in').length).toBeGreaterThan(0);
  });
});
