import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from './activity';
import { describeActivity } from './activity-text';

const entry = (action: string, details: ActivityEntry['details'] = null): ActivityEntry => ({
  id: '1',
  userId: 'u1',
  userName: 'Sam Lee',
  storeId: null,
  storeName: null,
  action,
  entity: null,
  entityId: null,
  details,
  ip: null,
  createdAt: '2026-11-21T10:00:00.000Z',
});

describe('describeActivity', () => {
  it('shows an action named like an inherited property as itself', () => {
    for (const action of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(describeActivity(entry(action)).title, action).toBe(action);
    }
  });

  it('names role changes with the spec labels', () => {
    expect(
      describeActivity(entry('user.role_change', { from: 'store', to: 'areamanager' })),
    ).toEqual({ title: 'Changed a role', detail: 'Store User → Area Manager' });
  });

  it('names repair status changes and pickups with their status labels', () => {
    expect(
      describeActivity(entry('repair.pickup', { from: 'completed', to: 'picked_up' })).detail,
    ).toMatch(/→/);
    expect(
      describeActivity(entry('repair.status', { from: 'received', to: 'weird' })).detail,
    ).toMatch(/→ weird$/);
  });

  it('gives the day and the reason of a reopened or corrected daily report', () => {
    const details = { businessDate: '2026-11-21', reason: 'Card slips left out' };
    expect(describeActivity(entry('daily_report.reopen', details))).toEqual({
      title: 'Reopened a daily sales report',
      detail: 'for 11/21/2026: Card slips left out',
    });
    expect(describeActivity(entry('daily_report.correct', details)).title).toBe(
      'Corrected a daily sales report',
    );
  });

  it('says which username a failed sign-in tried', () => {
    expect(describeActivity(entry('auth.login_failed', { username: 'sam' }))).toEqual({
      title: 'Failed sign-in',
      detail: 'as “sam”',
    });
  });

  it('shows money and IMEI of a buyback', () => {
    expect(
      describeActivity(entry('buyback.create', { amount: 120, imei: '356938035643809' })).detail,
    ).toBe('$120.00, IMEI 356938035643809');
  });

  it('keeps the particulars empty when nothing was recorded', () => {
    expect(describeActivity(entry('auth.login'))).toEqual({ title: 'Signed in', detail: null });
    expect(describeActivity(entry('store.update', { fields: [] })).detail).toBeNull();
  });

  it('falls back to the raw action for one it does not know', () => {
    expect(describeActivity(entry('backup.run')).title).toBe('backup.run');
  });
});
