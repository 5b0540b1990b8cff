import { documentListItem } from '../domain/contracts/documents';
import { schemaProblem } from '../domain/contracts/schema-check';
import type { DocumentListItem } from '../domain/documents/document-api';
import {
  fitsKeptDocuments,
  KEPT_DOCUMENTS_CACHE,
  keptToEvict,
  type KeptEntry,
} from '../domain/documents/kept-documents';

/*
 * The documents the owner has opened, kept in Cache Storage (decision 0093): the page keeps
 * them as it opens them and reads them back when the network cannot. Each is stored under a
 * stable address naming its owner, the document and its content's SHA-256 — the signed link it
 * came by changes every time — with its size, when it was last opened and its entry of the
 * list beside it (so a tab without the list still shows what is kept).
 */

/** What a kept document is known by: the list's entry carries both. */
type KeptDocumentId = Pick<DocumentListItem, 'document_id' | 'sha256'>;

const SIZE_HEADER = 'x-charter-size';
const OPENED_HEADER = 'x-charter-opened-at';
const ENTRY_HEADER = 'x-charter-document';

/** The folder of one owner's documents: no other owner's address starts with it. */
const ownerFolder = (owner: number) => `/kept-documents/${owner}/`;

function addressOf(owner: number, document: KeptDocumentId): string {
  return new URL(`${ownerFolder(owner)}${document.document_id}/${document.sha256}`, location.origin)
    .href;
}

/** A document's name among the kept: the same document with other content is another. */
export const keptName = (document: KeptDocumentId) => `${document.document_id}/${document.sha256}`;

/** Whether this browser has Cache Storage at all (not an insecure page, not an old browser). */
const hasCaches = () => typeof caches !== 'undefined';

function stored(document: DocumentListItem, file: Blob, openedAt: number): Response {
  return new Response(file, {
    headers: {
      'content-type': file.type || document.content_type,
      [SIZE_HEADER]: String(file.size),
      [OPENED_HEADER]: String(openedAt),
      // A header holds Latin-1 only: a title may not be.
      [ENTRY_HEADER]: encodeURIComponent(JSON.stringify(document)),
    },
  });
}

/** A kept copy's entry of the list, if it is one (a stored value is checked before use). */
function entryOf(response: Response | undefined): DocumentListItem | null {
  try {
    const entry: unknown = JSON.parse(
      decodeURIComponent(response?.headers.get(ENTRY_HEADER) ?? ''),
    );
    return schemaProblem(documentListItem, entry) === null ? (entry as DocumentListItem) : null;
  } catch {
    return null;
  }
}

async function entriesOf(cache: Cache): Promise<KeptEntry[]> {
  const requests = await cache.keys();
  return Promise.all(
    requests.map(async (request) => {
      const headers = (await cache.match(request))?.headers;
      return {
        key: request.url,
        size: Number(headers?.get(SIZE_HEADER) ?? 0),
        openedAt: Number(headers?.get(OPENED_HEADER) ?? 0),
      };
    }),
  );
}

/**
 * Keeps a document the owner has just opened, making room by removing the oldest-opened ones;
 * false when it is not kept (larger than the limit alone, no Cache Storage, storage full).
 */
export async function keepDocument(
  owner: number,
  document: DocumentListItem,
  file: Blob,
): Promise<boolean> {
  if (!hasCaches() || !fitsKeptDocuments(file.size)) return false;
  try {
    const cache = await caches.open(KEPT_DOCUMENTS_CACHE);
    const address = addressOf(owner, document);
    // An earlier content of the same document goes: the list names only the current one.
    const sameDocument = addressOf(owner, { ...document, sha256: '' });
    const entries = await entriesOf(cache);
    const earlier = entries.filter((entry) => entry.key.startsWith(sameDocument));
    const others = entries.filter((entry) => !entry.key.startsWith(sameDocument));
    const removed = [...earlier.map((entry) => entry.key), ...keptToEvict(others, file.size)];
    await Promise.all(removed.map((key) => cache.delete(key)));
    await cache.put(address, stored(document, file, Date.now()));
    return true;
  } catch {
    // A full or refused storage keeps nothing: the document opened all the same.
    return false;
  }
}

/**
 * The kept copy of a document, or null; reading it counts as opening it, so it is the last to
 * be removed for room.
 */
export async function openKeptDocument(
  owner: number,
  document: KeptDocumentId,
): Promise<Blob | null> {
  if (!hasCaches()) return null;
  const cache = await caches.open(KEPT_DOCUMENTS_CACHE);
  const address = addressOf(owner, document);
  const copy = await cache.match(address);
  const entry = entryOf(copy);
  const file = await copy?.blob();
  if (!file || !entry) return null;
  await cache.put(address, stored(entry, file, Date.now())).catch(() => undefined);
  return file;
}

/** The owner's kept documents, as the list gives them, oldest first as the list is. */
export async function keptDocuments(owner: number): Promise<DocumentListItem[]> {
  if (!hasCaches() || !(await caches.has(KEPT_DOCUMENTS_CACHE))) return [];
  const cache = await caches.open(KEPT_DOCUMENTS_CACHE);
  const folder = new URL(ownerFolder(owner), location.origin).href;
  const mine = (await cache.keys()).filter((request) => request.url.startsWith(folder));
  const entries = await Promise.all(
    mine.map(async (request) => entryOf(await cache.match(request))),
  );
  return entries
    .filter((entry) => entry !== null)
    .sort(
      (one, other) =>
        one.created_at.localeCompare(other.created_at) || one.document_id - other.document_id,
    );
}

/** Removes every kept document from this browser (signing out, another owner signing in). */
export async function forgetKeptDocuments(): Promise<void> {
  if (hasCaches()) await caches.delete(KEPT_DOCUMENTS_CACHE);
}
