import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listedDocument } from '../../tests/support/listed-document';
import { MemoryCacheStorage } from '../../tests/support/memory-cache-storage';
import { BlobBodyResponse } from '../../tests/support/blob-response';
import {
  KEPT_DOCUMENTS_CACHE,
  KEPT_DOCUMENTS_LIMIT_BYTES,
} from '../domain/documents/kept-documents';
import {
  forgetKeptDocuments,
  keepDocument,
  keptDocuments,
  openKeptDocument,
} from './kept-documents';

const MB = 1024 * 1024;
const OWNER = 7;
const OTHER_OWNER = 8;

const documentOf = (id: number, sha = 'a') =>
  listedDocument({
    document_id: id,
    sha256: sha.repeat(64),
    // A title need not be Latin-1, which is all a header holds.
    title: `Filing nº ${id} — “Bluebonnet”`,
    created_at: `2026-03-0${id}T15:00:00.000Z`,
  });
const fileOf = (bytes: number, text = '%PDF-1.7') =>
  new Blob([text, new Uint8Array(bytes - text.length)], { type: 'application/pdf' });
const textOf = async (file: Blob | null) =>
  new TextDecoder().decode((await file!.arrayBuffer()).slice(0, 8));
const keptIds = async (owner: number) =>
  (await keptDocuments(owner)).map((document) => document.document_id);

let now = 1_000;

beforeEach(() => {
  vi.stubGlobal('caches', new MemoryCacheStorage());
  vi.stubGlobal('Response', BlobBodyResponse);
  vi.spyOn(Date, 'now').mockImplementation(() => (now += 1_000));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('documents kept on the device', () => {
  it('keeps a document opened once and gives it back, for its owner only', async () => {
    expect(await keepDocument(OWNER, documentOf(1), fileOf(2048))).toBe(true);

    const kept = await openKeptDocument(OWNER, documentOf(1));
    expect(await textOf(kept)).toBe('%PDF-1.7');
    expect(kept!.type).toBe('application/pdf');
    expect(await keptDocuments(OWNER)).toEqual([documentOf(1)]);
    // Another owner on this device sees none of it.
    expect(await keptDocuments(OTHER_OWNER)).toEqual([]);
    expect(await openKeptDocument(OTHER_OWNER, documentOf(1))).toBeNull();
  });

  it('lists the kept documents oldest first, as the list does', async () => {
    await keepDocument(OWNER, documentOf(3), fileOf(2048));
    await keepDocument(OWNER, documentOf(1), fileOf(2048));
    await keepDocument(OWNER, documentOf(2), fileOf(2048));
    expect(await keptIds(OWNER)).toEqual([1, 2, 3]);
  });

  it('knows a document by its content: a new content is another document, the earlier goes', async () => {
    await keepDocument(OWNER, documentOf(1, 'a'), fileOf(2048, 'first'));
    expect(await openKeptDocument(OWNER, documentOf(1, 'b'))).toBeNull();

    await keepDocument(OWNER, documentOf(1, 'b'), fileOf(2048, 'second'));
    expect(await keptDocuments(OWNER)).toEqual([documentOf(1, 'b')]);
    expect(await textOf(await openKeptDocument(OWNER, documentOf(1, 'b')))).toContain('second');
  });

  it('makes room within the limit by removing the oldest-opened documents first', async () => {
    await keepDocument(OWNER, documentOf(1), fileOf(20 * MB));
    await keepDocument(OWNER, documentOf(2), fileOf(20 * MB));
    // Opening the first again makes the second the oldest-opened.
    await openKeptDocument(OWNER, documentOf(1));

    expect(await keepDocument(OWNER, documentOf(3), fileOf(20 * MB))).toBe(true);
    expect(await keptIds(OWNER)).toEqual([1, 3]);
    // 60 MB through jsdom's Blob, read and written whole: seconds on a busy machine.
  }, 20_000);

  it('does not keep a document larger than the limit on its own, nor remove others for it', async () => {
    await keepDocument(OWNER, documentOf(1), fileOf(2048));
    expect(await keepDocument(OWNER, documentOf(2), fileOf(KEPT_DOCUMENTS_LIMIT_BYTES + 1))).toBe(
      false,
    );
    expect(await keptIds(OWNER)).toEqual([1]);
  });

  it('forgets every kept document at once (signing out)', async () => {
    await keepDocument(OWNER, documentOf(1), fileOf(2048));
    await keepDocument(OTHER_OWNER, documentOf(2), fileOf(2048));
    await forgetKeptDocuments();
    expect(await caches.has(KEPT_DOCUMENTS_CACHE)).toBe(false);
    expect(await keptDocuments(OWNER)).toEqual([]);
  });

  it('keeps nothing, and fails nothing, in a browser without Cache Storage', async () => {
    vi.stubGlobal('caches', undefined);
    expect(await keepDocument(OWNER, documentOf(1), fileOf(2048))).toBe(false);
    expect(await openKeptDocument(OWNER, documentOf(1))).toBeNull();
    expect(await keptDocuments(OWNER)).toEqual([]);
  });
});
