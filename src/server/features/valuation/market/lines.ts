/**
 * A model's line and generation, so a newer phone of a line is never valued below an older one:
 * the name with its generation number taken out ("Galaxy S24 Ultra" -> "Galaxy S# Ultra", 24).
 * A trailing "5G" is dropped ("Galaxy S21 Ultra 5G" is the line of the S24 Ultra). Samsung's
 * A and M series keep their first digit as the tier ("Galaxy A5#": A54, A55, A56), since an A35
 * is a newer but cheaper phone than an A54.
 */
export type Line = { line: string; generation: number };

export function lineOf(brand: string, model: string): Line | null {
  const name = model.replace(/\s+5G\b/g, '').trim();
  const tiered = /^(Galaxy [AM])(\d)(\d)\b(.*)$/.exec(name);
  if (tiered)
    return {
      line: `${brand}|${tiered[1]}${tiered[2]}#${tiered[4]}`,
      generation: Number(tiered[3]),
    };
  const numbered = /^(\D*?)(\d+)(.*)$/.exec(name);
  if (!numbered) return null;
  return {
    line: `${brand}|${numbered[1]}#${numbered[3]}`,
    generation: Number(numbered[2]),
  };
}
