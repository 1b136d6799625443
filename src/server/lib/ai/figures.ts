/** Grouped thousands (1,234.50) first, so "1,234" is one number and not 1 and 234. */
const NUMBER = /\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/g;

function numbersIn(text: string): number[] {
  return (text.match(NUMBER) ?? []).map((n) => Number(n.replace(/,/g, '')));
}

/**
 * The numbers `text` states that appear in none of the `allowed` texts, as written in `text`.
 * A remote model may reword a narrative but must not invent a price, a percentage or a count.
 */
export function unknownFigures(text: string, allowed: ReadonlyArray<string | number>): string[] {
  const known = new Set(allowed.flatMap((a) => numbersIn(String(a))));
  return (text.match(NUMBER) ?? []).filter((n) => !known.has(Number(n.replace(/,/g, ''))));
}
