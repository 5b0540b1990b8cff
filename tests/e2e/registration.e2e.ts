import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_EMAIL } from './charter-server';
import { journey } from './fixtures';
import { continueTo, expectHeading } from './questionnaire-helpers';
import { answerAddOns, fillAccount, fillPage1, payWith } from './registration-helpers';

const EMAIL_TAKEN =
  'This email is already associated with an account. Please enter a different email or log in.';

/** What the browser keeps in its Charter database, as plain text (read with IndexedDB). */
function deviceRecords(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const read = () => {
          const open = indexedDB.open('charter');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const db = open.result;
            const stores = ['drafts', 'outbox'].filter((name) =>
              db.objectStoreNames.contains(name),
            );
            // Not created yet (asked before the first edit's write): nothing kept.
            if (stores.length === 0) {
              db.close();
              resolve('');
              return;
            }
            const transaction = db.transaction(stores);
            const all = stores.map((name) => transaction.objectStore(name).getAll());
            transaction.oncomplete = () => {
              resolve(JSON.stringify(all.map((request) => request.result)));
              db.close();
            };
          };
        };
        // Opening a database that is not there would create it, empty, under the app.
        void indexedDB.databases().then((databases) => {
          if (!databases.some((database) => database.name === 'charter')) resolve('');
          else read();
        }, reject);
      }),
  );
}

