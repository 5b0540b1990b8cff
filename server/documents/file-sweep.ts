import { inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { documents } from '../db/schema';
import type { DocumentFiles } from './document-files';

/**
 * How old a file no document names must be before it is removed. A file is written before its
 * row and the row commits with the caller's transaction: a day is far longer than any
 * transaction, and than any clock difference between Charter and its bucket.
 */
export const UNREFERENCED_FILE_GRACE_MS = 24 * 3600_000;

/** Files checked against the rows at a time. */
const BATCH = 500;

/**
 * Removes the files no document names that are older than the grace period: what a rolled-back
 * transaction, a lost race or a deleted account left behind. Returns how many it removed.
 */
export async function sweepUnreferencedFiles(
  db: Database,
  files: DocumentFiles,
  now: Date,
): Promise<number> {
  const writtenBefore = now.getTime() - UNREFERENCED_FILE_GRACE_MS;
  let removed = 0;
  let batch: string[] = [];
  const sweepBatch = async () => {
    if (batch.length === 0) return;
    const named = await db
      .select({ fileKey: documents.fileKey })
      .from(documents)
      .where(inArray(documents.fileKey, batch));
    const kept = new Set(named.map((row) => row.fileKey));
    for (const key of batch.filter((candidate) => !kept.has(candidate))) {
      await files.delete(key);
      removed += 1;
    }
    batch = [];
  };
  for await (const file of files.list()) {
    if (file.writtenAt.getTime() >= writtenBefore) continue;
    batch.push(file.key);
    if (batch.length >= BATCH) await sweepBatch();
  }
  await sweepBatch();
  return removed;
}
