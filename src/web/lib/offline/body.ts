import type { StoredBody, StoredPart } from './db';

/** A request body as it can be kept in IndexedDB: JSON as is, a form as its parts with Blobs. */
export function storeBody(body: unknown): StoredBody {
  if (body === undefined) return { type: 'none' };
  if (body instanceof FormData) {
    const parts: StoredPart[] = [];
    body.forEach((value, name) => {
      parts.push(
        typeof value === 'string'
          ? { name, value }
          : { name, value, filename: (value as File).name || 'file' },
      );
    });
    return { type: 'form', parts };
  }
  return { type: 'json', json: body };
}

/** The stored body back as what fetch sends. */
export function requestInit(body: StoredBody): {
  headers?: Record<string, string>;
  body?: BodyInit;
} {
  if (body.type === 'none') return {};
  if (body.type === 'json') {
    return { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body.json) };
  }
  const form = new FormData();
  for (const part of body.parts) {
    if (typeof part.value === 'string') form.append(part.name, part.value);
    else form.append(part.name, part.value, part.filename);
  }
  return { body: form };
}

/** The text fields of a stored form, for building the record the screens show meanwhile. */
export function formFields(body: StoredBody): Record<string, string> {
  if (body.type !== 'form') return {};
  const fields: Record<string, string> = {};
  for (const part of body.parts) if (typeof part.value === 'string') fields[part.name] = part.value;
  return fields;
}
