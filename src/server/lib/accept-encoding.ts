/**
 * How much the client wants `coding` by its Accept-Encoding header: the q of its own entry, else
 * of `*`, else 0 (not taken). q=0 refuses a coding, even one `*` would otherwise allow.
 */
export function acceptedWeight(header: string | undefined, coding: string): number {
  if (!header) return 0;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    weights.set(name!, q ? Number(q.slice(2)) : 1);
  }
  const weight = weights.get(coding) ?? weights.get('*') ?? 0;
  return Number.isFinite(weight) ? weight : 0;
}

/** The coding to compress with: brotli when taken at least as gladly as gzip, then gzip. */
export function preferredEncoding(header: string | undefined): 'br' | 'gzip' | null {
  const br = acceptedWeight(header, 'br');
  const gzip = acceptedWeight(header, 'gzip');
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : null;
}
