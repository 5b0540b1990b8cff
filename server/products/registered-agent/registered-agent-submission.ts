import { isFields } from '../../../src/domain/business-record';
import { registeredAgentRequested } from '../../../src/domain/contracts/filing-answers';
import { reviewedPage1OfRecord, reviewedPage4 } from '../../../src/domain/business-review';
import { REGISTERED_AGENT_FLOW } from '../../../src/domain/flows/registered-agent-flow';
import { FORMATION_REQUIRED_NOTICES } from '../../../src/domain/services/formation-rules';
import { APPOINTMENT_TITLE, renderAppointmentPdf } from './registered-agent-appointment-pdf';
import { AccountService } from '../../services/accounts';
import { businessRecord } from '../../services/businesses';
import { businessFiling } from '../../services/formed-business';

const PRODUCT_KEY = REGISTERED_AGENT_FLOW.submission.productKey;

/**
 * The registered agent's part of the submission (spec foundation §2 and §7, decision 0049):
 * for the owner's formed business, the request to appoint Charter's agent in place of the one
 * the state has on file. What the owner keeps of it is the request as submitted, a PDF on the
 * registered-agent shelf of their documents; the back office files the change with the state
 * and moves the status on (SUBMITTED 'Preparing Your Agent Appointment', IN_PROGRESS 'Pending
 * State Review', ACTIVE).
 */
export const REGISTERED_AGENT_FILING = businessFiling({
  notPurchased: 'Please purchase the registered agent service before submitting it',
  alreadySubmitted: 'Your registered agent appointment has already been submitted',
  formationRequired: FORMATION_REQUIRED_NOTICES.REGISTERED_AGENT,
  answer: registeredAgentRequested,
  async keep(db, { individualId, submittedAt, documents, context: business }) {
    const owner = (await new AccountService(db).findById(individualId))!;
    const content = await renderAppointmentPdf({
      submittedAt,
      requestedBy: `${owner.firstName} ${owner.lastName} (${owner.email})`.trim(),
      business: reviewedPage1OfRecord(businessRecord(business)),
      agent: isFields(business.registeredAgent) ? reviewedPage4(business.registeredAgent) : null,
    });
    const document = await documents.store(
      {
        individualId,
        businessId: business.id,
        productKey: PRODUCT_KEY,
        category: 'registered-agent',
        title: APPOINTMENT_TITLE,
        fileName: `registered-agent-appointment-${submittedAt.toISOString().slice(0, 10)}.pdf`,
        contentType: 'application/pdf',
        content,
      },
      db,
    );
    return { document_id: document.id };
  },
});
