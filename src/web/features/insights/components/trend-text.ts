/**
 * A change against the period before, as its badge says it: an arrow only for a real rise or
 * fall (no arrow for 0%, which is neither), and "new" when there was nothing before to compare.
 */
export function trendChange(changePct: number | null): { text: string; color: string } {
  if (changePct === null) return { text: 'new', color: 'gray' };
  if (changePct === 0) return { text: '0%', color: 'gray' };
  return changePct > 0
    ? { text: `▲ ${changePct}%`, color: 'teal' }
    : { text: `▼ ${Math.abs(changePct)}%`, color: 'red' };
}
