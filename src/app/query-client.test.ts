import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listedDocument } from '../../tests/support/listed-document';
import { MemoryCacheStorage } from '../../tests/support/memory-cache-storage';
import { BlobBodyResponse } from '../../tests/support/blob-response';
import { clearOwnerData } from '../api/owner-data';
import { keepDocument, keptDocuments } from '../local/kept-documents';
import './query-client';

const RECEIPT = listedDocument({ document_id: 8 });
const pdf = () => new Blob(['%PDF-1.7'], { type: 'application/pdf' });

beforeEach(() => {
  vi.stubGlobal('caches', new MemoryCacheStorage());
  vi.stubGlobal('Response', BlobBodyResponse);
});
afterEach(() => vi.unstubAllGlobals());

describe('the owner’s documents kept on the device leave with the owner', () => {
  it('when they sign out', async () => {
    await keepDocument(1, RECEIPT, pdf());
    await clearOwnerData('signed-out');
    expect(await keptDocuments(1)).toEqual([]);
  });

  it('when their session ends without them, before another owner signs in', async () => {
    await keepDocument(1, RECEIPT, pdf());
    await clearOwnerData('session-ended');
    expect(await keptDocuments(1)).toEqual([]);
  });
});
