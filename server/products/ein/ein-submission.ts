import { einFiled } from '../../../src/domain/contracts/filing-answers';
import { EIN_FLOW } from '../../../src/domain/flows/ein-flow';
import {
  EIN_PROCESSING_BUSINESS_DAYS,
  einEstimatedDate,
} from '../../../src/domain/estimates/ein-processing';
import { FORMATION_REQUIRED_NOTICES } from '../../../src/domain/services/formation-rules';
import { holidayDatesFrom } from '../../checkout/federal-holidays';
import {
  EIN_APPLICATION_TITLE,
  einApplicationLines,
  renderEinApplicationPdf,
} from './ein-application-pdf';
import { businessRecord, findOwnerBusiness, type Business } from '../../services/businesses';
import { isBoughtStatus } from '../../../src/domain/services/formation-rules';
import { type FlowFiling } from '../../services/flow-submissions';
import { LLC_FORMATION_SERVICE, serviceStatusOf } from '../../services/service-statuses';

const PRODUCT_KEY = EIN_FLOW.submission.productKey;

/** The spec's 'formation required' notice of the EIN (dashboard §4). */
export const EIN_NEEDS_FORMATION = FORMATION_REQUIRED_NOTICES.EIN_APPLICATION;

/**
 * EIN's part of the submission (spec foundation §2 "EIN flow", decision 0037). As the
 * dashboard's rules say (dashboard §4), an owner whose formation is at least bought may submit
 * (otherwise 409 with the spec's notice). The IRS form's entity lines (legal name, addresses)
 * come from the business record once the formation is filed; before that the application is
 * prepared and its record says those lines follow from the formation. Filing writes the application as submitted, a PDF in the order of Form SS-4, to the
 * business's documents, and answers what the confirmation page shows.
 */
export const EIN_FILING: FlowFiling<Business | null, typeof einFiled> = {
  notPurchased: 'Please purchase the EIN application before submitting it',
  alreadySubmitted: 'Your EIN application has already been submitted',
  async prerequisite(db, individualId) {
    const formationStatus = await serviceStatusOf(db, individualId, LLC_FORMATION_SERVICE);
    const business = await findOwnerBusiness(db, individualId);
    if (!isBoughtStatus(formationStatus)) {
      return { refused: { status: 409, body: { message: EIN_NEEDS_FORMATION } } };
    }
    return { context: business };
  },
  async file(
    db,
    { individualId, answersOf, definitionOf, submittedAt, documents, context: business },
  ) {
    const lines = einApplicationLines({
      answersOf,
      definitionOf,
      business: business && businessRecord(business),
    });
    const document = await documents.store(
      {
        individualId,
        businessId: business?.id ?? null,
        productKey: PRODUCT_KEY,
        category: 'company-documents',
        title: EIN_APPLICATION_TITLE,
        fileName: `ein-application-ss4-${submittedAt.toISOString().slice(0, 10)}.pdf`,
        contentType: 'application/pdf',
        content: await renderEinApplicationPdf({ submittedAt, lines }),
      },
      db,
    );
    return {
      body: {
        estimated_business_days: EIN_PROCESSING_BUSINESS_DAYS,
        estimated_date: einEstimatedDate(submittedAt, holidayDatesFrom(submittedAt)),
        document_id: document.id,
      },
    };
  },
  response: einFiled,
};
