import fc from 'fast-check';

/**
 * Names every plain object inherits: a lookup `TABLE[input]` finds them unless it uses a Map or
 * checks own properties, and answers a function or Object.prototype instead of "unknown".
 */
export const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
] as const;

/** Strings an attacker types into any field: SQL, paths, markup, control and odd unicode characters. */
export const HOSTILE_STRINGS = [
  "' OR 1=1 --",
  "' OR '1'='1",
  '"; DROP TABLE users; --',
  "1; DELETE FROM repair_waivers WHERE '1'='1",
  "' UNION SELECT password_hash, id FROM users --",
  "%' OR '%'='",
  '%',
  '_',
  '\\',
  "''''",
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '/etc/passwd\u0000.png',
  '\u0000',
  'a\u0000b',
  '\u202Egnp.exe',
  '\uD800',
  '😀'.repeat(60),
  'é'.repeat(3000),
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '=HYPERLINK("http://evil.example","x")',
  '${7*7}{{7*7}}',
  ...PROTOTYPE_KEYS,
  'prototype',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '0x1F',
  ' ',
  '',
  '\t\r\n',
] as const;

export const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  // Beyond any field's limit (the largest text field takes a few thousand characters).
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('x', "' OR 1=1 --", 'ß', '😀'), fc.integer({ min: 300, max: 20_000 }))
      .map(([unit, times]) => unit.repeat(times)),
  },
);

/** A value of the wrong type for whatever field it lands in. */
export const wrongTyped: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -0, Number.MAX_SAFE_INTEGER + 2),
  fc.constant([]),
  fc.constant({}),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'a'), hostileString, { maxKeys: 2 }),
  fc.constant({ __proto__: { isAdmin: true } }),
  fc.constant(Object.fromEntries(Array.from({ length: 600 }, (_, i) => [`k${i}`, i]))),
  fc.constant(Array.from({ length: 2_000 }, (_, i) => i)),
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(hostileString, wrongTyped);

/** Keys that must never reach an object's prototype, plus plain unknown ones. */
export const hostileKey = fc.constantFrom(
  ...PROTOTYPE_KEYS,
  'prototype',
  'role',
  'isAdmin',
  'storeId',
  'id',
  "'; DROP TABLE users; --",
);

type Json = Record<string, unknown>;

/** Field paths of a body, one level into nested objects, so a mutation can hit any of them. */
function fieldPaths(body: Json): string[][] {
  const paths: string[][] = [];
  for (const [key, value] of Object.entries(body)) {
    paths.push([key]);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const inner of Object.keys(value)) paths.push([key, inner]);
    }
  }
  return paths;
}

export function withValue(body: Json, path: string[], value: unknown): Json {
  const [head, ...rest] = path;
  const copy: Json = { ...body };
  // defineProperty, so a key named __proto__ becomes a real own property of the JSON sent.
  Object.defineProperty(copy, head!, {
    value: rest.length ? withValue((body[head!] ?? {}) as Json, rest, value) : value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return copy;
}

/**
 * A valid body with one field changed to a hostile or wrong-typed value, or one hostile key
 * added: the request gets past the shape of the body and deep into the handler.
 */
export function mutatedBody(seed: Json): fc.Arbitrary<Json> {
  const paths = fieldPaths(seed);
  const replace = paths.length
    ? fc
        .tuple(fc.constantFrom(...paths), hostileValue)
        .map(([path, value]) => withValue(seed, path, value))
    : null;
  const addKey = fc
    .tuple(hostileKey, hostileValue)
    .map(([key, value]) => withValue(seed, [key], value));
  return replace ? fc.oneof({ weight: 3, arbitrary: replace }, addKey) : addKey;
}

/** A raw request body the JSON parser must refuse politely, with the content type it claims. */
export type RawBody = { payload: string | Buffer; contentType: string | undefined };

const deepArray = '['.repeat(100_000) + ']'.repeat(100_000);
const deepObject = '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000);

export function malformedBody(seed: Json): fc.Arbitrary<RawBody> {
  const json = JSON.stringify(seed);
  const jsonType = fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'application/json; charset=utf-16',
  );
  const otherType = fc.constantFrom(
    'text/plain',
    'text/html',
    'application/xml',
    'application/x-www-form-urlencoded',
    'multipart/form-data',
    'multipart/form-data; boundary=x',
    'application/octet-stream',
    'image/png',
    'application/json\u0000',
    undefined,
  );
  const payload = fc.oneof(
    fc.integer({ min: 0, max: Math.max(0, json.length - 1) }).map((n) => json.slice(0, n)),
    fc.constantFrom(
      '',
      'null',
      '[]',
      '"text"',
      '123',
      'true',
      '{"a":}',
      "{'single': 'quotes'}",
      '{"__proto__":{"isAdmin":true}}',
      '{"constructor":{"prototype":{"isAdmin":true}}}',
      deepArray,
      deepObject,
      `${json}${json}`,
      `${json}\u0000`,
    ),
    // Invalid UTF-8 inside a JSON string and as the whole body.
    fc.constant(
      Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xc3, 0x28, 0xff]), Buffer.from('"}')]),
    ),
    fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
  );
  return fc.oneof(
    fc.record({ payload, contentType: jsonType }),
    fc.record({ payload: fc.oneof(payload, fc.constant(json)), contentType: otherType }),
  );
}

/**
 * Percent-encodes every byte of the string's UTF-8 form except unreserved characters.
 * Unlike encodeURIComponent it never throws, so a lone surrogate still makes a URL.
 */
export function percentEncode(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(char)
      ? char
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** Path segments, ready to put in a URL: hostile values encoded, and raw encodings that trick decoders. */
export const hostileSegment = fc.oneof(
  hostileString.filter((s) => s.length > 0).map(percentEncode),
  fc.constantFrom(
    '..',
    '.',
    '%00',
    '%2F',
    '..%2F..%2Fetc%2Fpasswd',
    '%',
    '%zz',
    '%C0%AE',
    'x'.repeat(5_000),
  ),
);

/** Query strings: the route's own fields with hostile values, duplicated keys, and junk. */
export function hostileQuery(seed: Record<string, string>, fields: string[]): fc.Arbitrary<string> {
  const names = [...new Set([...Object.keys(seed), ...fields, 'search', 'limit', 'cursor'])];
  const encode = (params: [string, string][]) =>
    params.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`).join('&');
  const entries = Object.entries(seed);
  return fc.oneof(
    fc
      .tuple(fc.constantFrom(...names), hostileString)
      .map(([name, value]) => encode([...entries.filter(([k]) => k !== name), [name, value]])),
    fc
      .tuple(fc.constantFrom(...names), hostileString, hostileString)
      .map(([name, a, b]) => encode([...entries, [name, a], [name, b]])),
    fc.constantFrom(
      '__proto__[isAdmin]=1',
      'constructor[prototype][isAdmin]=1',
      'limit=-1',
      'limit=1e9',
      'limit=abc',
      'limit[]=1',
      'search[$ne]=1',
      '%',
      '%zz',
      '&&&',
      '=',
      'a=%00',
      `${'q'.repeat(10_000)}=1`,
    ),
  );
}
