import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, apiSave, NETWORK_ERROR_MESSAGE } from './api';
import { offlineDb, recordTable } from './offline/db';
import { rememberUser } from './offline/layer';
import type { OfflineWrite } from './offline/writes';
import { sessionUser } from '../testing/users';

const USER = sessionUser({ id: 'u-1', username: 'sam', firstName: 'Sam', lastName: 'Ortiz' });

type Note = { id: string; customerName: string };
const noteOffline: OfflineWrite<Note> = {
  kind: 'note.create',
  keep: (body) => ({
    record: { ...body },
    recordId: body.id,
    keep: { table: 'deviceSales', as: 'new' },
    label: `Note: ${body.customerName}`,
  }),
};

beforeEach(async () => {
  await Promise.all(offlineDb().tables.map((table) => table.clear()));
  await rememberUser(USER);
  // The browser believes it is online; the request itself fails, as on a dead connection.
  vi.stubGlobal('navigator', { onLine: true });
  vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
});
afterEach(() => vi.unstubAllGlobals());

describe('a write without a connection', () => {
  it('waits in the queue when its call declares how, and says it is queued', async () => {
    const saved = await apiSave<Note, Note>(
      'POST',
      '/api/device-sales',
      { id: 'n1', customerName: 'Rae' },
      noteOffline,
    );
    expect(saved).toEqual({
      queued: true,
      record: { id: 'n1', customerName: 'Rae', isOffline: true, syncStatus: 'pending' },
    });
    const [entry] = await offlineDb().syncQueue.toArray();
    expect(entry).toMatchObject({
      kind: 'note.create',
      table: 'deviceSales',
      method: 'POST',
      path: '/api/device-sales',
      recordId: 'n1',
      label: 'Note: Rae',
      body: { type: 'json', json: { id: 'n1', customerName: 'Rae' } },
    });
    expect(await offlineDb().deviceSales.get('n1')).toMatchObject({ syncStatus: 'pending' });
  });

  it('never queues a write the server does not take for later (OFFLINE_WRITE_ROUTES)', async () => {
    const error = await apiSave(
      'POST',
      '/api/notes',
      { id: 'n4', customerName: 'Ode' },
      noteOffline,
    ).catch((e: unknown) => e);
    expect((error as Error).message).toBe(
      'POST /api/notes is not an offline write: add it to OFFLINE_WRITE_ROUTES',
    );
    expect(await offlineDb().syncQueue.count()).toBe(0);
  });

  it('fails with the network message when its call declares nothing, and keeps nothing', async () => {
    const error = await apiRequest('POST', '/api/notes', { id: 'n2' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(NETWORK_ERROR_MESSAGE);
    expect(await offlineDb().syncQueue.count()).toBe(0);
  });

  it('answers with the server record, not queued, when the server takes it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(new Response(JSON.stringify({ id: 'n3' }), { status: 201 })),
    );
    const saved = await apiSave(
      'POST',
      '/api/notes',
      { id: 'n3', customerName: 'Jo' },
      noteOffline,
    );
    expect(saved).toEqual({ queued: false, record: { id: 'n3' } });
    expect(await offlineDb().syncQueue.count()).toBe(0);
  });
});

describe('a write queued by an earlier version, which did not name its table', () => {
  it('still finds the record it made from its kind', () => {
    const entry = { kind: 'buyback.create', recordId: 'b1' } as Parameters<typeof recordTable>[1];
    expect(recordTable(offlineDb(), entry)).toBe(offlineDb().devicePurchases);
    expect(recordTable(offlineDb(), { ...entry, kind: 'repair.status' })).toBeNull();
  });
});
