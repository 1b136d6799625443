import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { can } from '../../shared/policy';
import type { RouteInfo } from '../plugins/access';
import type { FormParts } from '../plugins/multipart';
import { ZBuybackFields } from '../../shared/buybacks';
import { ZSaleFields } from '../../shared/sales';
import { buildBuybackForm, multipartBody, PNG_BYTES } from '../testing/device-factories';
import { useTestApp } from '../testing/harness';
import {
  hostileKey,
  hostileQuery,
  hostileSegment,
  hostileString,
  malformedBody,
  mutatedBody,
  percentEncode,
  PROTOTYPE_KEYS,
  withValue,
} from './arbitraries';
import { schemaFields, type SchemaField } from './schema-fields';
import {
  countRows,
  createWorld,
  fillPath,
  settleBackgroundWork,
  trackBlobs,
  type TrackingBlobStore,
  type World,
} from './world';

const ctx = useTestApp();
let world: World;
let blobs: TrackingBlobStore;

beforeAll(async () => {
  blobs = trackBlobs(ctx);
  world = await createWorld(ctx);
});

/** Fixed, so a failure replays the same requests. */
const SEED = 20261121;
const RUNS_PER_ROUTE = 25;

const keyOf = (route: RouteInfo) => `${route.method} ${route.url}`;
const hasBody = (route: RouteInfo) => route.method !== 'GET' && route.method !== 'DELETE';

/**
 * Multipart routes take a form, not JSON: their fields are mutated inside a real form. The
 * schema names every field the form reads, including the ones the seed leaves out.
 */
const FORM_SEEDS: Record<string, { seed: () => FormParts; schema: unknown }> = {
  'POST /api/device-purchases': { seed: () => buildBuybackForm(), schema: ZBuybackFields },
  'POST /api/device-sales': {
    seed: () => ({
      fields: {
        customerName: 'Bea Buyer',
        deviceBrand: 'Samsung',
        deviceModel: 'Galaxy S23',
        salePrice: '399',
        paymentMethod: 'card',
      },
      files: {},
    }),
    schema: ZSaleFields,
  },
};

/**
 * Refusals that are recorded on purpose: a failed sign-in counts towards the lockout and is logged
 * (and the log's day counts count it, decision 039).
 */
const RECORDS_REFUSAL: Record<string, string[]> = {
  'POST /api/auth/login': ['login_failures', 'activity_log', 'activity_days'],
};

type Attempt = Pick<InjectOptions, 'method' | 'url' | 'payload' | 'headers'> & {
  /** The session it is sent with; none for public routes. */
  cookie?: string;
};

/**
 * Who sends a route's attempts: the super admin (every route allows them) and, where the policy
 * allows, the store-A manager, whose narrower reach takes other paths through the handlers.
 */
function senders(route: RouteInfo): fc.Arbitrary<string | undefined> {
  if (route.access === 'public') return fc.constant(undefined);
  const cookies = [world.adminCookie];
  if (route.access === 'signedIn' || can('store_manager', route.access)) {
    cookies.push(world.manager.cookie);
  }
  return fc.constantFrom(...cookies);
}

function attempts(route: RouteInfo): fc.Arbitrary<Attempt> {
  const key = keyOf(route);
  const params = world.params[key] ?? {};
  const query = world.queries[key] ?? {};
  const path = fillPath(route.url, params);
  const withQuery = (q: string) => (q ? `${path}?${q}` : path);
  const validQuery = new URLSearchParams(query).toString();
  const method = route.method as Attempt['method'];
  const body = world.bodies[key] ?? {};
  const validPayload = hasBody(route) ? { payload: body } : {};
  const options: fc.Arbitrary<Attempt>[] = [
    hostileQuery(query, ['storeId', 'from', 'to']).map((q) => ({
      method,
      url: withQuery(q),
      ...validPayload,
    })),
  ];
  const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  if (names.length) {
    options.push(
      fc.tuple(fc.constantFrom(...names), hostileSegment).map(([name, segment]) => ({
        method,
        url: `${fillPath(route.url, params, { [name]: segment })}${validQuery ? `?${validQuery}` : ''}`,
        ...validPayload,
      })),
    );
  }
  const formSeed = FORM_SEEDS[key]?.seed;
  if (formSeed) {
    const { fields } = formSeed();
    options.push(
      fc
        .tuple(fc.constantFrom(...Object.keys(fields)), hostileKey, hostileString, fc.boolean())
        .map(([field, extra, value, replace]) => {
          // A fresh form each time: the buyback seed carries a new IMEI, so a valid one is stored.
          const form = formSeed();
          Object.assign(form.fields, replace ? { [field]: value } : { [extra]: value });
          return { method, url: withQuery(validQuery), ...multipartBody(form) };
        }),
    );
  }
  if (hasBody(route)) {
    options.push(
      mutatedBody(body).map((payload) => ({ method, url: withQuery(validQuery), payload })),
      malformedBody(body).map(({ payload, contentType }) => ({
        method,
        url: withQuery(validQuery),
        payload,
        headers: contentType === undefined ? {} : { 'content-type': contentType },
      })),
    );
  }
  return fc
    .tuple(fc.oneof(...options), senders(route))
    .map(([attempt, cookie]) => ({ ...attempt, cookie }));
}