describe('registration as a new visitor', () => {
  const charter = journey();

  it('takes a new visitor from page1 through page5 (account created) to a paid order, a declined card first', async () => {
    const { context, page } = await charter.newPage();
    await page.goto('/registration/page1?tiers=growth');
    await fillPage1(page);
    // The plan of the link is preselected.
    await expect.poll(() => page.getByRole('radio', { name: /^Growth/ }).isChecked()).toBe(true);
    const [session] = (await context.cookies()).filter((cookie) => cookie.name === 'sessionId');
    expect(session).toMatchObject({ sameSite: 'Strict', path: '/' });
    expect(session!.expires - Date.now() / 1000).toBeGreaterThan(6.9 * 24 * 3600);

    // Typed, not continued: a reload keeps it (local draft of the anonymous session). The
    // reload waits for the draft's commit, as a person's would: a test could otherwise reload
    // within the same few milliseconds on a loaded machine.
    await expect.poll(() => deviceRecords(page)).toContain('Bluebonnet Bikes');
    await page.reload();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Business name', exact: true }).inputValue())
      .toBe('Bluebonnet Bikes');
    await answerAddOns(page);

    // An email that has an account: the spec's message, nothing created.
    await fillAccount(page, DEMO_EMAIL);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect.poll(() => page.getByText(EMAIL_TAKEN).isVisible()).toBe(true);

    await fillAccount(page, 'rosa.new@bluebonnet.example');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    // The review: page1-page4 with Edit buttons; an edit changes the order that follows.
    await page.waitForURL((url) => url.pathname === '/registration/review');
    await expect.poll(() => page.getByText('Bluebonnet Bikes').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Edit expert review' }).click();
    const modal = page.getByRole('dialog', { name: 'Review & Update Your Expert Review' });
    await modal.getByText('Yes, add an expert review', { exact: true }).click();
    await modal.getByRole('button', { name: 'Apply Changes' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    // The summary beside the review follows the edit at once.
    await expect
      .poll(() =>
        page
          .getByRole('complementary', { name: 'Your order' })
          .getByText('Expert Review', { exact: true })
          .isVisible(),
      )
      .toBe(true);
    await page.getByRole('button', { name: 'Confirm and Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/registration/checkout');
    await expectHeading(page, 'Checkout');
    // The order the answers selected: GROWTH in Texas with the standard filing, Charter's agent
    // and, added on the review, the expert review.
    const summary = page.getByRole('complementary', { name: 'Your order' });
    await expect
      .poll(() => summary.getByText('Texas filing fee', { exact: true }).isVisible())
      .toBe(true);
    await expect.poll(() => summary.getByText('Expert Review').isVisible()).toBe(true);
    // Signed in with the new account; no password kept on the device.
    const token = await page.evaluate(() => localStorage.getItem('req_token'));
    expect(token).toBeTruthy();
    expect(await deviceRecords(page)).not.toContain('Bluebonnet-2026!');
    // The server has every page of the session.
    const saved = await page.evaluate(async () => {
      const id = /sessionId=([^;]+)/.exec(document.cookie)![1];
      const pages: Record<string, unknown> = {};
      for (const name of ['page1', 'page2', 'page3', 'page4']) {
        const response = await fetch(`/api/v1/pages/${name}?browser_session_id=${id}`);
        pages[name] = response.ok ? await response.json() : response.status;
      }
      return pages;
    });
    expect(saved).toMatchObject({
      page1: { business_name: 'Bluebonnet Bikes', tier: 'GROWTH', business_state: 'Texas' },
      page2: { service_filing: 'standard' },
      page3: { is_expert_review: true },
      page4: { is_bizup_designated_agent: true },
    });

    // A declined card: the spec's message on the first step, then the overlay goes away.
    await payWith(page, '4000000000000002');
    await expect
      .poll(() =>
        page.getByText('Your card was declined. Please use a different card.').isVisible(),
      )
      .toBe(true);
    await expect.poll(() => page.getByRole('dialog').count(), { timeout: 10_000 }).toBe(0);
    // A good card: paid, receipted, confirmed.
    await payWith(page, '4242424242424242');
    await page.waitForURL((url) => url.pathname === '/registration/order-confirmation', {
      timeout: 30_000,
    });
    await expectHeading(page, 'Thank you! Your order is confirmed');
    // The paid registration's copies have left the device.
    await expect.poll(() => deviceRecords(page)).not.toContain('Bluebonnet Bikes');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Receipt' }).click();
    const receipt = await (await download).createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of receipt) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');
    await page.getByRole('button', { name: 'Go to Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await context.close();
  });

  it('restores a registration from its restore_id in another browser', async () => {
    const first = await charter.newPage();
    await first.page.goto('/registration/page1?tiers=starter');
    await fillPage1(first.page);
    await continueTo(first.page, '/registration/page2', 'Expedited state filing');
    const restoreId = (await first.context.cookies()).find((c) => c.name === 'sessionId')!.value;
    // Page1 reached the server (the outbox sends it right after Continue).
    await expect
      .poll(() =>
        first.page.evaluate(
          async (id) => (await fetch(`/api/v1/pages/page1?browser_session_id=${id}`)).status,
          restoreId,
        ),
      )
      .toBe(200);
    await first.context.close();

    const other = await charter.newPage();
    await other.page.goto(`/registration/page1?restore_id=${restoreId}`);
    await expect
      .poll(() =>
        other.page.getByRole('textbox', { name: 'Business name', exact: true }).inputValue(),
      )
      .toBe('Bluebonnet Bikes');
    expect(
      (await other.context.cookies()).find((cookie) => cookie.name === 'sessionId')?.value,
    ).toBe(restoreId);
    // A restore link without a saved tier falls back to a new session with the spec's error.
    const empty = await charter.newPage();
    await empty.page.goto('/registration/page1');
    // The form shows once the session has started (and its cookie is set).
    await empty.page.getByRole('textbox', { name: 'Business name', exact: true }).waitFor();
    const emptyId = (await empty.context.cookies()).find((c) => c.name === 'sessionId')!.value;
    await other.page.goto(`/registration/page1?restore_id=${emptyId}`);
    await expect
      .poll(() =>
        other.page
          .getByText(
            'Tier is required for session restoration but not found in restored session data',
          )
          .isVisible(),
      )
      .toBe(true);
    await other.context.close();
    await empty.context.close();
  });

  it("keeps a visitor's answers when the connection drops in the middle of page3, saving each page once, and page5 signs in again to the account it created", async () => {
    const { context, page } = await charter.newPage();
    const saves = new Map<string, number>();
    context.on('response', (response) => {
      const match = /\/api\/v1\/pages\/(page\d)$/.exec(new URL(response.url()).pathname);
      if (match && response.request().method() === 'POST' && response.status() === 200) {
        saves.set(match[1]!, (saves.get(match[1]!) ?? 0) + 1);
      }
    });
    await page.goto('/registration/page1?tiers=starter');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await fillPage1(page);
    await continueTo(page, '/registration/page2', 'Expedited state filing');
    await continueTo(page, '/registration/page3', 'Expert review');

    await context.setOffline(true);
    await page.getByText('Yes, add an expert review', { exact: true }).click();
    await continueTo(page, '/registration/page4', 'Registered agent');
    await page.getByText('Someone else', { exact: true }).click();
    await continueTo(page, '/registration/page5', 'Create your account');
    await context.setOffline(false);

    const sessionId = (await context.cookies()).find((c) => c.name === 'sessionId')!.value;
    const saved = (name: string) =>
      page.evaluate(
        async ([pageName, id]) => {
          const response = await fetch(`/api/v1/pages/${pageName}?browser_session_id=${id}`);
          return response.ok ? ((await response.json()) as Record<string, unknown>) : null;
        },
        [name, sessionId] as const,
      );
    await expect.poll(() => saved('page4'), { timeout: 20_000 }).not.toBeNull();
    expect(await saved('page3')).toMatchObject({ is_expert_review: true });
    expect(await saved('page4')).toMatchObject({ is_bizup_designated_agent: false });
    expect(saves.get('page3')).toBe(1);
    expect(saves.get('page4')).toBe(1);

    // The account is created; if signing in is lost (tokens gone), page5 again signs in to the
    // account this registration created instead of calling its email taken.
    await fillAccount(page, 'mia.flaky@bluebonnet.example');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/registration/review');
    await page.evaluate(() => localStorage.clear());
    await page.goto('/registration/page5');
    await expectHeading(page, 'Create your account');
    await fillAccount(page, 'mia.flaky@bluebonnet.example');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/registration/review');
    expect(await page.evaluate(() => localStorage.getItem('req_token'))).toBeTruthy();
    await context.close();
  });
});
