import { newId } from '../../../shared/ids';
import { reachIncludes, type Reach } from '../../db/scope';
import type { Deps } from '../../deps';
import { isoNow } from '../../lib/clock';
import { notFound } from '../../lib/http-error';
import { checkDataUrl, type CheckedFile, type FileKind } from './content';
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
 */
export async function writeFiles<K extends string>(
  deps: Deps,
  files: Partial<Record<K, CheckedFile>>,
): Promise<Partial<Record<K, string>>> {
  const ids: Partial<Record<K, string>> = {};
  for (const [field, file] of Object.entries(files) as [K, CheckedFile][]) {
    const id = newId();
    await deps.blobs.put(id, file.bytes);
    ids[field] = id;
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
  for (const [field, file] of Object.entries(files) as [K, CheckedFile][]) {
    await repo.insertBlob(deps.db, {
      id: ids[field]!,
      store_id: meta.storeId,
      kind: field,
      content_type: file.contentType,
      size: file.bytes.length,
      sha256: file.sha256,
      created_by: meta.createdBy,
      created_at: isoNow(deps.clock),
    });
  }
}

/** Checks every data URL of a request first; returns them keyed by field, or throws a 400/413. */
export function checkDataUrls<K extends string>(
  files: Partial<Record<K, { dataUrl: string | undefined; kind: FileKind }>>,
): Partial<Record<K, CheckedFile>> {
  const checked: Partial<Record<K, CheckedFile>> = {};
  for (const [field, spec] of Object.entries(files) as [
    K,
    { dataUrl?: string; kind: FileKind },
  ][]) {
    if (spec.dataUrl) checked[field] = checkDataUrl(field, spec.dataUrl, spec.kind);
  }
  return checked;
}

/** A file for a user whose reach includes the record's store; anyone else gets a 404. */
export async function readFile(deps: Deps, reach: Reach, id: string) {
  const row = await repo.findBlob(deps.db, id);
  if (!row || !reachIncludes(reach, row.store_id)) throw notFound('File not found');
  const bytes = await deps.blobs.get(id);
  if (!bytes) throw notFound('File not found');
  return { bytes, contentType: row.content_type };
}
