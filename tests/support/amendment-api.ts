import { vi } from 'vitest';
import {
  pageSchemaName,
  pageToOpenApiSchema,
} from '../../src/domain/questionnaire/openapi-page-schema';
import type { Answers } from '../../src/domain/questionnaire/page-definition';
import { AMENDMENT_PAGES } from '../../server/products/amendment/amendment-pages';
import { TEXAS_FACTS } from './texas-state-facts';

/** The amendment's pages as the server proposes them for owner 1 (a Texas LLC, Charter's agent). */
export const AMENDMENT_REVIEW: Record<string, Answers> = {
  page1: {
    business_name: 'Bluebonnet Bikes',
    legal_identifier: 'LLC',
    official_business_name: 'Bluebonnet Bikes LLC',
    data_changed: false,
  },
  page2: { business_class: '459110', data_changed: false },
  page3: {
    owners: [
      {
        first_name: 'Rosa',
        last_name: 'Alvarez',
        email: 'rosa@bluebonnetbikes.example',
        phone: '',
        percentage: 100,
        street_address1: '1100 Barton Springs Rd',
        street_address2: '',
        city: 'Austin',
        state: 'Texas',
        zip_code: '78704',
      },
    ],
    data_changed: false,
  },
  page4: {
    business_street_address1: '301 Congress Ave',
    business_street_address2: '',
    business_city: 'Austin',
    business_state: 'Texas',
    business_zip_code: '78701',
    mailing_street_address1: '301 Congress Ave',
    mailing_street_address2: '',
    mailing_city: 'Austin',
    mailing_state: 'Texas',
    mailing_zip_code: '78701',
    is_bizup_designated_agent: true,
    data_changed: false,
  },
  page5: { is_bizup_designated_agent: true },
};

/** POST /v1/amendment/init/1's answer for that business. */
export const AMENDMENT_START = {
  individual_id: 1,
  business_id: '7',
  business_name: 'Bluebonnet Bikes',
  official_business_name: 'Bluebonnet Bikes LLC',
  state: 'Texas',
  entity_type: 'LLC',
  structure: 'All the owners (Member-managed LLC)',
  status: 'PURCHASED',
  filed: false,
  sections: {
    page1: { editable: true },
    page2: { editable: true },
    page3: { editable: true },
    page4: { editable: true },
    page5: { editable: false, message: 'Texas does not allow editing of business structure' },
  },
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The API document's amendment pages, as the server describes them. */
const OPENAPI = {
  openapi: '3.1.0',
  info: { title: 'test', version: 'test' },
  components: {
    schemas: Object.fromEntries(
      AMENDMENT_PAGES.map((page) => [pageSchemaName(page.id), pageToOpenApiSchema(page)]),
    ),
  },
};

/**
 * Stubs fetch with the main backend of owner 1's amendment: init answers `init` (the business
 * above unless told), the review answers `pages` (each page proposed, never saved), and Texas's
 * facts carry its naming rules.
 */
export function stubAmendmentApi({
  init = { status: 200, body: AMENDMENT_START },
  pages = AMENDMENT_REVIEW,
}: { init?: { status: number; body: unknown }; pages?: Record<string, Answers> } = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, sent?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url === '/api/v1/openapi.json') return json(200, OPENAPI);
    if (url === '/api/v1/amendment/init/1') return json(init.status, init.body);
    if (url === '/api/v1/business/namecheck') {
      const asked = JSON.parse(String(sent?.body)) as { business_name: string };
      return json(200, {
        valid_name: 'NOT_FOUND',
        business_name: asked.business_name,
        state: 'TX',
      });
    }
    if (url === '/api/v1/states/TX/facts') {
      return json(200, TEXAS_FACTS);
    }
    if (url === '/api/v1/amendment/review/1') {
      return json(200, {
        individual_id: 1,
        pages: Object.fromEntries(
          Object.entries(pages).map(([name, answers]) => [name, { ...answers, updated_at: null }]),
        ),
      });
    }
    return json(404, { message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
