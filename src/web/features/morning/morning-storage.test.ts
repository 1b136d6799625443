import { describe, expect, it } from 'vitest';
import { loadMorningState, MORNING_STORAGE_KEY, saveMorningState } from './morning-storage';

/** A Map behind the two Storage methods the popup uses. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const blocked = {
  getItem: (): string | null => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
  setItem: (): void => {
    throw new DOMException('Quota exceeded', 'QuotaExceededError');
  },
};

describe('the popup state in localStorage', () => {
  it('is kept as JSON under shop.morningPopup and read back', () => {
    const storage = memoryStorage();
    const state = { lastShownDate: '2026-11-21', shownQuotes: [4] };
    saveMorningState(storage, state);
    expect(JSON.parse(storage.items.get(MORNING_STORAGE_KEY)!)).toEqual(state);
    expect(loadMorningState(storage, 15)).toEqual(state);
  });

  it('reads garbage as never shown', () => {
    const storage = memoryStorage();
    storage.setItem(MORNING_STORAGE_KEY, '{"lastShownDate":');
    expect(loadMorningState(storage, 15)).toEqual({ lastShownDate: null, shownQuotes: [] });
  });

  it('copes with storage the browser blocks', () => {
    expect(loadMorningState(blocked, 15)).toEqual({ lastShownDate: null, shownQuotes: [] });
    expect(() => saveMorningState(blocked, { lastShownDate: null, shownQuotes: [] })).not.toThrow();
  });
});
