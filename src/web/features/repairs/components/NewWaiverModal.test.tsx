import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentTermsPath } from '../../../../shared/terms';
import { queuedWrites } from '../../../lib/offline/queue';
import { fakeApi, goOffline } from '../../../testing/fake-api';
import { fill, pick, renderWithApp } from '../../../testing/render';
import { JPEG_BYTES, SIGNATURE_PNG } from '../../../testing/setup';
import NewWaiverModal from './NewWaiverModal';

const TERMS = { id: 't2', kind: 'repair', storeId: null, version: 2, body: 'Back up your data.' };
const PHOTO = new File([JPEG_BYTES], 'front.jpg', { type: 'image/jpeg' });

const open = () => renderWithApp(<NewWaiverModal opened onClose={() => undefined} />);

/** Everything a clerk fills in for a cracked screen, as the customer signs by typing. */
async function fillCheckIn(user: UserEvent) {
  await fill(user, screen.getByLabelText(/Phone number/), '4045550101');
  await fill(user, screen.getByLabelText(/Customer name/), 'Rae Jones');
  await fill(user, screen.getByLabelText(/ZIP code/), '30305');
  await pick(user, 'Brand', 'Apple');
  await pick(user, 'Model', 'iPhone 13');
  await fill(user, screen.getByLabelText(/Problem description/), 'Cracked screen');
  await fill(user, screen.getByLabelText(/Repair type/, { selector: 'input' }), 'Screen');
  await fill(user, screen.getByLabelText(/Estimated cost/), '120');
  await user.upload(screen.getByLabelText('Before photo: choose a file'), PHOTO);
  await screen.findByRole('img', { name: 'Before photo preview' });
  await user.click(screen.getByRole('button', { name: 'Type to sign' }));
  await fill(user, screen.getByLabelText(/Full name/), 'Rae Jones');
}

describe('the repair check-in', () => {
  it('sends the repair with the terms the customer saw, and shows its ticket', async () => {
    const api = fakeApi({
      [`GET ${currentTermsPath('repair', 's1')}`]: TERMS,
      'POST /api/repair-waivers': ({ body }) => ({
        ...(body as object),
        ticketNumber: 'WB-0042',
      }),
    });
    const { user } = await open();
    await fillCheckIn(user);
    await user.click(screen.getByRole('button', { name: 'Create Waiver' }));
    expect(await screen.findByText('Ticket WB-0042 created')).toBeInTheDocument();
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/repair-waivers',
        body: expect.objectContaining({
          customerName: 'Rae Jones',
          customerPhone: '(404) 555-0101',
          customerZip: '30305',
          deviceBrand: 'Apple',
          deviceModel: 'iPhone 13',
          problemDescription: 'Cracked screen',
          repairType: 'Screen',
          estimatedCost: 120,
          companyName: 'TECHY',
          beforePhoto: expect.stringMatching(/^data:image\/jpeg;base64,/),
          dropoffSignature: SIGNATURE_PNG,
          dropoffSignatureMethod: 'typed',
          termsVersionId: 't2',
        }),
      },
    ]);
  });

  it('shows what is missing beside its field and sends nothing', async () => {
    const api = fakeApi({ [`GET ${currentTermsPath('repair', 's1')}`]: TERMS });
    const { user } = await open();
    await fill(user, screen.getByLabelText(/Customer name/), 'Rae Jones');
    await user.click(screen.getByRole('button', { name: 'Create Waiver' }));

    expect(await screen.findByText('Before photo is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/Problem description/)).toHaveAccessibleDescription(
      expect.stringContaining('required'),
    );
    expect(api.writes()).toEqual([]);
  });

  it('offline, keeps the check-in on this device to send later and says so', async () => {
    fakeApi({ [`GET ${currentTermsPath('repair', 's1')}`]: TERMS });
    const { user } = await open();
    await fillCheckIn(user);
    goOffline();
    await user.click(screen.getByRole('button', { name: 'Create Waiver' }));

    expect(await screen.findByText('Saved on this device')).toBeInTheDocument();
    const [entry, ...more] = await queuedWrites();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      kind: 'repair.create',
      path: '/api/repair-waivers',
      label: 'Check-in: Rae Jones, Apple iPhone 13',
      body: { type: 'json', json: { customerName: 'Rae Jones', termsVersionId: 't2' } },
    });
  });

  it('takes a deposit by card with its reference, and refuses one without', async () => {
    const api = fakeApi({
      [`GET ${currentTermsPath('repair', 's1')}`]: TERMS,
      'POST /api/repair-waivers': ({ body }) => ({ ...(body as object), ticketNumber: 'WB-0043' }),
    });
    const { user } = await open();
    await fillCheckIn(user);
    await user.click(screen.getByRole('checkbox', { name: 'Take a deposit now' }));
    await user.click(screen.getByRole('radio', { name: 'Card' }));
    await fill(user, screen.getByLabelText(/^Deposit/), '40');
    await user.click(screen.getByRole('button', { name: 'Create Waiver' }));
    expect(
      await screen.findByText("Enter the card's last four digits or a reference"),
    ).toBeInTheDocument();
    expect(api.writes()).toEqual([]);

    await fill(user, screen.getByLabelText(/Card last four/), '1881');
    await user.click(screen.getByRole('button', { name: 'Create Waiver' }));
    expect(await screen.findByText('Ticket WB-0043 created')).toBeInTheDocument();
    expect(api.writes()[0]?.body).toMatchObject({
      deposit: { method: 'card', amount: 40, reference: '1881' },
    });
  });
});
