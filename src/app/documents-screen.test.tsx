import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  preparedAnswer,
  REPORT_PARTS,
  REPORT_DOCUMENT_ID,
  stubLicenceReportServer,
} from '../../tests/support/licence-reports';
import { signedInEachTest } from '../../tests/support/render-at-path';
import { TEST_OWNER } from '../../tests/support/test-owner';
import { AppRoutes } from './routes';
import { renderAtPath } from './test-support';

/** The report's PDF as the documents store lists it, on the licence report's shelf. */
const REPORT_DOCUMENT = {
  document_id: REPORT_DOCUMENT_ID,
  business_id: 3,
  product_key: 'BIZ_LICENSE_REPORT',
  category: 'business-license-report',
  title: 'Business License Report',
  file_name: 'business-license-report-2026-11-29.pdf',
  content_type: 'application/pdf',
  size: 48_213,
  sha256: 'b'.repeat(64),
  created_at: '2026-11-29T15:00:04.000Z',
};

/** What the documents area asks besides the report: the owner, the statuses, the list. */
const documentsServer = (documents: object[]) => ({
  '/v1/individual/1': TEST_OWNER,
  '/v1/services/status/1': { individual_id: 1, services: [] },
  '/v1/services/documents/list/1': { individual_id: 1, documents },
});

signedInEachTest();

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:licence-report');
  URL.revokeObjectURL = vi.fn();
});

describe('the documents area’s business license report shelf', () => {
  it('shows the report in its frame and as text, under the shelf’s heading', async () => {
    stubLicenceReportServer({
      report: [{ status: 200, body: preparedAnswer() }],
      more: documentsServer([REPORT_DOCUMENT]),
    });
    renderAtPath('/documents/business-license-report', <AppRoutes />);
    const shelf = await screen.findByRole('region', { name: 'Business license report' });
    expect(within(shelf).getByRole('heading', { level: 2 }).textContent).toBe(
      'Business license report',
    );
    const frame = await within(shelf).findByTitle(
      'Business license report for Taqueria Sol LLC (PDF)',
    );
    expect(frame.getAttribute('src')).toBe('blob:licence-report');
    // The report's parts rank under the shelf's heading, its licences under them.
    expect(
      within(shelf)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(REPORT_PARTS);
    expect(
      within(within(shelf).getByRole('region', { name: 'State' })).getByRole('heading', {
        level: 4,
        name: "Seller's permit",
      }),
    ).toBeTruthy();
  });

  it('says there are no reports, with the way to the dashboard, when none was ordered', async () => {
    const receipt = {
      ...REPORT_DOCUMENT,
      document_id: 8,
      product_key: null,
      category: 'company-documents',
      title: 'Receipt INV-000012',
      file_name: 'charter-receipt-INV-000012.pdf',
    };
    stubLicenceReportServer({
      report: [{ status: 404, body: { message: 'Not ordered' } }],
      more: documentsServer([receipt]),
    });
    renderAtPath('/documents/business-license-report', <AppRoutes />);
    const shelf = await screen.findByRole('region', { name: 'Business license report' });
    expect(await within(shelf).findByText('No reports available...')).toBeTruthy();
    expect(within(shelf).getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );

    // The other shelves still list their documents.
    fireEvent.click(screen.getAllByRole('link', { name: 'All documents' })[0]!);
    expect(await screen.findByRole('heading', { level: 3, name: 'Receipt INV-000012' }));
  });
});
