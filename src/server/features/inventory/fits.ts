import { BRANDS, findModel } from '../../../shared/catalogue';
import { INVENTORY_MESSAGES as M, type Fit } from '../../../shared/inventory';

/**
 * The models a part fits, named as the device catalogue names them, so a part found for an
 * "iphone 13" repair is the one filed under "Apple iPhone 13". An unknown model is refused with
 * the model as it was typed.
 */
export function canonicalFit(fit: Fit): Fit | { error: string } {
  const brand = BRANDS.find((b) => b.toLowerCase() === fit.brand.trim().toLowerCase());
  const model = brand ? findModel(brand, fit.model) : undefined;
  if (!brand || !model) return { error: M.unknownModel(`${fit.brand} ${fit.model}`.trim()) };
  return { brand, model: model.name };
}

/** "Apple iPhone 13" as a CSV cell names a model: the brand is its first word. */
export function fitOfText(text: string): Fit {
  const trimmed = text.trim();
  const space = trimmed.indexOf(' ');
  return space < 0
    ? { brand: trimmed, model: '' }
    : { brand: trimmed.slice(0, space), model: trimmed.slice(space + 1).trim() };
}

/** Each fit once, in the order given. */
export function uniqueFits(fits: readonly Fit[]): Fit[] {
  const seen = new Set<string>();
  return fits.filter((f) => {
    const key = `${f.brand}\u0000${f.model}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
