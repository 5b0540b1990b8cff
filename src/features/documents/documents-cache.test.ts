import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { listedDocument } from '../../../tests/support/listed-document';

const RECEIPT = listedDocument({
  document_id: 8,
  product_key: null,
  title: 'Receipt INV-000012',
  file_name: 'charter-receipt-INV-000012.pdf',
});

/** A page load: the screen's modules fresh, with a query client of their own. */
async function pageLoad() {
  vi.resetModules();
  const { restoreDocumentsCache } = await import('./documents-cache');
  const client = new QueryClient();
  await restoreDocumentsCache(client);
  return client;
}

describe('the documents list kept in session storage', () => {
  it('lists the documents again on the next load, offline, from the copy it can vouch for', async () => {
    const first = await pageLoad();
    first.setQueryData(['documents', 1], [RECEIPT]);
    // A list that breaks the contract is not brought back.
    first.setQueryData(['documents', 2], [{ ...RECEIPT, document_id: 'x' }]);
    first.setQueryData(['something-else'], 'not the documents’');
    window.dispatchEvent(new Event('pagehide'));

    const next = await pageLoad();
    expect(next.getQueryData(['documents', 1])).toEqual([RECEIPT]);
    expect(next.getQueryData(['documents', 2])).toBeUndefined();
    expect(next.getQueryData(['something-else'])).toBeUndefined();
    // Shown at once, and asked for again once the network answers.
    expect(next.getQueryState(['documents', 1])?.isInvalidated).toBe(true);
  });

  it('leaves nothing behind when the owner signs out', async () => {
    const page = await pageLoad();
    page.setQueryData(['documents', 1], [RECEIPT]);
    window.dispatchEvent(new Event('pagehide'));
    expect(sessionStorage.getItem('charter:documents-cache')).toContain('Receipt INV-000012');

    const { clearOwnerData } = await import('../../api/owner-data');
    await clearOwnerData('signed-out');
    expect(sessionStorage.getItem('charter:documents-cache')).toBeNull();
  });
});
