import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SIGNATURE_MISSING_MESSAGE } from '../../../../shared/repairs';
import { queuedWrites } from '../../../lib/offline/queue';
import { fakeApi, goOffline } from '../../../testing/fake-api';
import { fill, renderWithApp } from '../../../testing/render';
import { SIGNATURE_PNG } from '../../../testing/setup';
import PickupModal from './PickupModal';

const READY = {
  id: 'r2',
  ticketNumber: 'WB-0007',
  customerName: 'Avery Stone',
  customerPhone: '(404) 555-0102',
  deviceBrand: 'Samsung',
  deviceModel: 'Galaxy S21',
  problemDescription: 'Battery swollen',
  estimatedCost: 89,
  beforePhoto: 'data:image/png;base64,AA==',
  status: 'completed',
};
const QUEUE = { 'GET /api/pickup-queue': [READY] };

const open = () => renderWithApp(<PickupModal onClose={() => undefined} />);
const handBack = () => screen.findByRole('button', { name: 'Hand back WB-0007 to Avery Stone' });

async function signByTyping(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Type to sign' }));
  await fill(user, screen.getByLabelText(/Full name/), 'Avery Stone');
}

describe('the pickup', () => {
  it('hands the first completed repair back with the signature and notes', async () => {
    const api = fakeApi({
      ...QUEUE,
      'PUT /api/repair-waivers/r2/status': { ...READY, status: 'picked_up' },
    });
    const { user } = await open();
    await fill(user, screen.getByLabelText(/Notes/), 'Paid cash');
    await signByTyping(user);
    await user.click(await handBack());

    expect(await screen.findByRole('button', { name: 'Handed Back' })).toBeInTheDocument();
    expect(await screen.findByText('WB-0007 handed back to Avery Stone.')).toBeInTheDocument();
    expect(api.writes()).toEqual([
      {
        method: 'PUT',
        path: '/api/repair-waivers/r2/status',
        body: {
          repairWaiverId: 'r2',
          fromStatus: 'completed',
          status: 'picked_up',
          notes: 'Paid cash',
          pickupSignature: SIGNATURE_PNG,
          pickupSignatureMethod: 'typed',
        },
      },
    ]);
  });

  it('asks for the signature beside the pad and sends nothing without it', async () => {
    const api = fakeApi(QUEUE);
    const { user } = await open();
    await user.click(await handBack());

    const pad = screen.getByRole('group', { name: 'Customer signature (pickup)' });
    expect(
      await within(pad.closest<HTMLElement>('.mantine-InputWrapper-root')!).findByText(
        SIGNATURE_MISSING_MESSAGE,
      ),
    ).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
  });

  it('offline, keeps the pickup on this device to send later', async () => {
    fakeApi(QUEUE);
    const { user } = await open();
    await signByTyping(user);
    goOffline();
    await user.click(await handBack());

    expect(await screen.findByText('WB-0007 handed back to Avery Stone.')).toBeInTheDocument();
    const [entry, ...more] = await queuedWrites();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      kind: 'repair.status',
      method: 'PUT',
      path: '/api/repair-waivers/r2/status',
      recordId: 'r2',
      state: 'pending',
      body: { type: 'json', json: { status: 'picked_up', pickupSignatureMethod: 'typed' } },
    });
  });
});
