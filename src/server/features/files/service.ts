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

/**
 * Writes a checked file to the blob store and records it against its store.
 * Call it after every input is checked, so a refused request stores nothing.
 */
export async function saveFile(
  deps: Deps,
  file: CheckedFile,
  meta: { storeId: string; kind: string; createdBy: string | null },
): Promise<string> {
  const id = newId();
  await deps.blobs.put(id, file.bytes);
  await repo.insertBlob(deps.db, {
    id,
    store_id: meta.storeId,
    kind: meta.kind,
    content_type: file.contentType,
    size: file.bytes.length,
    sha256: file.sha256,
    created_by: meta.createdBy,
    created_at: isoNow(deps.clock),
  });
  return id;
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
