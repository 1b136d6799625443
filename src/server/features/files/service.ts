import { newId } from '../../../shared/ids';
import { reachIncludes, type Reach } from '../../db/scope';
import type { Deps } from '../../deps';
import { isoNow } from '../../lib/clock';
import { fieldError, notFound } from '../../lib/http-error';
import { checkBytes, checkDataUrl, type CheckedFile, type FileKind } from './content';
import * as repo from './repo';

export { checkBytes, checkDataUrl, type CheckedFile, type FileKind } from './content';

/** The URL the API answers with for a stored file. */
export function fileUrl(id: string): string {
  return `/api/files/${id}`;
}

export type FileMeta = { storeId: string; kind: string; createdBy: string | null };

/**
 * Writes checked files to the blob store, before the database transaction that records them,
 * so no disk write holds the database. If that transaction fails, `discardFiles` removes them.
 * The files are written side by side (each waits for its own sync to disk); if one fails, the
 * others are removed and the error is thrown, so a failed request leaves no file behind.
 */
export async function writeFiles<K extends string>(
  deps: Deps,
  files: Partial<Record<K, CheckedFile>>,
): Promise<Partial<Record<K, string>>> {
  const entries = (Object.entries(files) as [K, CheckedFile][]).map(
    ([field, file]) => [field, newId(), file] as const,
  );
  const written = await Promise.allSettled(
    entries.map(([, id, file]) => deps.blobs.put(id, file.bytes)),
  );
  const failed = written.find((w): w is PromiseRejectedResult => w.status === 'rejected');
  const ids = Object.fromEntries(entries.map(([field, id]) => [field, id])) as Partial<
    Record<K, string>
  >;
  if (failed) {
    await discardFiles(deps, ids);
    throw failed.reason;
  }
  return ids;
}

export async function discardFiles(
  deps: Deps,
  ids: Partial<Record<string, string>>,
): Promise<void> {
  for (const id of Object.values(ids)) if (id) await deps.blobs.delete(id);
}

/** Records written files against their store; run inside the transaction of the record they belong to. */
export async function recordFiles<K extends string>(
  deps: Deps,
  files: Partial<Record<K, CheckedFile>>,
  ids: Partial<Record<K, string>>,
  meta: Omit<FileMeta, 'kind'>,
): Promise<void> {
  const createdAt = isoNow(deps.clock);
  await repo.insertBlobs(
    deps.db,
    (Object.entries(files) as [K, CheckedFile][]).map(([field, file]) => ({
      id: ids[field]!,
      store_id: meta.storeId,
      kind: field,
      content_type: file.contentType,
      size: file.bytes.length,
      sha256: file.sha256,
      created_by: meta.createdBy,
      created_at: createdAt,
    })),
  );
}

/**
 * The single-file fields of a JSON write (a repair's photos and signatures), each checked by
 * `checkUploads` like a multipart part; returns them keyed by field, or throws a 400/413.
 */
export function checkDataUrls<K extends string>(
  fields: Partial<Record<K, { dataUrl: string | undefined; kind: FileKind }>>,
): Partial<Record<K, CheckedFile>> {
  const checked: Partial<Record<K, CheckedFile>> = {};
  for (const [field, spec] of Object.entries(fields) as [
    K,
    { dataUrl?: string; kind: FileKind },
  ][]) {
    const [file] = checkUploads(field, { dataUrl: spec.dataUrl }, spec.kind, 1);
    if (file) checked[field] = file;
  }
  return checked;
}

/** A file for a user whose reach includes the record's store; anyone else gets a 404. */
export async function readFile(deps: Deps, reach: Reach, id: string) {
  const row = await repo.findBlob(deps.db, id);
  if (!row || !reachIncludes(reach, row.store_id)) throw notFound('File not found');
  const bytes = await deps.blobs.get(id);
  if (!bytes) throw notFound('File not found');
  return { bytes, contentType: row.content_type, kind: row.kind };
}

/** Attaches several files under one field of a record, keeping their order (photos, receipts). */
export async function attachFileList(
  deps: Deps,
  recordId: string,
  field: string,
  blobIds: readonly string[],
): Promise<void> {
  await repo.insertRecordFiles(
    deps.db,
    blobIds.map((blob_id, position) => ({ record_id: recordId, field, position, blob_id })),
  );
}

/** The attached files of many records at once: record id -> field -> file URLs in order. */
export async function fileListsOf(
  deps: Deps,
  recordIds: readonly string[],
): Promise<Map<string, Record<string, string[]>>> {
  const result = new Map<string, Record<string, string[]>>();
  for (const row of await repo.recordFiles(deps.db, recordIds)) {
    const fields = result.get(row.record_id) ?? {};
    (fields[row.field] ??= []).push(fileUrl(row.blob_id));
    result.set(row.record_id, fields);
  }
  return result;
}

/**
 * Checks every file a form sent under one name, by content. `dataUrl` is the same field sent as
 * text (an offline queue may hold a signature that way).
 */
export function checkUploads(
  field: string,
  uploads: { files?: Buffer[]; dataUrl?: string },
  kind: FileKind,
  max: number,
): CheckedFile[] {
  const files = uploads.files ?? [];
  if (files.length > max) throw fieldError(field, `At most ${max} files`);
  const checked = files.map((bytes) => checkBytes(field, bytes, kind));
  if (checked.length === 0 && uploads.dataUrl)
    checked.push(checkDataUrl(field, uploads.dataUrl, kind));
  return checked;
}
