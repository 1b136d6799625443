import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { readOffline, remember } from './layer';
import { getSyncState, markRead } from './sync-state';

const LIST = '/api/repair-waivers?limit=50';

describe('a read without a connection', () => {
  it('answers a list never loaded here with an empty placeholder and marks it unseen', async () => {
    const answer = await readOffline(LIST);
    expect(await answer!.json()).toEqual({ waivers: [], nextCursor: null });
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
