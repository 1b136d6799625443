import { describe, expect, it } from 'vitest';
import { defaultRange } from './reconciliation-dates';

describe('defaultRange', () => {
  it('covers the last 30 days, today included', () => {
    expect(defaultRange(new Date('2026-03-15T18:00:00Z'), 'America/Chicago')).toEqual({
      from: '2026-02-14',
      to: '2026-03-15',
    });
  });

  it("ends today in the viewer's zone, not a day that has begun further east", () => {
    // 8 PM in New York on Nov 30 is already Dec 1 in UTC and in Puerto Rico.
    expect(defaultRange(new Date('2026-12-01T01:00:00Z'), 'America/New_York').to).toBe(
      '2026-11-30',
    );
    // 11 PM in Los Angeles on Nov 30 is already Dec 1 in New York.
    expect(defaultRange(new Date('2026-12-01T07:00:00Z'), 'America/Los_Angeles').to).toBe(
      '2026-11-30',
    );
  });

  it("keeps a manager's own date when it is ahead of every store", () => {
    expect(defaultRange(new Date('2026-12-01T01:00:00Z'), 'Europe/Berlin').to).toBe('2026-12-01');
  });
});
