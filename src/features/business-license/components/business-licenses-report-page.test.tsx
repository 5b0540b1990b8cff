import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BEING_PREPARED_ANSWER,
  LOS_ANGELES_REPORT,
  preparedAnswer,
  REPORT_PARTS,
  REPORT_PDF_BYTES,
  stubLicenceReportServer,
  UNCHECKED_LICENCE,
} from '../../../../tests/support/licence-reports';
import { renderAtPath, signedInEachTest } from '../../../../tests/support/render-at-path';
import { NOT_CHECKED, NOT_PUBLISHED } from '../../../domain/business-license/licence-report-words';
import { PREPARING_POLL_MS } from '../api/licence-report';
import { BusinessLicensesReportPage } from './business-licenses-report-page';
import { PDF_LOAD_ERROR } from './licence-report-pdf';
import {
  BEING_PREPARED_TITLE,
  LOAD_ERROR_MESSAGE,
  NO_REPORTS_MESSAGE,
} from './licence-report-view';

const renderPage = () => renderAtPath('/business-report/licenses', <BusinessLicensesReportPage />);

const licence = (name: string | RegExp) => screen.getByRole('listitem', { name });
/** The confidence badge beside a licence's name, as a screen reader reads it. */
const badge = (item: HTMLElement) => item.querySelector('.ch-badge')!.textContent;
const detail = (item: HTMLElement, term: string) =>
  within(item).getByText(term, { selector: 'dt' }).nextElementSibling!.textContent;
const PREPARED = [{ status: 200, body: preparedAnswer() }];

signedInEachTest();

