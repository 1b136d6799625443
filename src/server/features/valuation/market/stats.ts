/** Small statistics for fitting the market table: medians, quantiles and a shrunk line fit. */

export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
}

export const median = (values: readonly number[]) => quantile(values, 0.5);

/** y = a + b * x, fitted on `n` points. */
export type LineFit = { a: number; b: number; n: number };

/**
 * Least squares of y on age, pulled towards `prior` as if it were `weight` points spread over
 * the same ages: with few points the fit stays near the prior, with many it follows the data.
 */
export function ridgeLine(
  points: readonly { age: number; y: number }[],
  prior: LineFit,
  weight: number,
): LineFit {
  const n = points.length;
  let sx = 0;
  let sy = 0;
  let sxx = 0;
  let sxy = 0;
  for (const p of points) {
    sx += p.age;
    sy += p.y;
    sxx += p.age * p.age;
    sxy += p.age * p.y;
  }
  // The prior's pseudo-points sit at ages 1 and 5 (a phone's usual span at a counter).
  for (const age of [1, 5]) {
    const w = weight / 2;
    const y = prior.a + prior.b * age;
    sx += w * age;
    sy += w * y;
    sxx += w * age * age;
    sxy += w * age * y;
  }
  const total = n + weight;
  const det = total * sxx - sx * sx;
  if (total === 0 || Math.abs(det) < 1e-9) return { ...prior, n };
  const b = (total * sxy - sx * sy) / det;
  return { a: (sy - b * sx) / total, b, n };
}
