import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentTermsPath } from '../../../shared/terms';
import { offlineDb } from './db';
import { buybackOffline } from '../../features/buybacks/offline';
import { checkInOffline, statusChangeOffline } from '../../features/repairs/offline';
import { saleOffline } from '../../features/sales/offline';
import { enqueue, readOffline, remember, rememberUser, withThisDevice } from './layer';
import { getSyncState, markRead } from './sync-state';
import { sessionUser } from '../../testing/users';

const LIST = '/api/repair-waivers?limit=50';

const MORGAN = sessionUser();

beforeEach(async () => {
  const db = offlineDb();
  await Promise.all(db.tables.map((table) => table.clear()));
});

describe('a read without a connection', () => {
  it('answers a list never loaded here with an empty placeholder and marks it unseen', async () => {
    const answer = await readOffline(LIST);
    expect(await answer!.json()).toEqual({ waivers: [] });
    expect(getSyncState().unseenPaths).toContain(LIST);
    // Once the list is read with a connection it is known again.
    markRead(LIST, true);
    expect(getSyncState().unseenPaths).not.toContain(LIST);
  });

  it('answers a list seen before with what this device kept, not marked unseen', async () => {
    const path = '/api/device-sales?limit=20';
    await remember(path, new Response(JSON.stringify([{ id: 's1' }])));
    const answer = await readOffline(path);
    expect(await answer!.json()).toEqual([{ id: 's1' }]);
    expect(getSyncState().unseenPaths).not.toContain(path);
  });
});

describe('a status change or pickup of a repair the server has, made offline', () => {
  const repairs = [
    { id: 'r1', customerName: 'Quinn', status: 'received' },
    { id: 'r2', customerName: 'Avery', status: 'completed' },
  ];
  const changeStatus = (id: string, status: string, fromStatus: string) =>
    enqueue(
      'PUT',
      `/api/repair-waivers/${id}/status`,
      { repairWaiverId: id, status, fromStatus },
      statusChangeOffline,
    );

  beforeEach(async () => {
    await rememberUser(MORGAN);
    await remember(LIST, new Response(JSON.stringify({ waivers: repairs })));
    await remember('/api/pickup-queue', new Response(JSON.stringify(repairs)));
  });

  it("shows the new status on the repair's row, marked Pending sync, offline and online", async () => {
    const answer = await changeStatus('r1', 'in_progress', 'received');
    expect(await answer!.json()).toMatchObject({ id: 'r1', status: 'in_progress' });

    const offline = (await (await readOffline(LIST))!.json()) as { waivers: object[] };
    expect(offline.waivers).toEqual([
      expect.objectContaining({ id: 'r1', status: 'in_progress', syncStatus: 'pending' }),
      repairs[1],
    ]);
    // Back online while it still waits: the server's answer gets the same mark.
    const online = await withThisDevice(LIST, { waivers: repairs }, null);
    expect(((await online.json()) as { waivers: object[] }).waivers[0]).toMatchObject({
      status: 'in_progress',
      syncStatus: 'pending',
    });
  });

  it('takes a repair handed back offline out of the pickup queue, and marks it in the list', async () => {
    await changeStatus('r2', 'picked_up', 'completed');
    const queue = (await (await readOffline('/api/pickup-queue'))!.json()) as { id: string }[];
    expect(queue.map((r) => r.id)).toEqual(['r1']);
    const list = (await (await readOffline(LIST))!.json()) as { waivers: object[] };
    expect(list.waivers[1]).toMatchObject({ status: 'picked_up', syncStatus: 'pending' });
  });

  it('keeps a pickup signature typed offline marked as typed', async () => {
    const answer = await enqueue(
      'PUT',
      '/api/repair-waivers/r2/status',
      {
        repairWaiverId: 'r2',
        status: 'picked_up',
        fromStatus: 'completed',
        pickupSignature: 'data:image/png;base64,AA==',
        pickupSignatureMethod: 'typed',
      },
      statusChangeOffline,
    );
    expect(await answer!.json()).toMatchObject({ pickupSignatureMethod: 'typed' });
    const [entry] = await offlineDb().syncQueue.toArray();
    expect(entry!.body).toMatchObject({ json: { pickupSignatureMethod: 'typed' } });
  });

  it("keeps the server's status on a change it refused or found in conflict, marked for attention", async () => {
    await changeStatus('r1', 'in_progress', 'received');
    const [entry] = await offlineDb().syncQueue.toArray();
    await offlineDb().syncQueue.update(entry!.id!, {
      state: 'conflict',
      error: 'Sam Ortiz changed it to Completed',
    });
    const detail = await withThisDevice('/api/waivers/r1', { waiver: repairs[0] }, null);
    expect(((await detail.json()) as { waiver: object }).waiver).toEqual({
      ...repairs[0],
      syncStatus: 'conflict',
      syncError: 'Sam Ortiz changed it to Completed',
    });
  });

  it('keeps who made each change, for the next person on a shared device', async () => {
    await changeStatus('r1', 'in_progress', 'received');
    const [entry] = await offlineDb().syncQueue.toArray();
    expect(entry).toMatchObject({
      userId: 'u-morgan',
      userName: 'Morgan Blake',
      label: 'Status change: Quinn',
    });
  });
});

