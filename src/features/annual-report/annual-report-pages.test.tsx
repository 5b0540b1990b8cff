import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installTestConfig, renderAtPath, signIn } from '../../../tests/support/render-at-path';
import { flowPageId } from '../../domain/flows/flow';
import { ANNUAL_REPORT_FLOW } from '../../domain/flows/annual-report-flow';
import { deviceDatabase } from '../../local/device-database';
import { getDraft } from '../../local/drafts';
import type { AnnualReportFacts } from '../../domain/contracts/annual-report-facts';
import { signedInFlowScreen } from '../../questionnaire/signed-in-flow-screen';
import { FLOW_PAGES } from './annual-report-pages';

const FlowPage = signedInFlowScreen(ANNUAL_REPORT_FLOW, FLOW_PAGES);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** init's answer for owner 1's Texas business (server/api/annual-report.test.ts). */
const TEXAS: AnnualReportFacts = {
  individual_id: 1,
  business_id: 7,
  business_name: 'Bluebonnet Bikes LLC',
  state: 'Texas',
  state_code: 'TX',
  wage_law: { asked: false, source: null },
  pages: ['page1', 'page2'],
  started: true,
  deadline: null,
};

const PROPOSED_LOCATION = {
  business_street_address1: '301 Congress Ave',
  business_street_address2: '',
  business_city: 'Austin',
  business_state: 'Texas',
  business_zip_code: '78701',
  updated_at: null,
};

/** The main backend: init answers `init`, the review the proposed location. */
function stubApi(init: { status: number; body: unknown }) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      calls.push(url);
      if (url.includes('/v1/annual_report/init/1')) return json(init.status, init.body);
      if (url.includes('/v1/annual_report/review/1')) {
        return json(200, { individual_id: 1, pages: { page1: PROPOSED_LOCATION } });
      }
      return json(404, { message: 'Not found' });
    }),
  );
  return calls;
}

function renderPage(pageName: string) {
  return renderAtPath(
    `/annual-report/${pageName}`,
    <FlowPage title="Annual report" stepLabel="Review" pageName={pageName} />,
  );
}

describe('the annual report screens (decision 0054)', () => {
  beforeEach(() => {
    installTestConfig();
    signIn();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('leads a state without the wage-law question from its page on to the review', async () => {
    stubApi({ status: 200, body: TEXAS });
    const { history } = renderPage('wage-law-violations');
    await waitFor(() => expect(history.at(-1)).toBe('/annual-report/review'));
  });

  it('opens a report not started at page1, its pages proposed from the business', async () => {
    const calls = stubApi({ status: 200, body: { ...TEXAS, started: false } });
    const { history } = renderPage('review');
    await waitFor(() => expect(history.at(-1)).toBe('/annual-report/page1'));
    expect(calls.some((url) => url.endsWith('/v1/annual_report/review/1'))).toBe(true);
    const draft = await getDraft(
      deviceDatabase(),
      'individual:1',
      flowPageId(ANNUAL_REPORT_FLOW, 'page1'),
    );
    expect(draft?.answers).toMatchObject({ business_city: 'Austin' });
  });

  it('says why an owner may not file it yet, with the way back to the dashboard', async () => {
    const notice =
      'You need to finish your business formation before you can file your annual report.';
    stubApi({ status: 409, body: { message: notice } });
    renderPage('page1');
    expect((await screen.findByRole('alert')).textContent).toBe(notice);
    expect(screen.getByRole('link', { name: 'Return to Dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
  });
});
