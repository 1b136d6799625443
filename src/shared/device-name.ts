/**
 * A device as staff say it: brand then model, without saying the brand twice when the model's
 * own name carries it (the catalogue's "OnePlus 12", "Galaxy" models do not).
 */
export function deviceName(brand: string, model: string): string {
  const b = brand.trim();
  const m = model.trim();
  if (b === '') return m;
  return m.toLowerCase().startsWith(`${b.toLowerCase()} `) || m.toLowerCase() === b.toLowerCase()
    ? m
    : `${b} ${m}`;
}
