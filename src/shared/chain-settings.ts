import { z } from 'zod';
import { ZVersion } from './fields';

export const PUBLIC_ADDRESS_MESSAGE =
  'Public address must be like https://repairs.example.com or http://192.168.1.20:5000 (no path after the address)';
export const CHAIN_NAME_MAX = 80;

/**
 * The address people open: http(s)://host[:port] and nothing after it. Kept as its origin
 * (lower-case host, no default port, no trailing slash) so every link is built the same way.
 */
export function publicOrigin(value: string): string | null {
  if (!/^https?:\/\/[^/?#\s]+\/?$/i.test(value) || !URL.canParse(value)) return null;
  const url = new URL(value);
  if (url.username || url.password) return null;
  return url.origin;
}

/** An address of this computer only (127.x, localhost, ::1): dead on every other device. */
export function isLoopbackAddress(url: string): boolean {
  if (!URL.canParse(url)) return false;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '::1' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
  );
}

/** Empty clears the setting, so the next source (LAN address or loopback) is used again. */
const ZPublicUrlInput = z
  .string({ error: PUBLIC_ADDRESS_MESSAGE })
  .trim()
  .max(200, PUBLIC_ADDRESS_MESSAGE)
  .refine((value) => value === '' || publicOrigin(value) !== null, PUBLIC_ADDRESS_MESSAGE)
  .transform((value) => (value === '' ? null : publicOrigin(value)));

/** PUT /api/settings/chain. */
export const ZChainSettingsInput = z.object({
  publicUrl: ZPublicUrlInput,
  chainName: z
    .string({ error: 'Chain name must be text' })
    .trim()
    .max(CHAIN_NAME_MAX, `Chain name must be at most ${CHAIN_NAME_MAX} characters`)
    .transform((value) => value || null),
  /** The settings' updatedAt when the form opened (ZVersion). */
  version: ZVersion,
});
export type ChainSettingsInput = z.input<typeof ZChainSettingsInput>;
export type ChainSettingsUpdate = z.output<typeof ZChainSettingsInput>;

/**
 * Where links point and why: PUBLIC_URL ('env'), the Admin setting ('setting'), the machine's
 * LAN address when it listens on every interface ('lan'), or the address it listens on ('host').
 */
export const PUBLIC_ADDRESS_SOURCES = ['env', 'setting', 'lan', 'host'] as const;
export type PublicAddressSource = (typeof PUBLIC_ADDRESS_SOURCES)[number];

export const ZPublicAddress = z.object({
  url: z.string(),
  source: z.enum(PUBLIC_ADDRESS_SOURCES),
  /** Links would open only on the server itself: the office is told to set the address. */
  pointsAtLoopback: z.boolean(),
});
export type PublicAddress = z.infer<typeof ZPublicAddress>;

/** GET and PUT /api/settings/chain answer. */
export const ZChainSettings = z.object({
  publicUrl: z.string().nullable(),
  chainName: z.string().nullable(),
  /** What links use now; PUBLIC_URL, when set, wins over publicUrl. */
  links: ZPublicAddress,
  updatedAt: z.string().nullable(),
});
export type ChainSettings = z.infer<typeof ZChainSettings>;

/** The chain's name in messages when the office has not given one. */
export function chainNameOr(name: string | null | undefined, fallback = 'your shop'): string {
  return name?.trim() || fallback;
}
