import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SELLER_MESSAGES } from '../../../../shared/buyback-seller';
import { BUYBACK_REQUIRED, BUYBACK_TOASTS } from '../../../../shared/buybacks';
import { CONDITION_EXAMPLES } from '../../../../shared/devices';
import { currentTermsPath } from '../../../../shared/terms';
import { queuedWrites } from '../../../lib/offline/queue';
import { fakeApi, goOffline } from '../../../testing/fake-api';
import { fill, pick, renderWithApp } from '../../../testing/render';
import { JPEG_BYTES } from '../../../testing/setup';
import BuybackModal from './BuybackModal';

const TERMS = { id: 'tb1', kind: 'buyback', storeId: null, version: 1, body: 'You own it.' };
const TERMS_ROUTE = { [`GET ${currentTermsPath('buyback', 's1')}`]: TERMS };
const photo = (name: string) => new File([JPEG_BYTES], name, { type: 'image/jpeg' });

const open = () => renderWithApp(<BuybackModal opened onClose={() => undefined} />);

/** A seller with a driver's license sells a good iPhone 12 for $150 cash, signing by typing. */
async function fillBuyback(user: UserEvent) {
  await fill(user, screen.getByLabelText(/Seller name/), 'Jordan Lee');
  await fill(user, screen.getByLabelText(/Phone number/), '4045550103');
  await fill(user, screen.getByLabelText(/^ID number/), 'D1234567');
  await fillIdentity(user);
  await pick(user, 'Brand', 'Apple');
  await pick(user, 'Model', 'iPhone 12');
  await fill(user, screen.getByLabelText(/IMEI or serial number/), '356938035643809');
  await pick(user, 'Condition', 'Good');
  await fill(user, screen.getByLabelText(/Agreed amount/), '150');
  // Each photo is read and checked before it is taken, as a clerk sees its thumbnail appear.
  await user.upload(screen.getByLabelText('Device photos: choose files'), photo('back.jpg'));
  await screen.findByRole('img', { name: 'Device photos 1' });
  await user.upload(screen.getByLabelText('Payment receipt: choose files'), photo('receipt.jpg'));
  await screen.findByRole('img', { name: 'Payment receipt 1' });
  await pick(user, 'Owned the device for', '1 to 2 years');
  await user.click(screen.getByRole('checkbox', { name: /makes this declaration/ }));
  await user.click(screen.getByRole('button', { name: 'Type to sign' }));
  await fill(user, screen.getByLabelText(/Full name/), 'Jordan Lee');
}

/** The seller's birth date, address and the ID's issuer and expiry. */
async function fillIdentity(user: UserEvent, birthDate = '1991-06-02') {
  await fill(user, screen.getByLabelText(/^Date of birth/), birthDate);
  await fill(user, screen.getByLabelText(/^Address/), '55 Ponce de Leon Ave, Atlanta, GA 30308');
  await fill(user, screen.getByLabelText(/^ID issued by/), 'GA');
  await fill(user, screen.getByLabelText(/^ID expires/), '2031-06-02');
}

const STORES_ROUTE = (rules: Record<string, unknown>) => ({
  'GET /api/me/stores': [
    { id: 's1', name: 'Techy Uptown', timezone: 'America/New_York', ...rules },
  ],
});

