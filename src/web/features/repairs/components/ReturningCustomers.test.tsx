// Issue 38: a returning customer was found only by phone: typing "Reyes" found nothing.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Customer } from '../../../../shared/customers';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render';
import { ReturningCustomers } from './ReturningCustomers';

const MARIA: Customer = {
  id: 'c1',
  storeId: 's1',
  name: 'Maria Reyes',
  phone: '(214) 555-0143',
  email: null,
  zip: '75024',
  notifyOptOut: false,
  repairCount: 2,
  lastVisitAt: '2026-11-02T16:00:00.000Z',
  createdAt: '2026-10-01T16:00:00.000Z',
} as Customer;

describe('returning customers', () => {
  it('are offered as the clerk types a name, before any phone or e-mail', async () => {
    const api = fakeApi({ 'GET /api/customers': [MARIA] });
    const onPick = vi.fn();
    const { user } = await renderWithApp(
      <ReturningCustomers phone="" email="" name="Reyes" pickedId={null} onPick={onPick} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Use Maria Reyes' }));
    expect(onPick).toHaveBeenCalledWith(MARIA);
    expect(api.requests.some((r) => r.path === '/api/customers?search=Reyes')).toBe(true);
  });
});
