/**
 * `table[key]` for a key that came from a person or from storage: only the table's own entries
 * count. A plain lookup finds what every object inherits, so "constructor" or "toString" would
 * answer a function and "__proto__" Object.prototype, where the caller expects "not there".
 */
export function ownValue<V>(table: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
