import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openedDeviceDatabase } from '../local/database-opened';
import { loadDeviceDatabase } from '../local/load-device-database';
import { openLocalDatabase, type Draft } from '../local/local-database';
import { useOwnerDrafts, usePageDraft } from './use-owner-drafts';

const OWNER = 'individual:5';

function draft(pageId: string, city: string): Draft {
  return {
    ownerKey: OWNER,
    pageId,
    answers: { business_city: city },
    baseVersion: null,
    localTime: 1,
    state: 'dirty',
  };
}

/** Stores drafts as another visit (or tab) left them, without this page opening Dexie. */
async function storedEarlier(...drafts: Draft[]): Promise<void> {
  const earlier = openLocalDatabase();
  await earlier.drafts.bulkPut(drafts);
  earlier.close();
}

function Page1City({ pageId }: { pageId: string | null }) {
  const page1 = usePageDraft(OWNER, pageId);
  const all = useOwnerDrafts(OWNER);
  return (
    <p>
      {`page1: ${String(page1?.answers.business_city ?? '-')}; `}
      {`pages: ${all ? [...all.keys()].join(',') : 'reading'}`}
    </p>
  );
}

describe("an owner's drafts on this device", () => {
  it('are read without loading Dexie, and followed live once the page opens the database', async () => {
    await storedEarlier(draft('formation/page1', 'Austin'), draft('formation/page2', 'x'));
    render(<Page1City pageId="formation/page1" />);
    expect(
      await screen.findByText('page1: Austin; pages: formation/page1,formation/page2'),
    ).toBeTruthy();
    expect(openedDeviceDatabase()).toBeNull();

    // The first edit opens the database: from then on every change shows.
    const db = await loadDeviceDatabase();
    await act(async () => {
      await db.drafts.put(draft('formation/page1', 'Dallas'));
      await db.drafts.put(draft('formation/page3', 'y'));
    });
    expect(
      await screen.findByText(
        'page1: Dallas; pages: formation/page1,formation/page2,formation/page3',
      ),
    ).toBeTruthy();
  });

  it("are not read for a page that does not need another page's draft", async () => {
    render(<Page1City pageId={null} />);
    expect(await screen.findByText(/^page1: -; pages: formation/)).toBeTruthy();
  });
});
