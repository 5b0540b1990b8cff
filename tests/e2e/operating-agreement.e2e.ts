import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { validFormationAnswers } from '../../server/test-support/formation-answers';
import { readPdfLines } from '../../server/test-support/pdf-text';
import { readMailFolder, type ReadMail } from '../support/mail-folder';
import { expectAccessible } from './accessibility';
import { buyWithSavedCard } from './dashboard-helpers';
import { journey } from './fixtures';
import { expectHeading } from './questionnaire-helpers';
import { paidOwnerThroughApi } from './paid-owner';

const CARD = 'Operating Agreement';
const OWNER_EMAIL = 'rosa.agreement@bluebonnet.example';
const BANNER =
  'Your operating agreement has been sent to all members for e-signature through our document-signing provider. Please check your email, including your spam folder.';

/** The members who sign: Rosa from the formation, Ivan and Mei added in step 1. */
const MEMBERS = [
  { first: 'Rosa', last: 'Alvarez', email: 'rosa@bluebonnetbikes.example' },
  { first: 'Ivan', last: 'Petrov', email: 'ivan@bluebonnetbikes.example' },
  { first: 'Mei', last: 'Chen', email: 'mei@bluebonnetbikes.example' },
] as const;

const card = (page: Page) => page.getByRole('article', { name: CARD });

/**
 * The owner's formation, filed through the API with the owner's own token (the formation's
 * own journey is formation.e2e.ts): what this journey starts from, with the back office's ACTIVE.
 */
async function fileFormation(page: Page): Promise<void> {
  const filed = await page.evaluate(async (answers) => {
    const token = localStorage.getItem('req_token')!;
    const { sub } = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')));
    const call = (path: string, body: object) =>
      fetch(`/api/v1/formation/${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'idempotency-key': crypto.randomUUID(),
        },
        body: JSON.stringify({ ...body, individual_id: Number(sub), updated_at: null }),
      });
    for (const [name, page] of Object.entries(answers)) {
      const saved = await call(name, page);
      if (!saved.ok) return `${name}: ${saved.status} ${await saved.text()}`;
    }
    const submitted = await call(`submit?individual_id=${sub}`, {});
    return submitted.ok ? 'filed' : `submit: ${submitted.status} ${await submitted.text()}`;
  }, validFormationAnswers);
  expect(filed).toBe('filed');
}

/** The signed-in owner's documents, as the API lists them. */
function documentTitles(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const token = localStorage.getItem('req_token')!;
    const { sub } = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')));
    const response = await fetch(`/api/v1/services/documents/list/${sub}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as { documents: Array<{ title: string }> };
    return body.documents.map((document) => document.title);
  });
}

/** The mail to `email` whose subject starts so, once the server has sent it. */
async function mailTo(dataDir: string, email: string, subject: string): Promise<ReadMail> {
  let found: ReadMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await readMailFolder(dataDir)).find(
          (mail) => mail.to.includes(email) && mail.subject.startsWith(subject),
        );
        return found !== undefined;
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBe(true);
  return found!;
}

/** The path of the personal link in a signing request. */
function linkPath(mail: ReadMail): string {
  const link = /https?:\/\/[^/\s]+(\/sign\/[A-Za-z0-9_-]{43})/.exec(mail.text);
  expect(link, mail.text).not.toBeNull();
  return link![1]!;
}

/** Where a member stands on the owner's card. */
function memberState(page: Page, name: string): Locator {
  return card(page).getByRole('listitem').filter({ hasText: name });
}

/** Draws a signature stroke by stroke on the drawing area, with the mouse. */
async function drawSignature(page: Page): Promise<void> {
  const area = page.getByRole('img', { name: 'Signature drawing area' });
  await area.scrollIntoViewIfNeeded();
  const box = (await area.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height * 0.7);
  await page.mouse.down();
  for (let step = 1; step <= 12; step++) {
    await page.mouse.move(box.x + 20 + step * 18, box.y + box.height * (step % 2 ? 0.3 : 0.7));
  }
  await page.mouse.up();
}