describe('the buyback', () => {
  it('sends the purchase as a form with its files, and says it is recorded', async () => {
    const api = fakeApi({
      ...TERMS_ROUTE,
      'POST /api/device-purchases': ({ body }) => ({ ...(body as object), id: 'p1' }),
    });
    const { user } = await open();
    await fillBuyback(user);
    await user.click(screen.getByRole('button', { name: 'Record Buyback' }));

    expect(await screen.findByText(BUYBACK_TOASTS.created)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print bill of sale' })).toBeInTheDocument();
    const [sent, ...more] = api.writes();
    expect(more).toEqual([]);
    expect(sent).toMatchObject({
      method: 'POST',
      path: '/api/device-purchases',
      body: {
        customerName: 'Jordan Lee',
        customerPhone: '(404) 555-0103',
        idType: 'drivers_license',
        idNumber: 'D1234567',
        sellerBirthDate: '1991-06-02',
        sellerAddress: '55 Ponce de Leon Ave, Atlanta, GA 30308',
        idIssuer: 'GA',
        idExpiry: '2031-06-02',
        ownedFor: '1_to_2_years',
        declaration: 'true',
        deviceBrand: 'Apple',
        deviceModel: 'iPhone 12',
        imei: '356938035643809',
        condition: 'good',
        finalAmount: '150',
        paymentMethod: 'cash',
        customerSignatureMethod: 'typed',
        termsVersionId: 'tb1',
        customerSignature: expect.any(Blob),
        deviceImages: expect.any(Blob),
        paymentReceipts: expect.any(Blob),
      },
    });
  });

  it('shows a missing field beside it and sends nothing', async () => {
    const api = fakeApi(TERMS_ROUTE);
    const { user } = await open();
    await fillBuyback(user);
    await user.clear(screen.getByLabelText(/^ID number/));
    await user.click(screen.getByRole('button', { name: 'Record Buyback' }));

    expect(screen.getByLabelText(/^ID number/)).toHaveAccessibleDescription(
      expect.stringContaining('ID number is required'),
    );
    // The keyboard and a screen reader are taken to the field that needs them.
    await waitFor(() => expect(screen.getByLabelText(/^ID number/)).toHaveFocus());
    expect(api.writes()).toEqual([]);
  });

  it('refuses a seller under the store’s minimum age before anything is sent or queued', async () => {
    const api = fakeApi({ ...TERMS_ROUTE, ...STORES_ROUTE({ buybackMinAge: 21 }) });
    const { user } = await open();
    await fillBuyback(user);
    const eighteen = new Date();
    eighteen.setFullYear(eighteen.getFullYear() - 19);
    await fillIdentity(user, eighteen.toISOString().slice(0, 10));
    await user.click(screen.getByRole('button', { name: 'Record Buyback' }));
    expect(screen.getByLabelText(/^Date of birth/)).toHaveAccessibleDescription(
      expect.stringContaining('This store buys only from sellers 21 or older'),
    );
    expect(api.writes()).toEqual([]);
    expect(await queuedWrites()).toEqual([]);
  });

  it('asks for a second ID where the store requires one', async () => {
    const api = fakeApi({ ...TERMS_ROUTE, ...STORES_ROUTE({ buybackSecondId: true }) });
    const { user } = await open();
    expect(await screen.findByText("Required by this store's rules")).toBeVisible();
    await fillBuyback(user);
    await user.click(screen.getByRole('button', { name: 'Record Buyback' }));
    expect(
      screen.getByLabelText(/^Second ID type/, { selector: 'input' }),
    ).toHaveAccessibleDescription(expect.stringContaining(SELLER_MESSAGES.secondIdRequired));
    expect(api.writes()).toEqual([]);
  });

  it('leaves the declaration for the seller to tick, and shows its words', async () => {
    fakeApi(TERMS_ROUTE);
    await open();
    expect(screen.getByRole('checkbox', { name: /makes this declaration/ })).not.toBeChecked();
    expect(screen.getByText(/I am the lawful owner of this device/)).toBeVisible();
  });

  it('explains the chosen condition with an example, so two clerks grade a phone alike', async () => {
    fakeApi(TERMS_ROUTE);
    const { user } = await open();
    // A dialog that has just opened moves focus in, which would close a list opened before.
    await waitFor(() =>
      expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement),
    );
    await pick(user, 'Condition', 'Broken/Non-functional');
    expect(screen.getByLabelText(/^Condition/, { selector: 'input' })).toHaveAccessibleDescription(
      CONDITION_EXAMPLES.broken,
    );
  });

  it('offers only the storage sizes the chosen model shipped with', async () => {
    fakeApi(TERMS_ROUTE);
    const { user } = await open();
    await fill(user, screen.getByLabelText(/Seller name/), 'Jordan Lee');
    await pick(user, 'Brand', 'Apple');
    await pick(user, 'Model', 'iPhone 12');
    const storage = screen.getByLabelText('Storage', { selector: 'input' });
    await user.click(storage);
    const list = document.getElementById(storage.getAttribute('aria-controls')!)!;
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['64GB', '128GB', '256GB']);
  });

  it("shows the server's reason beside a file it refused, not that the file is missing", async () => {
    const refused = 'File must be a JPEG, PNG, WEBP, HEIC or PDF file';
    fakeApi({
      ...TERMS_ROUTE,
      'POST /api/device-purchases': {
        status: 400,
        body: { error: refused, fields: { paymentReceipts: refused } },
      },
    });
    const { user } = await open();
    await fillBuyback(user);
    await user.click(screen.getByRole('button', { name: 'Record Buyback' }));

    expect(
      await screen.findByText(refused, { selector: '.mantine-InputWrapper-error' }),
    ).toBeVisible();
    expect(screen.queryByText(BUYBACK_REQUIRED.receipt.message)).not.toBeInTheDocument();
  });

  it('offline, keeps the purchase and its files on this device to send later', async () => {
    fakeApi(TERMS_ROUTE);
    const { user } = await open();
    await fillBuyback(user);
    goOffline();
    await user.click(screen.getByRole('button', { name: 'Record Buyback' }));

    expect(await screen.findByText(BUYBACK_TOASTS.created)).toBeInTheDocument();
    // Kept on this device: there is no record on the server to print from yet.
    expect(screen.queryByRole('button', { name: 'Print bill of sale' })).not.toBeInTheDocument();
    const [entry, ...more] = await queuedWrites();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      kind: 'buyback.create',
      path: '/api/device-purchases',
      state: 'pending',
      label: 'Buyback: Jordan Lee, Apple iPhone 12',
    });
    const parts = entry!.body.type === 'form' ? entry!.body.parts.map((p) => p.name) : [];
    expect(parts).toEqual(expect.arrayContaining(['customerSignature', 'deviceImages']));
  });
});
