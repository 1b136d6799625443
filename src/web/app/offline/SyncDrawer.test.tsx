// Issue 37: a refused write that a manager may let through could be approved only by a manager
// signed in on the device. At a counter's session, the manager standing by now approves with their
// PIN, and the write waits to go again carrying the approval.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { IMEI_BLOCKED_CODE } from '../../../shared/buybacks';
import { MANAGER_APPROVAL_CODE } from '../../../shared/http';
import { storeBody } from '../../lib/offline/body';
import { offlineDb, type QueueEntry } from '../../lib/offline/db';
import { setApprovalAsker } from '../../lib/manager-approval';
import { fill, renderWithApp } from '../../testing/render';
import { sessionUser } from '../../testing/users';
import { SyncDrawer } from './SyncDrawer';

const REFUSED = "A sale above $5,000.00 needs a manager's approval";

async function refused(overrides: Partial<QueueEntry>): Promise<QueueEntry> {
  const entry: QueueEntry = {
    timestamp: 1_000,
    retries: 1,
    userId: 'u-morgan',
    userName: 'Morgan Blake',
    kind: 'sale.create',
    method: 'POST',
    path: '/api/counter-sales',
    body: storeBody({ id: 's1' }),
    recordId: null,
    label: 'Quick sale: 2 items',
    state: 'failed',
    error: REFUSED,
    errorCode: MANAGER_APPROVAL_CODE,
    nextAttemptAt: 0,
    ...overrides,
  };
  const id = await offlineDb().syncQueue.add(entry);
  return { ...entry, id };
}

describe('approving a refused write from the sync drawer', () => {
  it("asks the manager standing by for their PIN and keeps the approval for the write's next send", async () => {
    // Offline, so the send after approving leaves the write waiting where the test can read it.
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const entry = await refused({});
    const asked: string[] = [];
    const stop = setApprovalAsker(async (reason) => {
      asked.push(reason);
      return 'sealed-approval';
    });
    const { user } = await renderWithApp(
      <SyncDrawer entries={[entry]} opened onClose={() => {}} />,
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'A manager approves with their PIN' }));
    await waitFor(async () =>
      expect(await offlineDb().syncQueue.get(entry.id!)).toMatchObject({
        state: 'pending',
        approval: 'sealed-approval',
      }),
    );
    expect(asked).toEqual([REFUSED]);
    stop();
  });

  it('leaves the write refused when the manager does not approve', async () => {
    const entry = await refused({});
    const stop = setApprovalAsker(async () => null);
    const { user } = await renderWithApp(
      <SyncDrawer entries={[entry]} opened onClose={() => {}} />,
    );
    await user.click(screen.getByRole('button', { name: 'A manager approves with their PIN' }));
    await waitFor(async () =>
      expect(await offlineDb().syncQueue.get(entry.id!)).toMatchObject({ state: 'failed' }),
    );
    expect((await offlineDb().syncQueue.get(entry.id!))?.approval).toBeUndefined();
    stop();
  });

  it('asks a counter for the reason of a flagged buyback before the manager approves it', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const entry = await refused({
      kind: 'buyback.create',
      path: '/api/device-purchases',
      body: { type: 'form', parts: [{ name: 'imei', value: '356938035643809' }] },
      error: 'This device is flagged as stolen. A manager must approve this buyback.',
      errorCode: IMEI_BLOCKED_CODE,
    });
    const stop = setApprovalAsker(async () => 'sealed-approval');
    const { user } = await renderWithApp(
      <SyncDrawer entries={[entry]} opened onClose={() => {}} />,
    );
    const approve = screen.getByRole('button', { name: 'A manager approves with their PIN' });
    await user.click(approve);
    expect(await screen.findByText('Give the reason for buying it anyway')).toBeTruthy();
    await fill(user, screen.getByLabelText('Why buy it anyway'), 'Owner showed the police report');
    await user.click(approve);
    await waitFor(async () =>
      expect(await offlineDb().syncQueue.get(entry.id!)).toMatchObject({
        state: 'pending',
        approval: 'sealed-approval',
        body: {
          type: 'form',
          parts: [
            { name: 'imei', value: '356938035643809' },
            { name: 'overrideReason', value: 'Owner showed the police report' },
          ],
        },
      }),
    );
    stop();
  });

  it('lets a manager signed in here approve without a PIN', async () => {
    const entry = await refused({});
    const stop = setApprovalAsker(async () => {
      throw new Error('a manager signed in is not asked for a PIN');
    });
    await renderWithApp(<SyncDrawer entries={[entry]} opened onClose={() => {}} />, {
      user: sessionUser({ role: 'store_manager' }),
    });
    expect(screen.getByRole('button', { name: 'Approve as manager and send' })).toBeTruthy();
    stop();
  });
});
