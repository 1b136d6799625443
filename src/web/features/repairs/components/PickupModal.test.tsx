import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SIGNATURE_MISSING_MESSAGE } from '../../../../shared/repairs';
import { queuedWrites } from '../../../lib/offline/queue';
import { fakeApi, goOffline } from '../../../testing/fake-api';
import { fill, renderWithApp } from '../../../testing/render';
import { repairMoney } from '../../../testing/money';
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
const QUEUE = {
  'GET /api/pickup-queue': [READY],
  'GET /api/repair-waivers/r2/money': repairMoney('r2', { balance: 0, paid: 89 }),
};
const OWING = { ...QUEUE, 'GET /api/repair-waivers/r2/money': repairMoney('r2') };
const PAID = repairMoney('r2', { balance: 0, paid: 89 });

const open = () => renderWithApp(<PickupModal onClose={() => undefined} />);
/** Opens the pickup of a paid repair, as the clerk sees it once its payments are known. */
async function openPaid() {
  const rendered = await open();
  expect(await screen.findByText('Paid in full')).toBeInTheDocument();
  return rendered;
}
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
    const { user } = await openPaid();
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
    const { user } = await openPaid();
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
    const { user } = await openPaid();
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

  it('hands nothing back while the amount due is not known', async () => {
    const api = fakeApi({
      ...QUEUE,
      'GET /api/repair-waivers/r2/money': { status: 500, body: { error: 'Database unavailable' } },
    });
    const { user } = await open();
    expect(await screen.findByText('Amount due not known')).toBeInTheDocument();
    await signByTyping(user);
    const button = await handBack();
    expect(button).toBeDisabled();
    await user.click(button);
    expect(api.writes()).toEqual([]);
  });

  it('takes the amount due in cash, with the change, before handing back', async () => {
    const api = fakeApi({
      ...OWING,
      'POST /api/repair-waivers/r2/payments': PAID,
      'PUT /api/repair-waivers/r2/status': { ...READY, status: 'picked_up' },
    });
    const { user } = await open();
    expect(await screen.findByText('Amount due $89.00')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('Cash handed over'), '100');
    expect(screen.getByText('Change to give: $11.00')).toBeInTheDocument();
    await signByTyping(user);
    await user.click(await handBack());

    expect(await screen.findByText('WB-0007 handed back to Avery Stone.')).toBeInTheDocument();
    const [payment, pickup] = api.writes();
    expect(payment).toMatchObject({
      path: '/api/repair-waivers/r2/payments',
      body: { kind: 'payment', parts: [{ method: 'cash', amount: '89', tendered: '100' }] },
    });
    expect(pickup?.path).toBe('/api/repair-waivers/r2/status');
  });

  it('splits cash and card, and refuses parts that do not add up to what is owed', async () => {
    const api = fakeApi({
      ...OWING,
      'POST /api/repair-waivers/r2/payments': PAID,
      'PUT /api/repair-waivers/r2/status': { ...READY, status: 'picked_up' },
    });
    const { user } = await open();
    await screen.findByText('Amount due $89.00');
    await fill(user, screen.getByLabelText(/^Amount/), '50');
    await user.click(screen.getByRole('button', { name: 'Split: add another way to pay' }));
    const card = screen.getByRole('group', { name: 'Payment 2' });
    await signByTyping(user);
    await user.click(await handBack());
    expect(
      await within(card).findByText("Enter the card's last four digits or a reference"),
    ).toBeInTheDocument();
    await fill(user, within(card).getByLabelText(/Card last four/), '4242');
    await fill(user, within(card).getByLabelText(/^Amount/), '30');
    await user.click(await handBack());
    expect(
      await screen.findByText(/Take the balance of \$9\.00 before pickup/),
    ).toBeInTheDocument();
    expect(api.writes()).toEqual([]);

    await fill(user, within(card).getByLabelText(/^Amount/), '39');
    await user.click(await handBack());
    expect(await screen.findByText('WB-0007 handed back to Avery Stone.')).toBeInTheDocument();
    expect(api.writes()[0]?.body).toMatchObject({
      parts: [
        { method: 'cash', amount: '50' },
        { method: 'card', amount: '39', reference: '4242' },
      ],
    });
  });

  it('offline, queues the payment ahead of the pickup, once', async () => {
    fakeApi(OWING);
    const { user } = await open();
    await screen.findByText('Amount due $89.00');
    await signByTyping(user);
    goOffline();
    await user.click(await handBack());

    expect(await screen.findByText('WB-0007 handed back to Avery Stone.')).toBeInTheDocument();
    const writes = await queuedWrites();
    expect(writes.map((w) => w.kind)).toEqual(['repair.payment', 'repair.status']);
    expect(writes[0]).toMatchObject({
      path: '/api/repair-waivers/r2/payments',
      body: { type: 'json', json: { kind: 'payment', parts: [{ method: 'cash', amount: '89' }] } },
    });
  });
});
