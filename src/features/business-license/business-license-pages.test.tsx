import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installTestConfig, renderAtPath, signIn } from '../../../tests/support/render-at-path';
import { BUSINESS_LICENSE_FLOW } from '../../domain/flows/business-license-flow';
import { flowPageId } from '../../domain/flows/flow';
import { deviceDatabase } from '../../local/device-database';
import { getDraft, saveDraftEdit } from '../../local/drafts';
import { signedInFlowScreen } from '../../questionnaire/signed-in-flow-screen';
import { FLOW_PAGES } from './business-license-pages';

const FlowPage = signedInFlowScreen(BUSINESS_LICENSE_FLOW, FLOW_PAGES);
const OWNER = 'individual:1';
const pageId = (page: string) => flowPageId(BUSINESS_LICENSE_FLOW, page);

/** The main backend: each industry's activities (bookkeeping has none); nothing else saved. */
function stubApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://charter.test');
      if (url.pathname === '/api/v1/business_licenses/industry_activity') {
        const code = url.searchParams.get('industry_code');
        return Response.json(
          code === '722511'
            ? [
                {
                  IndustryActivityId: 'sells_alcohol',
                  DisplayName: 'Serves or sells alcoholic drinks',
                },
              ]
            : [],
        );
      }
      return Response.json({ message: 'Not Found' }, { status: 404 });
    }),
  );
}

function renderPage(pageName: string) {
  return renderAtPath(
    `/business-license/${pageName}`,
    <FlowPage title="Business license report" stepLabel="STEP 2 OF 2" pageName={pageName} />,
  );
}

describe('the business license flow’s screens (spec foundation §2)', () => {
  beforeEach(() => {
    installTestConfig();
    signIn();
    stubApi();
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await deviceDatabase().drafts.clear();
  });

  it('skips the activities step straight to the review when the industry has none', async () => {
    await saveDraftEdit(deviceDatabase(), OWNER, pageId('industry'), {
      industry: '541219-bookkeeping:Bookkeeping',
    });
    const { history } = renderPage('industry-activities');
    await waitFor(() => expect(history.at(-1)).toBe('/business-license/review'));
  });

  it('clears the activities ticked for another industry once the industry changes', async () => {
    const db = deviceDatabase();
    await saveDraftEdit(db, OWNER, pageId('industry'), {
      industry: '722511:Full-Service Restaurants',
    });
    await saveDraftEdit(db, OWNER, pageId('industry-activities'), {
      industry: '722330:Mobile Food Services',
      industry_activity_ids: ['food'],
    });
    renderPage('review');
    await waitFor(async () =>
      expect((await getDraft(db, OWNER, pageId('industry-activities')))?.answers).toEqual({
        industry: '722511:Full-Service Restaurants',
        industry_activity_ids: [],
      }),
    );
  });

  it('keeps the activities ticked for the industry chosen', async () => {
    const db = deviceDatabase();
    const answers = {
      industry: '722511:Full-Service Restaurants',
      industry_activity_ids: ['sells_alcohol'],
    };
    await saveDraftEdit(db, OWNER, pageId('industry'), { industry: answers.industry });
    await saveDraftEdit(db, OWNER, pageId('industry-activities'), answers);
    const { history } = renderPage('industry-activities');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(history.at(-1)).toBe('/business-license/industry-activities');
    expect((await getDraft(db, OWNER, pageId('industry-activities')))?.answers).toEqual(answers);
  });
});
