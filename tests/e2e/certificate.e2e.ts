import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { readMailFolder } from '../support/mail-folder';
import { expectAccessible } from './accessibility';
import { journey } from './fixtures';
import {
  buyAndContinue,
  ownerWithActiveLlc,
  fitsTheViewport,
  reloadDashboard,
  serviceCard,
} from './formed-business-helpers';
import { expectHeading } from './questionnaire-helpers';

const CARD = 'Certificate of Good Standing';

describe('the certificate of good standing', () => {
  const charter = journey();
  const files = mkdtempSync(join(tmpdir(), 'charter-certificate-'));
  afterAll(() => rmSync(files, { recursive: true, force: true }));

  it('is requested by an owner with an active LLC, generated, then attached by the back office and emailed', async () => {
    const { page } = await charter.newPage();
    const email = 'rosa.certificate@bluebonnet.example';
    await ownerWithActiveLlc(page, charter, {
      email,
      businessName: 'Bluebonnet Bikes',
      page4: { is_bizup_designated_agent: true },
    });

    await buyAndContinue(page, CARD, '/certificate-of-good-standing/review');
    await expectHeading(page, 'Review and Submit');
    const details = page.getByRole('region', { name: 'Your Business Details' });
    await expect
      .poll(() => details.getByText('Bluebonnet Bikes', { exact: true }).isVisible())
      .toBe(true);
    expect(await details.getByText('LLC', { exact: true }).isVisible()).toBe(true);
    const jurisdiction = page.getByRole('region', { name: 'State of Jurisdiction' });
    expect(await jurisdiction.getByText('Texas', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/dashboard');

    // On a phone the same screen fits, and is checked again.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await fitsTheViewport(page)).toBe(true);
    await expectAccessible(page, '/certificate-of-good-standing/review on a phone');
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('button', { name: 'Confirm and Continue' }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/certificate-of-good-standing/certificate-of-good-standing-confirmation',
    );
    await expectHeading(page, 'Your certificate request has been submitted');
    await expect
      .poll(() => page.getByText('Certificate submitted successfully.').isVisible())
      .toBe(true);
    await page.getByRole('button', { name: 'Go to Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');

    // While SUBMITTED the card says it is generating, with a spinner.
    const card = serviceCard(page, CARD);
    await expect
      .poll(() => card.getByText('Certificate of Good Standing is generating').isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    expect(await card.getByRole('status').filter({ hasText: 'Generating' }).count()).toBe(1);

    // The state's certificate arrives: the back office attaches it.
    const certificate = await PDFDocument.create();
    certificate.addPage().drawText('Texas Secretary of State - Certificate of Fact');
    const file = join(files, 'texas-certificate.pdf');
    writeFileSync(file, await certificate.save());
    const printed = await charter.ops('attach-document', email, 'CERT_GOOD_STANDING', file);
    expect(printed).toContain(
      `cert-good-standing: SUBMITTED -> ACTIVE. ${email} has been emailed.`,
    );

    await reloadDashboard(page);
    await expect.poll(() => card.getByText('Active', { exact: true }).isVisible()).toBe(true);
    expect(await card.getByRole('link', { name: 'View Documents' }).getAttribute('href')).toBe(
      '/documents/all-documents',
    );
    // Its one mail, sent by the job engine (the address's confirmation may arrive meanwhile).
    const certificateMails = async () =>
      (await readMailFolder(charter.dataDir)).filter(
        (message) => message.to.includes(email) && message.subject.includes(CARD),
      );
    await expect.poll(async () => (await certificateMails()).length, { timeout: 30_000 }).toBe(1);
    const [mail] = await certificateMails();
    expect(mail!.subject).toBe('Your Certificate of Good Standing is ready');
    expect(mail!.text).toContain(`${charter.url}/documents/compliance`);

    // Banks ask for a recent certificate: once the first order is done, a second is bought,
    // filed and attached as its own order (issue 30 point 7), and the profile lists both.
    expect(await card.getByText(/Another order:/).isVisible()).toBe(true);
    await buyAndContinue(page, CARD, '/certificate-of-good-standing/review', 'Buy again');
    await page.getByRole('button', { name: 'Confirm and Continue' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('-confirmation'));
    await page.getByRole('button', { name: 'Go to Dashboard' }).click();
    await expect
      .poll(() => card.getByText('Certificate of Good Standing is generating').isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    expect(await charter.ops('attach-document', email, 'CERT_GOOD_STANDING', file)).toContain(
      'cert-good-standing: SUBMITTED -> ACTIVE.',
    );
    // The card says its latest order's last step in one line.
    await reloadDashboard(page);
    await expect.poll(() => card.getByText(/^Approved by the state /).isVisible()).toBe(true);
    await page.goto('/business-profile');
    const orders = page.getByRole('region', { name: 'Your orders' });
    const certificates = orders.getByRole('list', {
      name: /^Steps of Certificate of Good Standing/,
    });
    await expect.poll(() => certificates.count()).toBe(2);
    for (const steps of await certificates.all()) {
      expect(await steps.getByRole('listitem').allTextContents()).toEqual([
        expect.stringMatching(/^Bought /),
        expect.stringMatching(/^Submitted to Charter /),
        expect.stringMatching(/^Filed with the state /),
        expect.stringMatching(/^Approved by the state /),
      ]);
    }
    await expectAccessible(page, '/business-profile with two certificate orders');
  }, 180_000);
});