let address = 0;
/** Each request from its own address, so the sign-in rate limit never hides what a route does. */
function nextAddress(): string {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
}

/** Row counts after the previous attempt: nothing else writes between two attempts. */
let counted: Record<string, number> | null = null;

/** Sends one attempt; answers what was wrong with the answer, or null. */
async function check(
  route: RouteInfo,
  attempt: Attempt,
  mustRefuse = false,
): Promise<string | null> {
  const key = keyOf(route);
  const { cookie, ...request } = attempt;
  const before = counted ?? (await countRows(ctx));
  counted = null;
  const filesBefore = new Set(blobs.live);
  const res = await ctx.app.inject({
    ...request,
    remoteAddress: nextAddress(),
    headers: { ...(cookie ? { cookie } : {}), ...request.headers },
  });
  const label = `${key} -> ${res.statusCode}`;
  if (res.statusCode >= 500) return `${label}: server error ${res.body.slice(0, 300)}`;
  if (res.statusCode < 400) {
    if (mustRefuse) return `${label}: accepted`;
    if (hasBody(route)) await settleBackgroundWork(ctx);
    counted = await countRows(ctx);
    return null;
  }
  if (cookie && res.statusCode === 401) return `${label}: the sender's session ended`;
  let error: { error?: unknown; code?: unknown };
  try {
    error = res.json();
  } catch {
    return `${label}: the refusal is not JSON: ${res.body.slice(0, 200)}`;
  }
  if (
    typeof error.error !== 'string' ||
    error.error.trim() === '' ||
    typeof error.code !== 'string'
  ) {
    return `${label}: the refusal has no message: ${res.body.slice(0, 200)}`;
  }
  const after = await countRows(ctx);
  counted = after;
  const allowed = new Set(RECORDS_REFUSAL[key] ?? []);
  const changed = Object.keys(after).filter((t) => after[t] !== before[t] && !allowed.has(t));
  if (changed.length) return `${label}: a refused request wrote to ${changed.join(', ')}`;
  const newFiles = [...blobs.live].filter((id) => !filesBefore.has(id));
  if (newFiles.length) return `${label}: a refused request left ${newFiles.length} stored files`;
  return null;
}

