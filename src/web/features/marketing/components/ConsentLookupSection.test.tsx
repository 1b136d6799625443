import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../../shared/auth';
import type { ConsentHistory } from '../../../../shared/marketing-consent';
import { fakeApi } from '../../../testing/fake-api';
import { CLERK, fill, renderWithApp } from '../../../testing/render';
import ConsentLookupSection from './ConsentLookupSection';

const ADMIN: SessionUser = { ...CLERK, role: 'admin' };
const HISTORY: ConsentHistory = {
  contact: '(212) 555-0140',
  sms: 'withdrawn',
  email: null,
  events: [
    {
      at: '2026-11-21T15:00:00.000Z',
      channel: 'sms',
      state: 'given',
      source: 'check_in',
      storeName: 'Uptown',
      recordedBy: 'Cleo Clerk',
      words: 'Text me offers from TECHY.',
    },
    {
      at: '2026-11-22T15:00:00.000Z',
      channel: 'sms',
      state: 'withdrawn',
      source: 'sms_stop',
      storeName: null,
      recordedBy: null,
      words: 'Replied "STOP"',
    },
  ],
  messages: [],
};

describe('a person’s consent records', () => {
  it('refuses what is neither a phone nor an e-mail, asking nothing', async () => {
    const api = fakeApi({});
    const { user } = await renderWithApp(<ConsentLookupSection />, { user: ADMIN });
    await fill(user, screen.getByLabelText('Phone number or e-mail address'), 'hello');
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    expect(screen.getByLabelText('Phone number or e-mail address')).toHaveAccessibleDescription(
      'Enter a phone number or e-mail address',
    );
    expect(api.requests).toEqual([]);
  });

  it('shows each record with its words and offers the CSV', async () => {
    fakeApi({ 'GET /api/marketing/consent': HISTORY });
    const { user } = await renderWithApp(<ConsentLookupSection />, { user: ADMIN });
    await fill(user, screen.getByLabelText('Phone number or e-mail address'), '212-555-0140');
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    expect(await screen.findByText('SMS: withdrew consent')).toBeInTheDocument();
    expect(screen.getByText('E-mail: never asked')).toBeInTheDocument();
    expect(screen.getByText('“Text me offers from TECHY.”')).toBeInTheDocument();
    expect(screen.getByText('Replied STOP · by the customer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download as CSV' })).toHaveAttribute(
      'href',
      '/api/marketing/consent/export.csv?contact=212-555-0140',
    );
  });
});
