import { describe, expect, it } from 'vitest';
import { ownValue } from './lookup';

describe('ownValue', () => {
  it("finds a table's own entries and nothing every object inherits", () => {
    const table: Record<string, number> = { good: 1 };
    expect(ownValue(table, 'good')).toBe(1);
    expect(ownValue(table, 'lost')).toBeUndefined();
    for (const key of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(ownValue(table, key), key).toBeUndefined();
    }
  });
});