describe('every route under hostile input', () => {
  it('never answers 5xx, explains every 4xx in the error shape, and writes nothing when it refuses', async () => {
    const failures: string[] = [];
    for (const [index, route] of ctx.app.routeCatalog.entries()) {
      let problem: string | null = null;
      const result = await fc.check(
        fc.asyncProperty(attempts(route), async (attempt) => {
          problem = await check(route, attempt);
          return problem === null;
        }),
        // One seed per route, so the routes do not all draw the same kinds of attack.
        { seed: SEED + index, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
      if (result.failed) {
        const sent = JSON.stringify(result.counterexample)?.slice(0, 400);
        failures.push(`${problem ?? String(result.errorInstance)}\n  sent ${sent}`);
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);
});

/** A route's query parameters: those its schema reads and those its valid request sends. */
function queryNames(route: RouteInfo): string[] {
  const seed = Object.keys(world.queries[keyOf(route)] ?? {});
  return [...new Set([...seed, ...schemaFields(route.querystring).map((f) => f.path[0]!)])];
}

/** A JSON body's fields: those its schema reads and those its valid request sends. */
function bodyFields(route: RouteInfo): SchemaField[] {
  const fields = new Map(schemaFields(route.body).map((f) => [f.path.join('.'), f]));
  for (const [name, value] of Object.entries(world.bodies[keyOf(route)] ?? {})) {
    if (!fields.has(name)) fields.set(name, { path: [name], list: Array.isArray(value) });
  }
  return [...fields.values()];
}

/**
 * Each prototype key in each place input reaches a handler: every path parameter, query
 * parameter, JSON field (nested ones and lists too) and form field of every route, the rest of
 * the request valid so the key gets as far as it can. Deterministic, so no field is left to luck.
 */
function prototypeAttempts(route: RouteInfo): Attempt[] {
  const key = keyOf(route);
  const params = world.params[key] ?? {};
  const query = world.queries[key] ?? {};
  const method = route.method as Attempt['method'];
  const body = world.bodies[key] ?? {};
  const validPayload = hasBody(route) && !FORM_SEEDS[key] ? { payload: body } : {};
  const path = fillPath(route.url, params);
  const queryWith = (name: string, value: string) =>
    new URLSearchParams({ ...query, [name]: value }).toString();
  const validQuery = new URLSearchParams(query).toString();
  const withValidQuery = (url: string) => (validQuery ? `${url}?${validQuery}` : url);
  const found: Attempt[] = [];
  for (const protoKey of PROTOTYPE_KEYS) {
    for (const name of [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!)) {
      const url = fillPath(route.url, params, { [name]: percentEncode(protoKey) });
      found.push({ method, url: withValidQuery(url), ...validPayload });
    }
    for (const name of queryNames(route)) {
      found.push({ method, url: `${path}?${queryWith(name, protoKey)}`, ...validPayload });
    }
    const form = FORM_SEEDS[key];
    if (form) {
      const names = new Set([
        ...Object.keys(form.seed().fields),
        ...schemaFields(form.schema).map((f) => f.path[0]!),
      ]);
      for (const name of names) {
        const parts = form.seed();
        parts.fields[name] = protoKey;
        found.push({ method, url: withValidQuery(path), ...multipartBody(parts) });
      }
      // The key as the name of a text part and of a file part: the form reader files parts by name.
      const parts = form.seed();
      for (const list of [parts.fields, parts.files] as Record<string, unknown>[]) {
        const value = list === parts.fields ? 'x' : [PNG_BYTES];
        Object.defineProperty(list, protoKey, { value, enumerable: true });
      }
      found.push({ method, url: withValidQuery(path), ...multipartBody(parts) });
    } else if (hasBody(route)) {
      for (const field of bodyFields(route)) {
        for (const value of field.list ? [protoKey, [protoKey]] : [protoKey]) {
          found.push({
            method,
            url: withValidQuery(path),
            payload: withValue(body, field.path, value),
          });
        }
      }
    }
  }
  return found;
}

describe('every route with prototype keys in its input', () => {
  it('never answers 5xx, explains every 4xx in the error shape, and writes nothing when it refuses', async () => {
    const failures: string[] = [];
    for (const route of ctx.app.routeCatalog) {
      const cookies =
        route.access === 'public'
          ? [undefined]
          : route.access === 'signedIn' || can('store_manager', route.access)
            ? [world.adminCookie, world.manager.cookie]
            : [world.adminCookie];
      for (const attempt of prototypeAttempts(route)) {
        for (const cookie of cookies) {
          const problem = await check(route, { ...attempt, cookie });
          if (problem) failures.push(`${problem}\n  sent ${JSON.stringify(attempt).slice(0, 300)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);
});

/**
 * Broken bodies, each sent to every write route. `always` ones can never be read (a 4xx on any
 * route); the others are readable in a way (invalid UTF-8 decodes to U+FFFD, deep arrays parse,
 * text/plain has a parser), so a route that ignores its body may accept them.
 */
const BROKEN_BODIES: { name: string; payload: string | Buffer; type: string; always: boolean }[] = [
  { name: 'truncated JSON', payload: '{"name":"Nor', type: 'application/json', always: true },
  { name: 'an empty body', payload: '', type: 'application/json', always: true },
  {
    name: 'invalid UTF-8',
    payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xff, 0x22, 0x7d]),
    type: 'application/json',
    always: false,
  },
  {
    name: 'a prototype-polluting key',
    payload: '{"__proto__":{"x":1}}',
    type: 'application/json',
    always: true,
  },
  {
    name: '100,000 nested arrays',
    payload: '['.repeat(100_000) + ']'.repeat(100_000),
    type: 'application/json',
    always: false,
  },
  { name: 'a form posted as text', payload: 'name=North', type: 'text/plain', always: false },
  { name: 'an XML body', payload: '<name>North</name>', type: 'application/xml', always: true },
  {
    name: 'a body beyond the 15 MB limit',
    payload: Buffer.alloc(15 * 1024 * 1024 + 1, 0x20),
    type: 'application/json',
    always: true,
  },
];

describe('every write route under broken bodies', () => {
  it('refuses each with a 4xx in the error shape and writes nothing', async () => {
    const failures: string[] = [];
    const writes = ctx.app.routeCatalog.filter((r) => hasBody(r));
    for (const route of writes) {
      const url = fillPath(route.url, world.params[keyOf(route)] ?? {});
      for (const body of BROKEN_BODIES) {
        const problem = await check(
          route,
          {
            method: route.method as Attempt['method'],
            url,
            payload: body.payload,
            headers: { 'content-type': body.type },
            cookie: route.access === 'public' ? undefined : world.adminCookie,
          },
          body.always,
        );
        if (problem) failures.push(`${problem} (${body.name})`);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
