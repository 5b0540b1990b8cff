import { vi } from 'vitest';
import type { BusinessReviewData } from '../../src/domain/business-review';
import type { BusinessFlow } from '../../src/domain/flows/flow';

/** A business as the review route answers it for owner 1 (server/api/business-flows.test.ts). */
export const REVIEWED_BUSINESS: BusinessReviewData = {
  individual_id: 1,
  business_id: '7',
  page_1: {
    business_name: 'Bluebonnet Bikes',
    legal_identifier: 'LLC',
    official_business_name: 'Bluebonnet Bikes LLC',
    business_street_address1: '301 Congress Ave',
    business_street_address2: 'STE 200',
    business_city: 'Austin',
    business_state: 'Texas',
    business_zip_code: '78701',
    mailing_same_as_business: false,
    mailing_street_address1: 'PO Box 1234',
    mailing_street_address2: '',
    mailing_city: 'Houston',
    mailing_state: 'Texas',
    mailing_zip_code: '77001',
  },
  page_4: {
    is_bizup_designated_agent: false,
    registered_agent_type: 'Agent',
    agent_first_name: 'Maria',
    agent_last_name: 'Gomez',
    business_name: '',
    street_address1: '500 W 2nd St',
    street_address2: 'STE 300',
    city: 'Austin',
    state: 'Texas',
    zip_code: '78701',
  },
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A submission the page sent: its body and Idempotency-Key. */
export interface SentSubmission {
  url: string;
  body: unknown;
  key: string | null;
}

/** What the flow's submission answers when it succeeds (server/api/business-flows.test.ts). */
export function submittedAnswer(flow: BusinessFlow) {
  return {
    status: 200,
    body: {
      product_key: flow.submission.productKey,
      status: 'SUBMITTED',
      submitted_at: '2026-03-04T15:00:00.000Z',
      business_id: 7,
    },
  };
}

/**
 * Stubs fetch with the main backend of a flow's business review for owner 1: its review path
 * answers `review` (the business above unless told), its submission path answers what `submit`
 * resolves to (a status and body; a rejection is no answer), by default a success. Every
 * submission sent is kept in `sent`.
 */
export function stubBusinessReviewApi(
  flow: BusinessFlow,
  {
    review = { status: 200, body: REVIEWED_BUSINESS },
    submit = async () => submittedAnswer(flow),
  }: {
    review?: { status: number; body: unknown };
    submit?: () => Promise<{ status: number; body: unknown }>;
  } = {},
) {
  const sent: SentSubmission[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url === `/api${flow.review.reviewPath(1)}`) return json(review.status, review.body);
    if (url === `/api${flow.submission.path}` && init?.method === 'POST') {
      sent.push({
        url,
        body: JSON.parse(String(init.body)),
        key: new Headers(init.headers).get('idempotency-key'),
      });
      const answer = await submit();
      return json(answer.status, answer.body);
    }
    return json(404, { message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, sent };
}
