import { eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { documents } from '../db/schema';
import { newFileKey, type DocumentFiles } from './document-files';

/** Rows moved per transaction: a crash loses little work, a lock is held briefly. */
export const LEGACY_BATCH = 20;

/**
 * Runs `moveBatch` in one transaction after another until one finds nothing left to move;
 * returns how many rows were moved in all.
 */
export async function moveInBatches(
  db: Database,
  moveBatch: (tx: Database) => Promise<number>,
): Promise<number> {
  let moved = 0;
  for (;;) {
    const count = await db.transaction((tx) => moveBatch(tx));
    if (count === 0) return moved;
    moved += count;
  }
}

/**
 * Moves the bytes of documents kept in their row (decision 0037) to files (decision 0048), at
 * every start until none is left. Each batch is one transaction over rows no other process
 * holds (FOR UPDATE SKIP LOCKED), so processes starting together share the work and never move
 * a row twice; a crash mid-batch rolls the batch back, leaving files the sweep removes.
 * Returns how many this process moved. (Receipts kept in their rows: legacy-receipts.ts.)
 */
export function moveLegacyDocumentBytes(db: Database, files: DocumentFiles): Promise<number> {
  return moveInBatches(db, async (tx) => {
    const rows = await tx
      .select({
        id: documents.id,
        individualId: documents.individualId,
        contentType: documents.contentType,
        content: documents.content,
      })
      .from(documents)
      .where(isNull(documents.fileKey))
      .limit(LEGACY_BATCH)
      .for('update', { skipLocked: true });
    for (const row of rows) {
      const fileKey = newFileKey(row.individualId);
      // A row without a file key holds its bytes (the table's check says so).
      await files.put(fileKey, row.content!, row.contentType);
      await tx.update(documents).set({ fileKey, content: null }).where(eq(documents.id, row.id));
    }
    return rows.length;
  });
}