let shownPdfs: Blob[];
beforeEach(() => {
  shownPdfs = [];
  URL.createObjectURL = vi.fn((pdf: Blob) => {
    shownPdfs.push(pdf);
    return 'blob:licence-report';
  });
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the Business Licenses Report page', () => {
  it('shows its heading and a placeholder while the report loads', async () => {
    stubLicenceReportServer({ report: ['never'] });
    renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Business Licenses Report' }),
    ).toBeTruthy();
    expect(await screen.findByRole('status', { name: 'Loading your business license report…' }));
    expect(document.title).toContain('Business Licenses Report');
  });

  it('shows the prepared report’s PDF in a frame, with a Download link', async () => {
    const server = stubLicenceReportServer({ report: PREPARED });
    renderPage();
    const frame = await screen.findByTitle('Business license report for Taqueria Sol LLC (PDF)');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('blob:licence-report');
    expect(new TextDecoder().decode(await shownPdfs[0]!.arrayBuffer())).toBe(REPORT_PDF_BYTES);
    const download = screen.getByRole('link', { name: 'Download the report (PDF)' });
    expect(download.getAttribute('download')).toBe('business-license-report-2026-11-29.pdf');
    expect(server.requests).toContain(
      '/api/v1/services/documents/urls?individual_id=1&document_ids=41&expires_in=120',
    );
  });

  it('says the EIN as Charter had it when the report was prepared, masked, or that it had none', async () => {
    const withEin = { ...LOS_ANGELES_REPORT, einMasked: '**-***4567' };
    stubLicenceReportServer({ report: [{ status: 200, body: preparedAnswer(withEin) }] });
    const { unmount } = renderPage();
    expect((await screen.findByText(/^EIN:/)).textContent).toBe(
      'EIN: **-***4567. Most applications ask for it; your business profile shows it in full.',
    );
    unmount();
    const withoutEin = { ...LOS_ANGELES_REPORT, einMasked: null };
    stubLicenceReportServer({ report: [{ status: 200, body: preparedAnswer(withoutEin) }] });
    renderPage();
    expect((await screen.findByText(/^EIN:/)).textContent).toBe(
      'EIN: not on file with Charter when this report was prepared. Most applications ask for it.',
    );
  });

  it('shows the report as text: whom it is for, when it was prepared, each level in order', async () => {
    stubLicenceReportServer({ report: PREPARED });
    renderPage();
    expect((await screen.findByText('Taqueria Sol LLC')).closest('p')!.textContent).toBe(
      'Taqueria Sol LLC · Restaurant (NAICS 722511) · Los Angeles, Los Angeles County, CA',
    );
    expect(screen.getByText(/^Prepared on/).textContent).toBe('Prepared on November 29, 2026');
    // Prepared before Charter kept EINs: the report says nothing of one.
    expect(screen.queryByText(/^EIN:/)).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      REPORT_PARTS,
    );
    const federal = screen.getByRole('region', { name: 'Federal' });
    expect(within(federal).getByText('No license found in Charter’s rules at this level.'));
    const state = screen.getByRole('region', { name: 'State' });
    expect(
      within(state)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Retail alcoholic beverage license (on-sale or off-sale)',
      "Seller's permit",
      'Retail food facility health permit (permit to operate)',
      'Employer payroll tax account (Unemployment Insurance, ETT, SDI and Personal Income Tax withholding)',
    ]);
  });

  it('gives every field of a licence, and says which the agency does not publish', async () => {
    stubLicenceReportServer({ report: PREPARED });
    renderPage();
    await screen.findByRole('region', { name: 'State' });
    const permit = licence("Seller's permit");
    expect(badge(permit)).toBe('How sure: Applies');
    expect(
      within(permit).getByText(
        'Because your business sells goods, or services that are taxed, to customers',
      ),
    ).toBeTruthy();
    expect(detail(permit, 'Agency')).toBe(
      'California Department of Tax and Fee Administration (CDTFA)',
    );
    expect(detail(permit, 'Contact')).toBe('cdtfa.ca.gov (opens in a new tab) · 1-800-400-7115');
    const site = within(permit).getByRole('link', { name: 'cdtfa.ca.gov (opens in a new tab)' });
    expect(site.getAttribute('href')).toBe('https://www.cdtfa.ca.gov/');
    expect(site.getAttribute('target')).toBe('_blank');
    expect(within(permit).getByRole('link', { name: '1-800-400-7115' }).getAttribute('href')).toBe(
      'tel:18004007115',
    );
    expect(detail(permit, 'What it covers')).toMatch(/^Anyone engaged in business in California/);
    expect(detail(permit, 'How to apply')).toBe(
      'Register online (Register a New Business Activity) or in person at any CDTFA office.',
    );
    expect(detail(permit, 'Where to apply')).toBe('Apply on cdtfa.ca.gov (opens in a new tab)');
    expect(
      within(permit)
        .getByRole('link', { name: 'Apply on cdtfa.ca.gov (opens in a new tab)' })
        .getAttribute('href'),
    ).toBe('https://cdtfa.ca.gov/services/permits-licenses.htm');
    expect(detail(permit, 'Form')).toBe(NOT_PUBLISHED);
    expect(detail(permit, 'Initial fee')).toBe('No charge');
    expect(detail(permit, 'Renewal fee')).toBe(NOT_PUBLISHED);
    expect(detail(permit, 'Other costs')).toBe(
      'Depending on the type of business and expected taxable sales, CDTFA may ask for a security deposit.',
    );
    expect(detail(permit, 'Processing time')).toBe('May be issued the same day');
    expect(detail(permit, 'Duration')).toBe(NOT_PUBLISHED);
    expect(detail(permit, 'Renewal')).toBe(NOT_PUBLISHED);
    expect(detail(permit, 'Display at the premises')).toBe('Yes');
    expect(detail(permit, 'Notes')).toMatch(/^Display requirement/);
    expect(within(permit).getByText(/^Source:/).textContent).toBe(
      "Source: Do You Need a California Seller's Permit? (Publication 107): Applying for a Seller's Permit (opens in a new tab) (cdtfa.ca.gov), verified November 29, 2026",
    );
    expect(
      within(permit)
        .getByRole('link', { name: /^Do You Need a California Seller's Permit\?/ })
        .getAttribute('href'),
    ).toBe('https://cdtfa.ca.gov/formspubs/pub107/applying-for-a-sellers-permit.htm');

    const alcohol = licence('Retail alcoholic beverage license (on-sale or off-sale)');
    expect(detail(alcohol, 'Contact')).toBe(`abc.ca.gov (opens in a new tab) · ${NOT_PUBLISHED}`);
    expect(detail(alcohol, 'Renewal fee')).toBe(
      "Annual fee, varies by license type (see ABC's Annual Fee Schedule)",
    );
    expect(detail(alcohol, 'Renewal')).toBe('Renews each year by paying the annual license fee');
    expect(detail(alcohol, 'Display at the premises')).toBe(NOT_PUBLISHED);
    expect(within(alcohol).getAllByRole('listitem')).toHaveLength(2);

    const payroll = licence(/^Employer payroll tax account/);
    expect(within(payroll).getByText(/^If your business/).textContent).toBe(
      'If your business has employees, or will hire them',
    );
    expect(badge(payroll)).toBe('How sure: Applies');
    const food = licence('Retail food facility health permit (permit to operate)');
    expect(badge(food)).toBe('How sure: May apply');
  });

  it('says to ask the agency, never a value, where Charter could not read its page', async () => {
    const report = structuredClone(LOS_ANGELES_REPORT);
    report.levels[1]!.licences = [UNCHECKED_LICENCE];
    stubLicenceReportServer({ report: [{ status: 200, body: preparedAnswer(report) }] });
    renderPage();
    const permit = await screen.findByRole('listitem', {
      name: "Sales/use tax permit (seller's permit)",
    });
    expect(badge(permit)).toBe('How sure: Ask the agency');
    for (const term of ['Initial fee', 'Renewal fee', 'Other costs', 'Display at the premises']) {
      expect(detail(permit, term), term).toBe(NOT_CHECKED);
    }
  });

  it('lists what Charter could not determine with whom to ask, and the compliance-letter warning', async () => {
    stubLicenceReportServer({ report: PREPARED });
    renderPage();
    const unknown = await screen.findByRole('region', { name: 'What Charter could not determine' });
    expect(within(unknown).getByRole('listitem').textContent).toBe(
      "Charter does not have Los Angeles County's own license rules. Ask the Los Angeles County clerk, California.",
    );
    const warning = screen.getByRole('region', { name: 'Beware of compliance letters' });
    expect(warning.textContent).toContain(LOS_ANGELES_REPORT.warning);
  });

  it('says the report is being prepared, and shows it once it is, asking no more', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = stubLicenceReportServer({
      report: [{ status: 200, body: BEING_PREPARED_ANSWER }, ...PREPARED],
    });
    renderPage();
    const preparing = (await screen.findByText(BEING_PREPARED_TITLE)).closest('[role="status"]')!;
    expect(preparing.textContent).toContain('submitted on November 29, 2026');
    expect(server.reportCalls()).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(PREPARING_POLL_MS));
    expect(await screen.findByRole('region', { name: 'State' })).toBeTruthy();
    expect(screen.queryByText(BEING_PREPARED_TITLE)).toBeNull();
    expect(server.reportCalls()).toBe(2);

    await act(() => vi.advanceTimersByTimeAsync(3 * PREPARING_POLL_MS));
    expect(server.reportCalls()).toBe(2);
  });

  it('says there are no reports, with the way to the dashboard, when none was ordered', async () => {
    const server = stubLicenceReportServer({
      report: [{ status: 404, body: { message: 'You have not ordered a report yet' } }],
    });
    renderPage();
    expect(await screen.findByText(NO_REPORTS_MESSAGE)).toBeTruthy();
    expect(NO_REPORTS_MESSAGE).toBe('No reports available...');
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    // A 404 is the answer: not asked again.
    expect(server.reportCalls()).toBe(1);
  });

  it('shows what failed with Try again, which shows the report once the server answers', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = stubLicenceReportServer({
      report: [
        { status: 500, body: { message: 'Internal Server Error' } },
        { status: 500, body: { message: 'Internal Server Error' } },
        { status: 500, body: { message: 'Internal Server Error' } },
        { status: 500, body: { message: 'Internal Server Error' } },
        ...PREPARED,
      ],
    });
    renderPage();
    // Tried, then retried 3 times 1 s, 2 s and 4 s apart.
    await act(() => vi.advanceTimersByTimeAsync(7_000));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(LOAD_ERROR_MESSAGE);
    expect(alert.textContent).toContain('The server had a problem. Please try again in a moment.');
    expect(server.reportCalls()).toBe(4);

    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'State' })).toBeTruthy();
    expect(screen.queryByText(LOAD_ERROR_MESSAGE, { exact: false })).toBeNull();
  });

  it('still shows the report as text when its PDF cannot be read', async () => {
    stubLicenceReportServer({
      report: PREPARED,
      urls: { status: 200, body: { documents: [] } },
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(PDF_LOAD_ERROR);
    expect(screen.queryByRole('link', { name: 'Download the report (PDF)' })).toBeNull();
    expect(screen.getByRole('region', { name: 'State' })).toBeTruthy();
  });
});
