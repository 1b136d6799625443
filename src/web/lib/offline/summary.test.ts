import { describe, expect, it } from 'vitest';
import { countWrites, syncButtonLabel } from './summary';

describe('what the sync button counts', () => {
  it('counts refused writes and conflicts as needing attention, not as waiting to sync', () => {
    expect(
      countWrites([
        { state: 'pending' },
        { state: 'failed' },
        { state: 'conflict' },
        { state: 'pending' },
      ]),
    ).toEqual({ waiting: 2, needsAttention: 2 });
  });

  it('names both counts in plain words', () => {
    expect(syncButtonLabel({ waiting: 1, needsAttention: 0 })).toBe('1 change waiting to sync');
    expect(syncButtonLabel({ waiting: 2, needsAttention: 0 })).toBe('2 changes waiting to sync');
    expect(syncButtonLabel({ waiting: 0, needsAttention: 1 })).toBe('1 change needs attention');
    expect(syncButtonLabel({ waiting: 3, needsAttention: 2 })).toBe(
      '2 changes need attention, 3 waiting to sync',
    );
  });
});