describe('the operating agreement, from purchase to every member’s signature', () => {
  const charter = journey();

  it('an owner with an ACTIVE formation buys it, sends it to three members, each signs from their email, and it goes ACTIVE with the signed PDF kept', async () => {
    const { page } = await charter.newPage();
    await paidOwnerThroughApi(page, charter.url, OWNER_EMAIL);
    await fileFormation(page);
    await charter.ops('set-status', OWNER_EMAIL, 'LLC_FORMATION', 'ACTIVE');
    await page.reload();
    await expectHeading(page, 'Welcome, Rosa Alvarez');

    // Buy it from its card with the registration's saved card, and continue into step 1.
    const success = await buyWithSavedCard(page, CARD);
    await success.getByRole('link', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/operating-agreement/review');

    // Step 1: the business as formed, and the members the formation named, ready to edit.
    await expectHeading(page, 'Review and confirm your information');
    expect(
      await page.getByText('Step 1 of 2: Review and confirm information').count(),
    ).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('Bluebonnet Bikes LLC').first().isVisible()).toBe(true);
    const members = page.locator('section').filter({
      has: page.getByRole('heading', { name: 'Members', exact: true }),
    });
    await expect
      .poll(() => members.getByText('rosa@bluebonnetbikes.example').isVisible())
      .toBe(true);

    await page.getByRole('button', { name: 'Edit members' }).click();
    const modal = page.getByRole('dialog', { name: 'Review & Update Your Members' });
    await expect.poll(() => modal.isVisible()).toBe(true);
    for (const [index, member] of MEMBERS.entries()) {
      if (index === 0) continue;
      await modal.getByRole('button', { name: 'Add another member' }).click();
      const row = modal.getByRole('region', { name: `Member ${index + 1}` });
      await row.getByRole('textbox', { name: 'First name', exact: true }).fill(member.first);
      await row.getByRole('textbox', { name: 'Last name', exact: true }).fill(member.last);
      await row.getByRole('textbox', { name: 'Email', exact: true }).fill(member.email);
    }
    // Adding members split the interests 33/33/34.
    await expect
      .poll(() => modal.getByRole('textbox', { name: 'Ownership percentage' }).nth(2).inputValue())
      .toBe('34');
    await expectAccessible(page, 'the members modal with three members');
    await modal.getByRole('button', { name: 'Save And Apply Changes' }).click();
    await expect.poll(() => modal.count()).toBe(0);
    await expect
      .poll(() => members.getByText('mei@bluebonnetbikes.example').isVisible())
      .toBe(true);

    // Step 2: the agreement itself, readable in the page and downloadable.
    await page.getByRole('button', { name: 'Confirm and Continue' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/operating-agreement/operating-agreement-review-confirmation',
    );
    await expectHeading(page, 'Review your operating agreement');
    await expect
      .poll(() => page.locator('iframe[title="Operating agreement (PDF)"]').count(), {
        timeout: 20_000,
      })
      .toBe(1);
    expect(await page.getByRole('link', { name: 'Download the agreement (PDF)' }).isVisible()).toBe(
      true,
    );
    for (const member of MEMBERS) {
      expect(await page.getByRole('listitem').filter({ hasText: member.email }).count()).toBe(1);
    }
    await page.getByRole('button', { name: 'Send for Signature' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/operating-agreement/operating-agreement-order-confirmation',
      { timeout: 20_000 },
    );
    await expectHeading(page, 'Your operating agreement has been sent for signature');

    // The dashboard: SUBMITTED, the spec's banner, each member sent, with Resend.
    await page.getByRole('button', { name: 'Go to Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await expect
      .poll(() => card(page).getByText('Submitted', { exact: true }).count(), { timeout: 15_000 })
      .toBe(1);
    expect(await card(page).getByText(BANNER).isVisible()).toBe(true);
    for (const member of MEMBERS) {
      const state = memberState(page, `${member.first} ${member.last}`);
      await expect.poll(() => state.getByText('Sent', { exact: true }).isVisible()).toBe(true);
      expect(await state.getByRole('button', { name: /^Resend/ }).isVisible()).toBe(true);
    }

    // Each member signs from their email, in a browser of their own; Mei on a phone, drawing.
    for (const [index, member] of MEMBERS.entries()) {
      const request = await mailTo(charter.dataDir, member.email, 'Rosa Alvarez asked you to sign');
      const signer = await charter.newPage();
      const signing = signer.page;
      if (member.first === 'Mei') await signing.setViewportSize({ width: 390, height: 844 });
      await signing.goto(linkPath(request));
      await expectHeading(signing, 'Sign the Operating Agreement of Bluebonnet Bikes LLC');
      await expect
        .poll(
          () =>
            signing
              .locator('iframe[title="Operating Agreement of Bluebonnet Bikes LLC (PDF)"]')
              .count(),
          {
            timeout: 20_000,
          },
        )
        .toBe(1);
      const sign = signing.getByRole('button', { name: 'Sign', exact: true });
      if (index === 0) {
        // Without consent, nothing is signed: the page says what is missing.
        await sign.click();
        await expect
          .poll(() =>
            signing.getByText('Please agree to sign electronically before you sign.').isVisible(),
          )
          .toBe(true);
        await expectAccessible(signing, 'the signing page asking for consent');
      }
      await signing
        .getByRole('checkbox', { name: /I agree to sign this document electronically/ })
        .check();
      if (member.first === 'Mei') {
        await signing.getByRole('radio', { name: 'Draw my signature' }).check();
        await drawSignature(signing);
      } else {
        expect(
          await signing.getByRole('textbox', { name: 'Type your full name' }).inputValue(),
        ).toBe(`${member.first} ${member.last}`);
      }
      await sign.click();
      await expectHeading(signing, 'Thank you, you have signed');
      await expect
        .poll(() => signing.getByText(`${index + 1} of 3 members have signed`).isVisible())
        .toBe(true);
      await signer.context.close();

      if (index === 0) {
        // The owner sees the first signature: IN_PROGRESS, Rosa signed.
        await page.reload();
        await expect
          .poll(() => card(page).getByText('In progress', { exact: true }).count(), {
            timeout: 15_000,
          })
          .toBe(1);
        await expect
          .poll(() =>
            memberState(page, 'Rosa Alvarez').getByText('Signed', { exact: true }).isVisible(),
          )
          .toBe(true);
        expect(await memberState(page, 'Rosa Alvarez').getByRole('button').count()).toBe(0);
      }
    }

    // Every member has signed: ACTIVE, the signed agreement among the owner's documents.
    await page.reload();
    await expect
      .poll(() => card(page).getByText('Active', { exact: true }).count(), { timeout: 15_000 })
      .toBe(1);
    expect(
      await card(page).getByRole('link', { name: 'View Documents' }).getAttribute('href'),
    ).toBe('/documents/all-documents');
    const titles = await documentTitles(page);
    expect(titles).toContain('Operating Agreement of Bluebonnet Bikes LLC (signed)');
    expect(titles).toContain('Operating Agreement of Bluebonnet Bikes LLC: signing audit trail');

    // Each member receives the signed copy: the agreement, then its audit trail.
    for (const member of MEMBERS) {
      const copy = await mailTo(charter.dataDir, member.email, 'Signed by every member');
      const [pdf] = copy.attachments;
      expect(pdf?.contentType).toBe('application/pdf');
      const pages = await readPdfLines(pdf!.content);
      const text = pages.flat().join('\n');
      for (const signer of MEMBERS) {
        expect(text).toContain(`Electronically signed by ${signer.first} ${signer.last}`);
      }
      expect(pages[pages.length - 1]!.join('\n')).toContain('Audit trail');
    }
  }, 300_000);
});
