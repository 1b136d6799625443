import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { RepairStatus, RepairWaiverDetail } from '../../../../shared/repairs';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render';
import { StatusChanger } from './StatusChanger';

const waiver = (status: RepairStatus) =>
  ({ id: 'r1', ticketNumber: 'WB-0001', status, notifyOptOut: false }) as RepairWaiverDetail;

describe('the status control (issue 37)', () => {
  it('starts an In Progress job on Completed, never on a step back', async () => {
    const api = fakeApi({
      'PUT /api/repair-waivers/r1/status': { ...waiver('completed') },
    });
    const { user } = await renderWithApp(<StatusChanger waiver={waiver('in_progress')} />);
    expect(screen.getByRole('radio', { name: 'Completed' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Received' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Update status' }));
    await screen.findByText('WB-0001 is now Completed.');
    expect(api.writes()[0]).toMatchObject({
      body: { fromStatus: 'in_progress', status: 'completed' },
    });
  });

  it('starts a received job on In Progress', async () => {
    fakeApi();
    await renderWithApp(<StatusChanger waiver={waiver('received')} />);
    expect(screen.getByRole('radio', { name: 'In Progress' })).toBeChecked();
  });

  it('names a step back on its button, so it is never an Update by default', async () => {
    fakeApi();
    await renderWithApp(<StatusChanger waiver={waiver('completed')} />);
    expect(screen.queryByRole('button', { name: 'Update status' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Move back to In Progress' })).toBeInTheDocument();
  });

  it('forgets a choice once the repair has moved on', async () => {
    fakeApi();
    /** The ticket as another device moves it: the control sees the newer status. */
    function Moving() {
      const [status, setStatus] = useState<RepairStatus>('in_progress');
      return (
        <>
          <button onClick={() => setStatus('received')}>Moved elsewhere</button>
          <StatusChanger waiver={waiver(status)} />
        </>
      );
    }
    const { user } = await renderWithApp(<Moving />);
    await user.click(screen.getByRole('radio', { name: 'Received' }));
    expect(screen.getByRole('button', { name: 'Move back to Received' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Moved elsewhere' }));
    expect(screen.getByRole('radio', { name: 'In Progress' })).toBeChecked();
  });
});