describe('a check-in made offline', () => {
  const terms = { id: 't2', kind: 'repair', storeId: null, version: 2, body: 'Back up your data.' };
  const checkIn = (termsVersionId: string | undefined, more: object = {}) =>
    enqueue(
      'POST',
      '/api/repair-waivers',
      {
        ...more,
        id: 'w-offline',
        customerName: 'Rae',
        customerPhone: '(404) 555-0101',
        customerZip: '30305',
        deviceBrand: 'Apple',
        deviceModel: 'iPhone 13',
        problemDescription: 'Cracked screen',
        estimatedCost: 120,
        repairType: 'Screen',
        companyName: 'TECHY',
        beforePhoto: 'data:image/png;base64,AA==',
        dropoffSignature: 'data:image/png;base64,AA==',
        termsVersionId,
      },
      checkInOffline,
    );

  beforeEach(async () => {
    await rememberUser(MORGAN);
    await remember(
      currentTermsPath('repair', 's1'),
      new Response(JSON.stringify(terms), { headers: { 'Content-Type': 'application/json' } }),
    );
  });

  it('sends the terms version its customer saw, and prints those terms before it syncs', async () => {
    const answer = await checkIn('t2');
    expect(await answer!.json()).toMatchObject({ id: 'w-offline', terms });
    const [entry] = await offlineDb().syncQueue.toArray();
    expect(entry!.body).toMatchObject({ type: 'json', json: { termsVersionId: 't2' } });
    const ticket = await readOffline('/api/waivers/w-offline');
    expect(((await ticket!.json()) as { waiver: object }).waiver).toMatchObject({ terms });
  });

  it('keeps a typed signature typed: in the write that waits and on the ticket printed meanwhile', async () => {
    await checkIn('t2', { dropoffSignatureMethod: 'typed' });
    const [entry] = await offlineDb().syncQueue.toArray();
    expect(entry!.body).toMatchObject({ json: { dropoffSignatureMethod: 'typed' } });
    const ticket = await readOffline('/api/waivers/w-offline');
    expect(((await ticket!.json()) as { waiver: object }).waiver).toMatchObject({
      dropoffSignatureMethod: 'typed',
      pickupSignatureMethod: null,
    });
  });

  it('prints no terms it cannot name: the server records the current ones when it syncs', async () => {
    expect(await (await checkIn(undefined))!.json()).toMatchObject({ terms: null });
    expect(await (await checkIn('t1'))!.json()).toMatchObject({ terms: null });
  });
});

describe('a buyback or sale signed by typing, made offline', () => {
  it('keeps the method in the form that waits and in the record shown meanwhile', async () => {
    await rememberUser(MORGAN);
    for (const [path, write] of [
      ['/api/device-purchases', buybackOffline],
      ['/api/device-sales', saleOffline],
    ] as const) {
      const form = new FormData();
      form.append('id', `${path}-1`);
      form.append('customerName', 'Rae');
      form.append('customerSignatureMethod', 'typed');
      form.append('customerSignature', new Blob(['png']), 'signature.png');
      const answer = await enqueue('POST', path, form, write);
      expect(await answer!.json()).toMatchObject({ customerSignatureMethod: 'typed' });
    }
    const parts = (await offlineDb().syncQueue.toArray()).map((e) =>
      e.body.type === 'form'
        ? e.body.parts.find((p) => p.name === 'customerSignatureMethod')
        : null,
    );
    expect(parts.map((p) => p?.value)).toEqual(['typed', 'typed']);
  });
});
