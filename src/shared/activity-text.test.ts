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

  it('says what a buyback correction reads and why', () => {
    expect(
      describeActivity(
        entry('buyback.addendum', {
          part: 'seller',
          correction: 'Name is Kemp Record',
          reason: 'Misread the ID',
        }),
      ),
    ).toEqual({
      title: 'Added a correction to a buyback record',
      detail: 'Name is Kemp Record, because Misread the ID',
    });
  });

  it('names sign-in lockouts with the address they came from', () => {
    expect(
      describeActivity(
        entry('auth.lockout', { username: 'admin', address: '203.0.113.7', minutes: 15 }),
      ),
    ).toEqual({ title: 'Sign-in locked', detail: 'as “admin” from 203.0.113.7 for 15 minutes' });
    expect(
      describeActivity(entry('auth.lockout.address', { address: '203.0.113.7', minutes: 15 })),
    ).toEqual({
      title: 'Address locked',
      detail: '203.0.113.7 for 15 minutes, after failed sign-ins to several accounts',
    });
    expect(
      describeActivity(entry('auth.lockout.device', { username: 'admin', minutes: 15 })).detail,
    ).toBe('as “admin” on a device that signed in before, for 15 minutes');
    expect(
      describeActivity(
        entry('auth.lockout.slowed', {
          username: 'admin',
          failures: 6,
          addresses: ['203.0.113.1', '198.51.100.2'],
          seconds: 2,
        }),
      ),
    ).toEqual({
      title: 'Sign-ins slowed',
      detail:
        'as “admin”: 6 failed sign-ins from 203.0.113.1, 198.51.100.2; each try now waits 2 seconds at least',
    });
  });

  it('names a password reset with the account it was for', () => {
    expect(
      describeActivity(entry('user.password_reset', { username: 'cleo', role: 'ceo' })),
    ).toEqual({ title: 'Reset a password', detail: 'cleo (CEO)' });
  });

  it('names role changes with the role labels', () => {
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

  it('says who sent a change saved on a shared device for the person who made it', () => {
    const sent = { from: 'received', to: 'completed', sentById: 'm1', sentByName: 'Ana Ruiz' };
    expect(describeActivity(entry('repair.status', sent)).detail).toBe(
      'Received → Completed · sent by Ana Ruiz for them',
    );
    expect(describeActivity(entry('repair.create', { sentByName: 'Ana Ruiz' })).detail).toBe(
      'sent by Ana Ruiz for them',
    );
  });

  it('names the company an office change was about', () => {
    expect(describeActivity(entry('company.create', { name: 'Peach Phones' }))).toEqual({
      title: 'Added a company',
      detail: 'Peach Phones',
    });
    expect(
      describeActivity(entry('company.rename', { from: 'TECHY', to: 'Techy Repair' })),
    ).toEqual({ title: 'Renamed a company', detail: 'TECHY → Techy Repair' });
    expect(describeActivity(entry('company.archive', { name: 'TEKCELL' })).title).toBe(
      'Archived a company',
    );
  });

  it('keeps the particulars empty when nothing was recorded', () => {
    expect(describeActivity(entry('auth.login'))).toEqual({ title: 'Signed in', detail: null });
    expect(describeActivity(entry('store.update', { fields: [] })).detail).toBeNull();
  });

  it('falls back to the raw action for one it does not know', () => {
    expect(describeActivity(entry('backup.run')).title).toBe('backup.run');
  });

  it('names the terms published and their version, or a store going back to the chain terms', () => {
    expect(describeActivity(entry('terms.publish', { kind: 'repair', version: 3 }))).toEqual({
      title: 'Published new terms',
      detail: 'Repair terms version 3',
    });
    expect(
      describeActivity(entry('terms.publish', { kind: 'sale', version: 2, useChainTerms: true }))
        .detail,
    ).toBe('Sale terms: the store uses the chain terms again');
  });
});
