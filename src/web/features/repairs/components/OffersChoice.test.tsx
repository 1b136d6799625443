import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONSENT_VERSION } from '../../../../shared/marketing-consent';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render';
import { OffersChoice } from './OffersChoice';

describe('the status page’s offers choice', () => {
  const PATH = '/api/public/repairs/tok-123/marketing-consent';

  it('shows the consent as it stands and saves a withdrawal', async () => {
    const api = fakeApi({
      [`GET ${PATH}`]: { businessName: 'Techy Repairs', sms: true, email: null },
      [`PUT ${PATH}`]: { businessName: 'Techy Repairs', sms: false, email: null },
    });
    const { user } = await renderWithApp(<OffersChoice token="tok-123" />);
    const sms = await screen.findByRole('checkbox', { name: 'Text me offers (SMS)' });
    expect(sms).toBeChecked();
    // No e-mail address was given for this repair: no box for it.
    expect(screen.queryByRole('checkbox', { name: 'E-mail me offers' })).toBeNull();
    const save = screen.getByRole('button', { name: 'Save my choice' });
    expect(save).toBeDisabled();
    await user.click(sms);
    await user.click(save);
    expect(await screen.findByText('Your choice of offers is saved.')).toBeInTheDocument();
    expect(api.writes()).toEqual([
      { method: 'PUT', path: PATH, body: { sms: false, email: false, version: CONSENT_VERSION } },
    ]);
  });
});
