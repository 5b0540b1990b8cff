import type { PageDefinition } from '../../src/domain/questionnaire/page-definition';
import { AMENDMENT_PAGES } from '../products/amendment/amendment-pages';
import { ANNUAL_REPORT_PAGES } from '../products/annual-report/annual-report-pages';
import { BUSINESS_LICENSE_PAGES } from '../products/business-licence/business-license-pages';
import { EIN_PAGES } from '../products/ein/ein-pages';
import { FORMATION_PAGES } from '../products/formation/formation-pages';
import { OPERATING_AGREEMENT_PAGES } from '../products/operating-agreement/operating-agreement-pages';
import { REGISTRATION_PAGES } from '../products/registration/registration-pages';

/** Every questionnaire page the server defines, keyed by id '<flow>/<page>'. */
export const PAGE_DEFINITIONS: readonly PageDefinition[] = [
  ...REGISTRATION_PAGES,
  ...FORMATION_PAGES,
  ...EIN_PAGES,
  ...BUSINESS_LICENSE_PAGES,
  ...AMENDMENT_PAGES,
  ...ANNUAL_REPORT_PAGES,
  ...OPERATING_AGREEMENT_PAGES,
];

const BY_ID = new Map(PAGE_DEFINITIONS.map((page) => [page.id, page]));

/** The page with this id (e.g. 'formation/page2', 'ein/health-care'), if any. */
export function findPageDefinition(id: string): PageDefinition | undefined {
  return BY_ID.get(id);
}
