import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../shared/errors';
import { HttpError, badRequest } from '../lib/http-error';
import { NUL_MESSAGE, containsNul } from './security';

/** Per file: the largest photo or receipt the counter may send. Totals stay under the parts limit. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: MAX_FILE_BYTES, files: 16, fields: 60, fieldSize: 256 * 1024, parts: 80 },
  });
}

export type FormParts = {
  fields: Record<string, string>;
  files: Record<string, Buffer[]>;
};

/**
 * Reads a multipart form into text fields and files (several per name, in order). Empty file
 * inputs that browsers send when nothing was chosen are skipped. A file over the limit is a 413
 * naming its field.
 */
export async function readForm(request: FastifyRequest): Promise<FormParts> {
  if (!request.isMultipart()) throw badRequest('Send the form as multipart/form-data.');
  // Part names are the sender's: without a prototype, "constructor" or "__proto__" is just a name.
  const form: FormParts = { fields: Object.create(null), files: Object.create(null) };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer().catch((err: unknown) => {
          throw tooLarge(part.fieldname, err);
        });
        if (bytes.length === 0 && !part.filename) continue;
        (form.files[part.fieldname] ??= []).push(bytes);
      } else {
        const value = String(part.value ?? '');
        if (containsNul(value) || containsNul(part.fieldname)) throw badRequest(NUL_MESSAGE);
        form.fields[part.fieldname] = value;
      }
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const status = (err as { statusCode?: number }).statusCode;
    if (status === 413)
      throw new HttpError(413, ERROR_CODES.tooLarge, 'The form has too many or too large parts.');
    throw badRequest('The form could not be read.');
  }
  return form;
}

function tooLarge(field: string, err: unknown): unknown {
  if ((err as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') return err;
  const message = `File is too large (at most ${MAX_FILE_BYTES / (1024 * 1024)} MB)`;
  return new HttpError(413, ERROR_CODES.tooLarge, message, { [field]: message });
}
