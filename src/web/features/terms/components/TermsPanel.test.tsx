import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../../shared/auth';
import { TERMS_MESSAGES } from '../../../../shared/terms';
import { fakeApi } from '../../../testing/fake-api';
import { CLERK, fill, renderWithApp } from '../../../testing/render';
import TermsPanel from './TermsPanel';

const ADMIN: SessionUser = { ...CLERK, id: 'u-admin', role: 'admin', storeId: null };
const VERSION_1 = {
  id: 'tv1',
  kind: 'repair',
  storeId: null,
  version: 1,
  body: 'Back up your data.',
  createdByName: 'Morgan Blake',
  createdAt: '2026-11-01T10:00:00.000Z',
};
const READS = { 'GET /api/stores': [], 'GET /api/terms': [VERSION_1] };

const open = () => renderWithApp(<TermsPanel />, { user: ADMIN });
const editor = () => screen.getByLabelText(/New text for the whole chain/);

describe("the chain's terms", () => {
  it('refuses to publish empty terms, beside the editor, and sends nothing', async () => {
    const api = fakeApi(READS);
    const { user } = await open();
    expect(await screen.findByDisplayValue('Back up your data.')).toBe(editor());
    await user.clear(editor());
    await user.click(screen.getByRole('button', { name: 'Publish version 2' }));

    expect(editor()).toHaveAccessibleDescription(expect.stringContaining(TERMS_MESSAGES.empty));
    expect(api.writes()).toEqual([]);
  });

  it('publishes the new text for the kind and scope chosen, after the confirmation', async () => {
    const api = fakeApi({ ...READS, 'POST /api/terms': { ...VERSION_1, id: 'tv2', version: 2 } });
    const { user } = await open();
    await screen.findByDisplayValue('Back up your data.');
    await fill(user, editor(), 'Back up your data.\nWe keep parts 30 days.');
    await user.click(screen.getByRole('button', { name: 'Publish version 2' }));
    await user.click(await screen.findByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Terms published')).toBeInTheDocument();
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/terms',
        body: {
          kind: 'repair',
          storeId: null,
          body: 'Back up your data.\nWe keep parts 30 days.',
        },
      },
    ]);
  });
});

describe('the warranty in the repair terms', () => {
  it("warns where the terms name a warranty the stores' invoices do not print", async () => {
    fakeApi({
      ...READS,
      'GET /api/stores': [
        { id: 's1', name: 'Plano', warrantyDays: 90 },
        { id: 's2', name: 'Frisco', warrantyDays: 60 },
      ],
    });
    const { user } = await open();
    await screen.findByDisplayValue('Back up your data.');
    expect(screen.queryByRole('status', { name: /warranty/ })).toBeNull();
    await fill(user, editor(), 'Back up your data.\nEvery repair has a 60-day warranty.');
    expect(
      await screen.findByText(/but the invoice prints the store's warranty \(Plano 90 days\)/),
    ).toBeInTheDocument();
    await fill(
      user,
      editor(),
      'Back up your data.\nWarranty: 90 days in Plano, 60 days in Frisco.',
    );
    expect(screen.queryByText(/but the invoice prints/)).toBeNull();
  });
});
