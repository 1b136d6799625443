import { BRANDS, findModel, modelsOf } from '../../../shared/catalogue';
import { phoneDigits } from '../../../shared/customers';
import { withArticle } from '../../../shared/format';
import { FIRST_NAME_TAG } from '../../../shared/marketing';

/** The keys an address is opted out under: its digits for a phone, lower case for an e-mail. */
export function contactKeyOf(channel: 'email' | 'sms', address: string): string {
  return channel === 'email' ? `e:${address.trim().toLowerCase()}` : `p:${phoneDigits(address)}`;
}

/** Names of the catalogue's models released in `year` or earlier (never 'Other', which has none). */
export function modelsReleasedBy(year: number): string[] {
  const names = new Set<string>();
  for (const brand of BRANDS)
    for (const model of modelsOf(brand))
      if (model.releaseYear !== null && model.releaseYear <= year) names.add(model.name);
  return [...names].sort();
}

/**
 * Why someone is in an audience, in the words the hub shows beside their name: the device with
 * its release year, unless the model's name already says it (Moto G Power (2024)).
 */
export function reasonFor(source: 'repair' | 'sale' | 'buyback', brand: string, model: string) {
  const year = findModel(brand, model)?.releaseYear;
  const dated = year && !model.includes(String(year)) ? ` (${year})` : '';
  const device = withArticle(`${brand} ${model}${dated}`);
  if (source === 'sale') return `Bought ${device}`;
  if (source === 'buyback') return `Sold us ${device}`;
  return `Repair of ${device}`;
}

export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/** The campaign's words for one person: the first-name tag filled, or dropped with its comma. */
export function personalise(message: string, name: string): string {
  const first = firstNameOf(name);
  if (first) return message.split(FIRST_NAME_TAG).join(first);
  return message
    .split(` ${FIRST_NAME_TAG},`)
    .join(',')
    .split(` ${FIRST_NAME_TAG}`)
    .join('')
    .split(FIRST_NAME_TAG)
    .join('');
}

/** Enough of an address for its owner to recognise it, not enough for anyone else to use it. */
export function maskAddress(address: string): string {
  const at = address.indexOf('@');
  if (at > 0) return `${address.slice(0, 1)}•••${address.slice(at)}`;
  const digits = phoneDigits(address);
  return digits.length >= 4 ? `•••${digits.slice(-4)}` : '•••';
}
