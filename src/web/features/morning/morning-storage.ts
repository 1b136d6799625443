import { parseMorningState, type MorningState } from './morning-rules';

/** Per device, in localStorage (tests/e2e/support.ts writes it too, to keep the popup away). */
export const MORNING_STORAGE_KEY = 'shop.morningPopup';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** Storage that cannot be read (blocked by the browser) counts as never shown. */
export function loadMorningState(storage: Store, quoteCount: number): MorningState {
  try {
    return parseMorningState(storage.getItem(MORNING_STORAGE_KEY), quoteCount);
  } catch {
    return parseMorningState(null, quoteCount);
  }
}

/** Storage that cannot be written only means the popup may greet again after a reload. */
export function saveMorningState(storage: Store, state: MorningState): void {
  try {
    storage.setItem(MORNING_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Nothing else to do: the popup is a greeting, not data to keep.
  }
}
