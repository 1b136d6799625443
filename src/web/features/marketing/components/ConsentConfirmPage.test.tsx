import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render';
import ConsentConfirmPage from './ConsentConfirmPage';

const PATH = '/api/public/consent-confirmations/tok-1234567890abcdef';
const OPEN = {
  businessName: 'TECHY',
  channel: 'email',
  address: 'a•••@example.com',
  words: 'E-mail me offers and news from TECHY: up to 4 marketing e-mails a month.',
  state: 'open',
};

const open = () =>
  renderWithApp(
    <Routes>
      <Route path="/consent/:token" element={<ConsentConfirmPage />} />
    </Routes>,
    { route: '/consent/tok-1234567890abcdef' },
  );

describe('the link that renews a consent (issue 37)', () => {
  it('asks first, changes nothing on opening, and records the yes', async () => {
    const api = fakeApi({
      [`GET ${PATH}`]: OPEN,
      [`POST ${PATH}`]: { ...OPEN, state: 'confirmed' },
    });
    const { user } = await open();
    expect(
      await screen.findByRole('heading', { name: 'Get offers from TECHY again?' }),
    ).toBeInTheDocument();
    expect(screen.getByText(OPEN.words)).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Yes, send me offers' }));
    expect(
      await screen.findByRole('heading', { name: 'You will get offers again' }),
    ).toBeInTheDocument();
    expect(api.writes()).toHaveLength(1);
  });

  it('says an old link changed nothing', async () => {
    fakeApi({ [`GET ${PATH}`]: { ...OPEN, state: 'expired' } });
    await open();
    expect(
      await screen.findByRole('heading', { name: 'This link has expired' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Yes, send me offers' })).toBeNull();
  });
});
