import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { CLERK, fill, renderWithApp } from '../../../testing/render';
import { FlagDeviceForm } from './FlagDeviceForm';

const IMEI = '356938035643809';
const open = () =>
  renderWithApp(<FlagDeviceForm imei={IMEI} />, { user: { ...CLERK, role: 'store_manager' } });

describe('flagging a device', () => {
  it('asks why beside the reason and sends nothing without one', async () => {
    const api = fakeApi();
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Flag this device' }));
    await user.click(screen.getByRole('button', { name: 'Flag device' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Reason')).toHaveAccessibleDescription(
        expect.stringContaining('Say why the device is flagged'),
      ),
    );
    expect(api.writes()).toEqual([]);
  });

  it('sends the kind chosen and the reason', async () => {
    const api = fakeApi({ [`POST /api/imei/${IMEI}/flags`]: { id: 'f1' } });
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Flag this device' }));
    await user.click(screen.getByRole('radio', { name: 'Lost' }));
    await fill(user, screen.getByLabelText('Reason'), 'Owner called, police report 4411');
    await user.click(screen.getByRole('button', { name: 'Flag device' }));

    expect(await screen.findByText('The device is flagged lost.')).toBeInTheDocument();
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: `/api/imei/${IMEI}/flags`,
        body: { kind: 'lost', reason: 'Owner called, police report 4411' },
      },
    ]);
  });
});
