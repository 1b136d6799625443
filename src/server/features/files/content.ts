import { createHash } from 'node:crypto';
import { HttpError, fieldError } from '../../lib/http-error';
import { ERROR_CODES } from '../../../shared/errors';

export type FileKind = 'photo' | 'signature' | 'document';

/** What each kind of file may be and how large, checked against its bytes, never its name. */
const RULES: Record<FileKind, { types: readonly string[]; maxBytes: number; label: string }> = {
  photo: {
    types: ['image/jpeg', 'image/png', 'image/webp', 'image/heic'],
    maxBytes: 10 * 1024 * 1024,
    label: 'Photo',
  },
  signature: {
    types: ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'],
    maxBytes: 1024 * 1024,
    label: 'Signature',
  },
  document: {
    types: ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'application/pdf'],
    maxBytes: 10 * 1024 * 1024,
    label: 'File',
  },
};

/** The real type of a file from its first bytes, or null when it is none we accept. */
export function sniffType(bytes: Buffer): string | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'image/webp';
  if (bytes.subarray(4, 8).toString('latin1') === 'ftyp') {
    const brand = bytes.subarray(8, 12).toString('latin1');
    if (['heic', 'heix', 'mif1', 'msf1', 'heif'].includes(brand)) return 'image/heic';
  }
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  // Signature pads may produce SVG; only a plain <svg> document without scripts is accepted.
  const head = bytes.subarray(0, 512).toString('utf8').trimStart();
  if (/^(<\?xml[^>]*>\s*)?<svg[\s>]/i.test(head)) {
    const text = bytes.toString('utf8');
    if (!/<script|on\w+\s*=|javascript:|<foreignObject/i.test(text)) return 'image/svg+xml';
  }
  return null;
}

export type CheckedFile = { bytes: Buffer; contentType: string; sha256: string };

/** Decodes a data URL from a form and checks its content and size, for the named field. */
export function checkDataUrl(field: string, dataUrl: string, kind: FileKind): CheckedFile {
  const match = /^data:([\w.+-]+\/[\w.+-]+)(;[\w=.+-]+)*;base64,(.*)$/s.exec(dataUrl);
  if (!match) throw fieldError(field, 'Upload a photo or image file');
  const base64 = match[3]!.replace(/\s/g, '');
  const rule = RULES[kind];
  // Checked before decoding so an oversized upload costs no memory.
  if (Math.floor((base64.length * 3) / 4) > rule.maxBytes + 2) throw tooLarge(field, rule);
  const bytes = Buffer.from(base64, 'base64');
  return checkBytes(field, bytes, kind);
}

export function checkBytes(field: string, bytes: Buffer, kind: FileKind): CheckedFile {
  const rule = RULES[kind];
  if (bytes.length > rule.maxBytes) throw tooLarge(field, rule);
  if (bytes.length === 0) throw fieldError(field, `${rule.label} is empty`);
  const contentType = sniffType(bytes);
  if (!contentType || !rule.types.includes(contentType)) {
    throw fieldError(field, `${rule.label} must be ${describe(rule.types)}`);
  }
  return { bytes, contentType, sha256: createHash('sha256').update(bytes).digest('hex') };
}

function tooLarge(field: string, rule: (typeof RULES)[FileKind]): HttpError {
  const mb = Math.round(rule.maxBytes / (1024 * 1024));
  const message = `${rule.label} is too large (at most ${mb} MB)`;
  return new HttpError(413, ERROR_CODES.tooLarge, message, { [field]: message });
}

function describe(types: readonly string[]): string {
  const names = types.map((t) => t.split('/')[1]!.replace('svg+xml', 'SVG').toUpperCase());
  return `a ${names.slice(0, -1).join(', ')} or ${names.at(-1)} file`;
}
