import { ANNUAL_REPORT_FLOW } from '../../src/domain/flows/annual-report-flow';
import { AMENDMENT_FLOW } from '../../src/domain/flows/amendment-flow';
import { proposeAmendmentPages } from '../products/amendment/amendment-record';
import { OPERATING_AGREEMENT_FLOW } from '../../src/domain/flows/operating-agreement-flow';
import type { Database } from '../db/database';
import { proposeAnnualReportPages } from '../products/annual-report/annual-report';
import { proposeAgreementPages } from '../products/operating-agreement/agreement-answers';
import type { ReviewProposals } from './flow-review';

/** What a flow proposes for its reviewed pages the owner has not saved, from what the server knows. */
export type ProposePages = (db: Database, individualId: number) => Promise<ReviewProposals>;

/** Each proposing flow's proposals, by flow key (decisions 0050, 0054). */
export const FLOW_PROPOSALS: Readonly<Record<string, ProposePages>> = {
  [OPERATING_AGREEMENT_FLOW.key]: proposeAgreementPages,
  [ANNUAL_REPORT_FLOW.key]: proposeAnnualReportPages,
  [AMENDMENT_FLOW.key]: proposeAmendmentPages,
};
