/*
 * The rule for documents kept on the device (issue 30): a document the owner has opened once is
 * kept, so it opens again with no network, within one size limit for all of them together.
 */

/** The Cache Storage cache that holds them (src/local/kept-documents.ts); removed at sign-out. */
export const KEPT_DOCUMENTS_CACHE = 'charter-documents';

/** What the kept documents may take together; a single larger document is not kept. */
export const KEPT_DOCUMENTS_LIMIT_BYTES = 50 * 1024 * 1024;

/** Whether a document of `size` bytes can be kept at all. */
export function fitsKeptDocuments(size: number, limit = KEPT_DOCUMENTS_LIMIT_BYTES): boolean {
  return size <= limit;
}

/** A kept document as the rule sees it: its key, its bytes and when it was last opened. */
export interface KeptEntry {
  key: string;
  size: number;
  openedAt: number;
}

/**
 * The kept documents to remove so that `incoming` more bytes fit within `limit`: the
 * oldest-opened first, and no more than needed. `incoming` itself fits (fitsKeptDocuments).
 */
export function keptToEvict(
  kept: readonly KeptEntry[],
  incoming: number,
  limit = KEPT_DOCUMENTS_LIMIT_BYTES,
): string[] {
  let total = kept.reduce((sum, entry) => sum + entry.size, 0) + incoming;
  const evicted: string[] = [];
  for (const entry of [...kept].sort((one, other) => one.openedAt - other.openedAt)) {
    if (total <= limit) break;
    evicted.push(entry.key);
    total -= entry.size;
  }
  return evicted;
}
