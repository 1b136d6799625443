import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { consentWords } from '../../shared/marketing-consent';
import { renderWithApp } from '../testing/render';
import { MarketingConsentChoice } from './MarketingConsent';

function Boxes() {
  const [sms, setSms] = useState(false);
  const [email, setEmail] = useState(false);
  return (
    <MarketingConsentChoice
      businessName="Techy Repairs"
      sms={{ checked: sms, onChange: setSms }}
      email={{ checked: email, onChange: setEmail }}
    />
  );
}

describe('the consent boxes', () => {
  it('start unticked, each labelled and described by the exact words recorded', async () => {
    await renderWithApp(<Boxes />);
    const sms = screen.getByRole('checkbox', { name: 'Text me offers (SMS)' });
    const email = screen.getByRole('checkbox', { name: 'E-mail me offers' });
    expect(sms).not.toBeChecked();
    expect(email).not.toBeChecked();
    expect(sms).toHaveAccessibleDescription(consentWords('Techy Repairs', 'sms'));
    expect(email).toHaveAccessibleDescription(consentWords('Techy Repairs', 'email'));
    expect(screen.getByRole('group', { name: 'Offers and news (optional)' })).toBeInTheDocument();
  });

  it('tick one channel without the other', async () => {
    const { user } = await renderWithApp(<Boxes />);
    await user.click(screen.getByRole('checkbox', { name: 'Text me offers (SMS)' }));
    expect(screen.getByRole('checkbox', { name: 'Text me offers (SMS)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'E-mail me offers' })).not.toBeChecked();
  });
});
