import { formationFiled } from '../../../src/domain/contracts/filing-answers';
import { flowPageId } from '../../../src/domain/flows/flow';
import { FORMATION_FLOW } from '../../../src/domain/flows/formation-flow';
import { messages } from '../../../src/domain/questionnaire/messages';
import { findUsState } from '../../../src/domain/us-states';
import { FORMATION_FILING_TITLE, renderFormationFilingPdf } from './formation-filing-pdf';
import { businessRecord, fileFormationBusiness } from '../../services/businesses';
import { formationFiling } from './formation-filing';
import type { FlowFiling } from '../../services/flow-submissions';

/** Why an owner who has not bought the formation cannot file it. */
export const FORMATION_NOT_PURCHASED =
  'Please purchase the business formation before submitting it to the state';

/** The page the business name is asked on. */
const NAME_PAGE = flowPageId(FORMATION_FLOW, 'page1');

/**
 * Formation's part of the submission (spec foundation §2 and §7): files the business with its
 * state from page1-page4, unless another business in the state took the name since the owner
 * checked it (422 on page1's business_name), and keeps the filing as submitted, a PDF, among
 * the business's company documents (decision 0048). A business has one state filing, so the
 * filing is addressed by its business's id: statefile_id is the business id. The business is
 * always filed SUBMITTED, the status every filing answers.
 */
export const FORMATION_FILING: FlowFiling<null, typeof formationFiled> = {
  notPurchased: FORMATION_NOT_PURCHASED,
  alreadySubmitted: 'Your formation has already been submitted',
  prerequisite: async () => ({ context: null }),
  async file(db, { individualId, answersOf, submittedAt, documents }) {
    const page1 = answersOf('page1');
    // Valid answers name a real state: the shared rules hold a choice to its options.
    const state = findUsState(String(page1.business_state))!;
    const answers = {
      page1,
      page2: answersOf('page2'),
      page3: answersOf('page3'),
      page4: answersOf('page4'),
    };
    const outcome = await fileFormationBusiness(
      db,
      individualId,
      formationFiling(answers, state),
      submittedAt,
    );
    if (outcome.kind === 'name-taken') {
      return {
        refused: {
          status: 422,
          body: {
            message: messages.nameUnavailable,
            errors: { [NAME_PAGE]: { business_name: messages.nameUnavailable } },
          },
        },
      };
    }
    const { business } = outcome;
    await documents.store(
      {
        individualId,
        businessId: business.id,
        productKey: FORMATION_FLOW.submission.productKey,
        category: 'company-documents',
        title: FORMATION_FILING_TITLE,
        fileName: `formation-filing-${submittedAt.toISOString().slice(0, 10)}.pdf`,
        contentType: 'application/pdf',
        content: await renderFormationFilingPdf(businessRecord(business), submittedAt),
      },
      db,
    );
    return { body: { business_id: business.id, statefile_id: business.id } };
  },
  response: formationFiled,
};
