import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { longCalendarDate } from '../../src/domain/long-date';
import { readMailFolder } from '../support/mail-folder';
import { expectAccessible } from './accessibility';
import { journey } from './fixtures';
import {
  buyAndContinue,
  fileFormationThroughApi,
  fitsTheViewport,
  reloadDashboard,
} from './formed-business-helpers';
import { paidOwnerThroughApi } from './paid-owner';
import { expectHeading } from './questionnaire-helpers';

const ARTICLES = 'Filed Articles of Organization';
const IRS_LETTER = 'IRS EIN Confirmation Letter';
const FILE_NUMBER = '805512345';

/** A one-page PDF standing in for what the state or the IRS sent. */
async function returnedPdf(folder: string, name: string, text: string): Promise<string> {
  const pdf = await PDFDocument.create();
  pdf.addPage().drawText(text);
  const file = join(folder, name);
  writeFileSync(file, await pdf.save());
  return file;
}

describe('what the state and the IRS send back (issue 30, point 3)', () => {
  const charter = journey();
  const files = mkdtempSync(join(tmpdir(), 'charter-returned-'));
  afterAll(() => rmSync(files, { recursive: true, force: true }));

  it('the filed articles and the IRS letter reach the documents, the state file number the profile', async () => {
    const { page } = await charter.newPage();
    const email = 'rosa.returned@bluebonnet.example';
    await paidOwnerThroughApi(page, charter.url, email, 'starter');
    await fileFormationThroughApi(page, 'Pecan Pralines', { is_bizup_designated_agent: true });
    await charter.ops('set-status', email, 'llc-formation', 'IN_PROGRESS');

    // The state filed the articles: the back office attaches them with the state's record.
    // The state's filing took effect the day it was filed (the test's day).
    const effective = new Date().toISOString().slice(0, 10);
    const articles = await returnedPdf(files, 'articles.pdf', 'Texas Secretary of State - Filed');
    const attached = await charter.ops(
      'attach-document',
      email,
      'llc-formation',
      articles,
      '--file-number',
      FILE_NUMBER,
      '--effective-date',
      effective,
    );
    expect(attached).toContain(`state file number ${FILE_NUMBER}, effective ${effective}`);
    expect(attached).toContain('llc-formation: IN_PROGRESS -> ACTIVE.');

    // The IRS assigned the EIN: the number first, then its letter.
    await reloadDashboard(page);
    await buyAndContinue(page, 'EIN / Tax ID', '/ein/page1');
    await charter.ops('set-ein', email, '84-7654321');
    const letter = await returnedPdf(files, 'cp575.pdf', 'Internal Revenue Service - CP 575');
    expect(await charter.ops('attach-document', email, 'ein-application', letter)).toContain(
      `ein-application stays ACTIVE. ${email} has been emailed.`,
    );

    // Each is mailed once, through the job engine.
    const subjects = async () =>
      (await readMailFolder(charter.dataDir))
        .filter((mail) => mail.to.includes(email) && mail.subject.endsWith(' is ready'))
        .map((mail) => mail.subject)
        .sort();
    await expect
      .poll(subjects, { timeout: 30_000 })
      .toEqual([`Your ${ARTICLES} is ready`, `Your ${IRS_LETTER} is ready`]);

    await page.goto('/documents/company-documents');
    await expectHeading(page, 'Business Documents');
    const shelf = page.getByRole('list', { name: 'Company documents' });
    for (const title of [ARTICLES, IRS_LETTER]) {
      await expect.poll(() => shelf.getByRole('heading', { name: title }).isVisible()).toBe(true);
    }
    await expectAccessible(page, '/documents/company-documents with the articles and the letter');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await fitsTheViewport(page)).toBe(true);
    await expectAccessible(page, '/documents/company-documents on a phone');
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.goto('/business-profile');
    await expectHeading(page, 'Your Business Profile');
    const details = page.getByRole('region', { name: 'Business details' });
    await expect.poll(() => details.getByText(FILE_NUMBER).isVisible()).toBe(true);
    expect(await details.locator(`time[datetime="${effective}"]`).textContent()).toBe(
      longCalendarDate(effective),
    );
    await expectAccessible(page, '/business-profile with the state file number');

    // The formation's card says the state formed the business.
    await reloadDashboard(page);
    await expect.poll(() => page.getByText('Your Business Is Formed').isVisible()).toBe(true);
  }, 180_000);
});
