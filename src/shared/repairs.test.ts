import { describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES } from './companies';
import {
  canMoveTo,
  canonicalStatus,
  displayStatus,
  isActiveRepair,
  isForwardMove,
  REPAIR_STATUSES,
  signatureState,
  ZRepairListQuery,
  ZRepairWaiverInput,
  ZStatusChangeInput,
} from './repairs';

const valid = {
  customerName: 'Jamie Rivera',
  customerPhone: '(404) 555-0100',
  customerEmail: '',
  customerZip: '30305',
  deviceBrand: 'Apple',
  deviceModel: 'iPhone 15',
  problemDescription: 'Cracked screen',
  estimatedCost: '129.50',
  repairType: 'Screen replacement',
  companyName: 'TECHY',
  beforePhoto: 'data:image/jpeg;base64,/9j/4AAQ',
  dropoffSignature: 'data:image/png;base64,iVBORw0K',
};

function fieldErrors(input: Record<string, unknown>) {
  const result = ZRepairWaiverInput.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('repair statuses', () => {
  it('reads both status spellings as one canonical set', () => {
    expect(canonicalStatus('pending')).toBe('received');
    expect(canonicalStatus('in-progress')).toBe('in_progress');
    expect(canonicalStatus('in_progress')).toBe('in_progress');
    expect(canonicalStatus('picked-up')).toBe('picked_up');
    expect(canonicalStatus('Completed')).toBe('completed');
    expect(canonicalStatus('lost')).toBeNull();
  });

  it('knows no status by a name every object inherits', () => {
    for (const key of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(canonicalStatus(key), key).toBeNull();
      expect(ZStatusChangeInput.safeParse({ status: key }).success, key).toBe(false);
      expect(ZRepairListQuery.safeParse({ status: key }).success, key).toBe(false);
    }
  });

  it('shows an unknown status as Received', () => {
    expect(displayStatus('whatever')).toBe('received');
    expect(displayStatus(undefined)).toBe('received');
  });

  it('makes picked up final and lets a finished device go back to the bench', () => {
    for (const to of REPAIR_STATUSES) expect(canMoveTo('picked_up', to)).toBe(false);
    expect(canMoveTo('completed', 'in_progress')).toBe(true);
    expect(canMoveTo('received', 'completed')).toBe(true);
    expect(canMoveTo('completed', 'received')).toBe(false);
  });

  it('calls a move forward only when it takes the repair further along, never back', () => {
    expect(isForwardMove('received', 'in_progress')).toBe(true);
    expect(isForwardMove('in_progress', 'picked_up')).toBe(true);
    expect(isForwardMove('completed', 'in_progress')).toBe(false);
    expect(isForwardMove('completed', 'completed')).toBe(false);
    // Every forward move is one the workflow allows, so a stale one can always be applied.
    for (const from of REPAIR_STATUSES) {
      for (const to of REPAIR_STATUSES) {
        if (isForwardMove(from, to)) expect(canMoveTo(from, to)).toBe(true);
      }
    }
  });

  it('counts a repair as active until it is completed or picked up', () => {
    expect(isActiveRepair('pending')).toBe(true);
    expect(isActiveRepair('in-progress')).toBe(true);
    expect(isActiveRepair('completed')).toBe(false);
    expect(isActiveRepair('picked_up')).toBe(false);
  });

  it('derives the signature states of the admin panel', () => {
    expect(
      signatureState({ status: 'in_progress', dropoffSignature: 'a', pickupSignature: null }),
    ).toBe('dropoff_only');
    expect(
      signatureState({ status: 'completed', dropoffSignature: 'a', pickupSignature: null }),
    ).toBe('awaiting_pickup');
    expect(
      signatureState({ status: 'picked_up', dropoffSignature: 'a', pickupSignature: 'b' }),
    ).toBe('both');
  });
});

describe('the waiver schema', () => {
  it('accepts a complete check-in and normalises it', () => {
    const parsed = ZRepairWaiverInput.parse({
      ...valid,
      deviceImei: '35-678901-234567-8',
      deviceUnlockCode: '1234',
      notes: 'Customer will call',
      status: 'pending',
    });
    expect(parsed).toMatchObject({
      estimatedCost: 129.5,
      customerEmail: undefined,
      imeiSerial: '356789012345678',
      devicePassword: '1234',
      additionalNotes: 'Customer will call',
      status: 'received',
    });
  });

  it.each([
    ['customerName', { customerName: ' ' }, 'Customer name is required'],
    ['customerName', { customerName: undefined }, 'Customer name is required'],
    ['customerPhone', { customerPhone: '555-0100' }, 'Valid phone number required'],
    ['customerEmail', { customerEmail: 'not-an-email' }, 'Valid email required'],
    ['customerEmail', { customerEmail: 42 }, 'Valid email required'],
    ['customerZip', { customerZip: '303' }, 'Valid ZIP code required'],
    ['customerZip', { customerZip: 'ABCDE' }, 'Valid ZIP code required'],
    ['deviceBrand', { deviceBrand: '' }, 'Device brand is required'],
    ['deviceModel', { deviceModel: undefined }, 'Device model is required'],
    ['problemDescription', { problemDescription: '' }, 'Problem description is required'],
    ['estimatedCost', { estimatedCost: 0 }, 'Estimated cost must be positive'],
    ['estimatedCost', { estimatedCost: '-5' }, 'Estimated cost must be positive'],
    ['estimatedCost', { estimatedCost: 'abc' }, 'Estimated cost must be positive'],
    ['repairType', { repairType: '' }, 'Repair type is required'],
    ['beforePhoto', { beforePhoto: '' }, 'Before photo is required'],
    ['beforePhoto', { beforePhoto: undefined }, 'Before photo is required'],
    ['dropoffSignature', { dropoffSignature: undefined }, 'Drop-off signature is required'],
    ['companyName', { companyName: ' ' }, COMPANY_MESSAGES.notActive],
    ['status', { status: 'lost' }, 'Unknown repair status'],
  ])('refuses a bad %s: %j', (field, overrides, message) => {
    expect(fieldErrors({ ...valid, ...overrides })[field]).toBe(message);
  });

  it('keeps money to cents', () => {
    expect(fieldErrors({ ...valid, estimatedCost: 10.005 }).estimatedCost).toBe(
      'Use at most 2 decimals',
    );
    expect(fieldErrors({ ...valid, estimatedCost: 0.1 + 0.2 })).toEqual({});
  });
});
