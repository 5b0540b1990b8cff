import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMailFolder } from '../../../../tests/support/mail-folder';
import { accounts } from '../../../db/schema';
import { guide, sources } from '../../../test-support/hub-sources';
import { signedInOwner } from '../../../test-support/owners';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { HubNews } from './hub-news';
import { loadHubContent } from './load-hub-content';

describe('Business Hub news (decision 0083)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('mails the owners who opted in the items a load adds, once, with one-click unsubscribe', async () => {
    const reader = await signedInOwner(t, 'reader');
    const quiet = await signedInOwner(t, 'quiet');
    await t.database.db
      .update(accounts)
      .set({ emailHubNews: true })
      .where(eq(accounts.id, reader.id));
    const { db } = t.database;
    const news = new HubNews({ ...t.app.services, db, publicUrl: 'https://charter.example' });
    const load = (fingerprint: string, slugs: string[]) =>
      loadHubContent(
        db,
        sources(
          fingerprint,
          slugs.map((slug) => guide(slug, `${slug} words`, { count: 0 })),
        ),
        (tx, key, ids) => news.schedule(tx, key, ids),
      );
    const mailsTo = async (email: string) => {
      // The news job fans out one job per reader, which the second round sends.
      await t.app.services.jobs.runDue(new Date());
      await t.app.services.jobs.runDue(new Date());
      return (await readMailFolder(t.dataDir)).filter((mail) => mail.to.includes(email));
    };

    // The first load is the hub itself: no news.
    await load('v1', ['bank']);
    expect(await mailsTo(reader.email)).toEqual([]);

    // A new guide, and a changed one that is not new.
    await load('v2', ['bank', 'payroll']);
    const [mail, ...more] = await mailsTo(reader.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('New in the Business Hub: Guide payroll');
    expect(mail!.text).toContain('Guide: Guide payroll');
    expect(mail!.text).toContain('/guides');
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(await mailsTo(quiet.email)).toEqual([]);

    // The same sources loaded again by another process: no second mail.
    await load('v2', ['bank', 'payroll']);
    expect(await mailsTo(reader.email)).toHaveLength(1);
  });
});
